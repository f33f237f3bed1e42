import { useId } from 'react';
import type { HTMLAttributes, ReactNode } from 'react';
import { Button } from './button';
import { cx } from './class-names';
import { Icon } from './icon';
import { useUiTexts } from './ui-locale';
import './error-region.css';

export type ErrorRegionProps = Omit<HTMLAttributes<HTMLElement>, 'title'> & {
  /** Localized by the caller, e.g. "Boʻlim yuklanmadi". */
  title: ReactNode;
  description?: ReactNode;
  /** The retry button's text (the kit's "Retry" by default); it shows only with `onRetry`. */
  retryLabel?: ReactNode;
  onRetry?: () => void;
  /** Shows the retry in progress. */
  retrying?: boolean;
};

/**
 * The compact panel shown in place of a part of the page that failed, e.g. a
 * remote that would not load. Announced as an alert when it appears.
 */
export function ErrorRegion({
  title,
  description,
  retryLabel,
  onRetry,
  retrying,
  className,
  ...rest
}: ErrorRegionProps) {
  const titleId = useId();
  const texts = useUiTexts();
  return (
    <section
      role="alert"
      aria-labelledby={titleId}
      {...rest}
      className={cx('omad-error-region', className)}
    >
      <span className="omad-error-region__icon" aria-hidden="true">
        <Icon name="warning" size={22} />
      </span>
      <div className="omad-error-region__text">
        <p id={titleId} className="omad-error-region__title">
          {title}
        </p>
        {description ? <div className="omad-error-region__description">{description}</div> : null}
      </div>
      {onRetry ? (
        <Button
          variant="secondary"
          size="sm"
          loading={retrying}
          iconStart={<Icon name="refresh" size={16} />}
          className="omad-error-region__action"
          onClick={onRetry}
        >
          {retryLabel ?? texts.retry}
        </Button>
      ) : null}
    </section>
  );
}
