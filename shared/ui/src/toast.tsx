import type { HTMLAttributes, ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { cx } from './class-names';
import { useTopDialogElement } from './dialog-layers';
import { Icon } from './icon';
import type { IconName } from './icon';
import { IconButton } from './icon-button';
import './toast.css';

export type ToastKind = 'info' | 'success' | 'error';

export type ToastViewportProps = HTMLAttributes<HTMLElement> & {
  /** Names the region for screen readers, localized by the caller; Uzbek by default. */
  label?: string;
  children?: ReactNode;
};

/**
 * The fixed stack toasts appear in, just below the header. Render it once (the
 * shell does) and put Toast elements in it; the caller decides when they leave.
 * While a modal is open it is drawn inside the top one: the browser makes everything
 * outside the top modal inert, and a toast must stay readable and its action usable.
 */
export function ToastViewport({
  label = 'Bildirishnomalar',
  className,
  children,
  ...rest
}: ToastViewportProps) {
  const topDialog = useTopDialogElement();
  const viewport = (
    <section {...rest} aria-label={label} className={cx('omad-toast-viewport', className)}>
      {children}
    </section>
  );
  return topDialog ? createPortal(viewport, topDialog) : viewport;
}

export type ToastProps = Omit<HTMLAttributes<HTMLDivElement>, 'title'> & {
  kind?: ToastKind;
  title: ReactNode;
  /** A second line of detail. */
  description?: ReactNode;
  /** A button or link, e.g. "Retry". */
  action?: ReactNode;
  /** Shows a close button that calls this. */
  onDismiss?: () => void;
  /** The close button's name, localized by the caller; Uzbek by default. */
  dismissLabel?: string;
};

const kindIcon: Record<ToastKind, IconName> = { info: 'info', success: 'check', error: 'warning' };

/** One notification. Errors are announced at once (role=alert), the rest politely. */
export function Toast({
  kind = 'info',
  title,
  description,
  action,
  onDismiss,
  dismissLabel = 'Yopish',
  className,
  ...rest
}: ToastProps) {
  return (
    <div
      role={kind === 'error' ? 'alert' : 'status'}
      {...rest}
      className={cx('omad-toast', `omad-toast--${kind}`, className)}
    >
      <span className="omad-toast__icon">
        <Icon name={kindIcon[kind]} size={18} strokeWidth={2.5} />
      </span>
      <div className="omad-toast__text">
        <p className="omad-toast__title">{title}</p>
        {description ? <p className="omad-toast__description">{description}</p> : null}
        {action ? <div className="omad-toast__action">{action}</div> : null}
      </div>
      {onDismiss ? (
        <IconButton
          icon="close"
          size="sm"
          aria-label={dismissLabel}
          className="omad-toast__dismiss"
          onClick={onDismiss}
        />
      ) : null}
    </div>
  );
}
