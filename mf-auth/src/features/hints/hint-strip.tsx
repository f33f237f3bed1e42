// One hint as a slim strip: an icon, the title (with its text beside it where there is room),
// one action and a dismiss button, on one line at every width.
import { useId, type ReactNode } from 'react';
import { Icon, IconButton, type IconName } from '@omad/ui';

type Props = Readonly<{
  icon: IconName;
  title: string;
  text: string;
  dismissLabel: string;
  onDismiss: () => void;
  /** The action button (a link to the cashier, or a send button). */
  action: ReactNode;
  testId: string;
}>;

export const HintStrip = ({
  icon,
  title,
  text,
  dismissLabel,
  onDismiss,
  action,
  testId,
}: Props) => {
  const titleId = useId();
  return (
    <article className="omad-hint" aria-labelledby={titleId} data-testid={testId}>
      <span className="omad-hint__icon" aria-hidden="true">
        <Icon name={icon} size={16} />
      </span>
      {/* Cut to fit one line: the whole text on hover. */}
      <p className="omad-hint__message" title={`${title} ${text}`}>
        <strong id={titleId} className="omad-hint__title">
          {title}
        </strong>{' '}
        <span className="omad-hint__text">{text}</span>
      </p>
      <div className="omad-hint__action">{action}</div>
      <IconButton
        icon="close"
        size="sm"
        aria-label={dismissLabel}
        className="omad-hint__dismiss"
        onClick={onDismiss}
      />
    </article>
  );
};
