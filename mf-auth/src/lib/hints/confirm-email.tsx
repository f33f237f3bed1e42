// The confirm-email popup offered after registration (CMS config.features.confirmEmailPopup)
// and the one "send a confirmation" action it shares with the confirm-contact hint. The
// popup opens in the shell's dialog host, so it outlives the registration dialog; it gets
// everything through props because the shell's tree has no remote context.
import { useState } from 'react';
import { Button, Stack } from '@omad/ui';
import type { RemoteProps } from '@omad/contract';
import type { Api } from '@omad/contract/api';
import { markConfirmSent } from './hint-storage';
import './confirm-email.css';

/** Sends a confirmation to the contact and remembers it (confirm_sent). */
export const sendConfirmation = async (api: Pick<Api, 'account'>, contact: string) => {
  await api.account.sendConfirmationToContact(contact);
  markConfirmSent(contact);
};

export type ConfirmEmailTexts = Readonly<{
  title: string;
  text: string;
  send: string;
  later: string;
  sent: string;
  close: string;
  failed: string;
}>;

type BodyProps = Readonly<{
  texts: ConfirmEmailTexts;
  send: () => Promise<void>;
  close: () => void;
}>;

export const ConfirmEmailBody = ({ texts, send, close }: BodyProps) => {
  const [state, setState] = useState<'idle' | 'sending' | 'sent' | 'failed'>('idle');
  const onSend = () => {
    setState('sending');
    send().then(
      () => setState('sent'),
      (error: unknown) => {
        console.warn('[mf-auth] confirmation not sent', error);
        setState('failed');
      },
    );
  };
  return (
    <Stack gap={4} className="omad-confirm-email" data-testid="confirm-email-popup">
      <p className="omad-confirm-email__text" role="status">
        {state === 'sent' ? texts.sent : texts.text}
      </p>
      {state === 'failed' ? (
        <p className="omad-confirm-email__error" role="alert">
          {texts.failed}
        </p>
      ) : null}
      <div className="omad-confirm-email__actions">
        {state === 'sent' ? (
          <Button onClick={close} data-autofocus>
            {texts.close}
          </Button>
        ) : (
          <>
            <Button variant="secondary" onClick={close} disabled={state === 'sending'}>
              {texts.later}
            </Button>
            <Button onClick={onSend} loading={state === 'sending'} data-autofocus>
              {texts.send}
            </Button>
          </>
        )}
      </div>
    </Stack>
  );
};

/** Opens the popup for the e-mail the player registered with. */
export const openConfirmEmailPopup = (
  props: Pick<RemoteProps, 'openDialog' | 'api'>,
  email: string,
  texts: ConfirmEmailTexts,
) =>
  props.openDialog({
    kind: 'popup',
    title: texts.title,
    render: (close) => (
      <ConfirmEmailBody
        texts={texts}
        send={() => sendConfirmation(props.api, email)}
        close={close}
      />
    ),
  });
