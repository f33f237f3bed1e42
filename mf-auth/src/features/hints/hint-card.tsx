// One hint: a small card with a title, a text, one action and a dismiss button.
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

export const HintCard = ({ icon, title, text, dismissLabel, onDismiss, action, testId }: Props) => {
  const titleId = useId();
  return (
    <article className="omad-hint" aria-labelledby={titleId} data-testid={testId}>
      <span className="omad-hint__icon" aria-hidden="true">
        <Icon name={icon} size={20} />
      </span>
      <div className="omad-hint__content">
        <h3 id={titleId} className="omad-hint__title">
          {title}
        </h3>
        <p className="omad-hint__text">{text}</p>
        <div className="omad-hint__action">{action}</div>
      </div>
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
