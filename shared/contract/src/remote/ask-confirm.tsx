// A yes/no question (or a notice with one button) in the host's confirm dialog, as a promise:
// true when the player agreed, false when they said no or closed it. The texts come
// translated: the dialog renders in the shell's tree, outside the remote's providers.
import { Button } from '@omad/ui';
import type { RemoteProps } from '../remote-props';
import './ask-confirm.css';

export type ConfirmQuestion = Readonly<{
  title: string;
  text: string;
  confirmLabel: string;
  /** Absent for a notice with one button (closing it still answers false). */
  cancelLabel?: string;
  /** A red confirm button for a step that loses something. */
  danger?: boolean;
  /** data-testid of the dialog's body, for tests. */
  testId?: string;
}>;

export const askConfirm = (
  openDialog: RemoteProps['openDialog'],
  question: ConfirmQuestion,
): Promise<boolean> =>
  new Promise((resolve) => {
    let answered = false;
    const answer = (value: boolean) => {
      if (answered) return;
      answered = true;
      resolve(value);
    };
    openDialog({
      kind: 'confirm',
      title: question.title,
      onClose: () => answer(false),
      render: (close) => (
        <div className="omad-confirm" data-testid={question.testId}>
          <p className="omad-confirm__text">{question.text}</p>
          <div className="omad-confirm__actions">
            {question.cancelLabel === undefined ? null : (
              <Button
                variant="secondary"
                onClick={() => {
                  answer(false);
                  close();
                }}
              >
                {question.cancelLabel}
              </Button>
            )}
            <Button
              variant={question.danger ? 'danger' : 'primary'}
              data-autofocus
              onClick={() => {
                answer(true);
                close();
              }}
            >
              {question.confirmLabel}
            </Button>
          </div>
        </div>
      ),
    });
  });
