import { useId } from 'react';
import type { HTMLAttributes, ReactNode } from 'react';
import { Button } from './button';
import { cx } from './class-names';
import { Icon, isIconName } from './icon';
import type { IconName } from './icon';
import { useUiTexts } from './ui-locale';
import './system-page.css';

export type SystemPageTone = 'neutral' | 'brand' | 'success' | 'warning' | 'danger';

export type SystemPageProps = Omit<HTMLAttributes<HTMLElement>, 'title'> & {
  /** A kit icon name or any illustration node. */
  icon?: IconName | ReactNode;
  /** Colours the icon's halo: success for a paid deposit, danger for blocked, and so on. */
  tone?: SystemPageTone;
  /** The page heading (an h1: a system page is the whole page). */
  title: ReactNode;
  description?: ReactNode;
  /** A Button (or a router link wrapped in one): "Go home", "Sign in". */
  action?: ReactNode;
  /**
   * The page is the outcome of a call that failed and may succeed again: the kit's own
   * retry button, in the kit's words, takes the place of `action`.
   */
  onRetry?: () => void;
  /** A second, quieter action. */
  secondaryAction?: ReactNode;
};

/**
 * A whole-page message: not found, forbidden, maintenance, blocked account,
 * payment success or failure. Texts come localized from the caller.
 */
export function SystemPage({
  icon,
  tone = 'neutral',
  title,
  description,
  action,
  onRetry,
  secondaryAction,
  className,
  ...rest
}: SystemPageProps) {
  const titleId = useId();
  const texts = useUiTexts();
  const mainAction = onRetry ? <Button onClick={onRetry}>{texts.retry}</Button> : action;
  // A section, not <main>: the shell's layout already owns the page's main landmark.
  return (
    <section
      aria-labelledby={titleId}
      {...rest}
      className={cx('omad-system-page', `omad-system-page--${tone}`, className)}
    >
      {icon ? (
        <div className="omad-system-page__icon" aria-hidden="true">
          {typeof icon === 'string' && isIconName(icon) ? <Icon name={icon} size={40} /> : icon}
        </div>
      ) : null}
      <h1 id={titleId} className="omad-system-page__title">
        {title}
      </h1>
      {description ? <div className="omad-system-page__description">{description}</div> : null}
      {mainAction || secondaryAction ? (
        <div className="omad-system-page__actions">
          {mainAction}
          {secondaryAction}
        </div>
      ) : null}
    </section>
  );
}
