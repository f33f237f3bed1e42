import { useEffect, useEffectEvent, useId, useRef } from 'react';
import type { MouseEvent, ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { cx } from './class-names';
import { IconButton } from './icon-button';
import { useDialogLayer } from './use-dialog-layer';
import { useModalFocus } from './use-modal-focus';
import { useScrollLock } from './use-scroll-lock';
import './dialog.css';

/** popup: a centred card; confirm: a small question with actions; curtain: a sheet. */
export type DialogVariant = 'popup' | 'confirm' | 'curtain';
export type DialogCloseReason = 'escape' | 'backdrop' | 'close-button';

export type DialogProps = {
  open: boolean;
  /** Asked to close; the caller sets `open` to false (or keeps it open). */
  onClose: (reason: DialogCloseReason) => void;
  /** When false there is no close button, and Escape and the backdrop do nothing. */
  closable?: boolean;
  variant?: DialogVariant;
  /** Shown as the heading and used as the dialog's accessible name. */
  title?: ReactNode;
  /** The accessible name when there is no visible title. */
  'aria-label'?: string;
  children?: ReactNode;
  /** Actions pinned under the content (buttons). */
  footer?: ReactNode;
  /** The close button's name, localized by the caller; Uzbek by default. */
  closeLabel?: string;
  className?: string;
};

/**
 * A modal rendered into document.body. Focus moves in on open (the first field,
 * or an element marked data-autofocus, or the dialog) and back out on close.
 */
export function Dialog({
  open,
  onClose,
  closable = true,
  variant = 'popup',
  title,
  'aria-label': ariaLabel,
  children,
  footer,
  closeLabel = 'Yopish',
  className,
}: DialogProps) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const pressStartedOnBackdrop = useRef(false);
  const isTopLayer = useDialogLayer(open);
  useScrollLock(open);
  useModalFocus(open, dialogRef, isTopLayer);

  const onEscape = useEffectEvent((event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !isTopLayer()) return;
    event.preventDefault();
    if (closable) onClose('escape');
  });
  useEffect(() => {
    if (!open) return undefined;
    document.addEventListener('keydown', onEscape);
    return () => document.removeEventListener('keydown', onEscape);
  }, [open]);

  if (!open || typeof document === 'undefined') return null;

  // A press that starts in the dialog and ends on the backdrop (selecting text) is not a close.
  const onBackdropMouseDown = (event: MouseEvent<HTMLDivElement>) => {
    pressStartedOnBackdrop.current = event.target === event.currentTarget;
    // Keeps focus inside instead of dropping it on <body>.
    if (pressStartedOnBackdrop.current) event.preventDefault();
  };
  const onBackdropClick = (event: MouseEvent<HTMLDivElement>) => {
    const onBackdrop = event.target === event.currentTarget && pressStartedOnBackdrop.current;
    pressStartedOnBackdrop.current = false;
    if (onBackdrop && closable) onClose('backdrop');
  };

  return createPortal(
    <div
      className={cx('omad-dialog-backdrop', `omad-dialog-backdrop--${variant}`)}
      onMouseDown={onBackdropMouseDown}
      onClick={onBackdropClick}
      data-omad-dialog-layer=""
    >
      <div
        ref={dialogRef}
        role={variant === 'confirm' ? 'alertdialog' : 'dialog'}
        aria-modal="true"
        aria-labelledby={title ? titleId : undefined}
        aria-label={title ? undefined : ariaLabel}
        tabIndex={-1}
        className={cx('omad-dialog', `omad-dialog--${variant}`, className)}
      >
        {variant === 'curtain' ? <span className="omad-dialog__grip" aria-hidden="true" /> : null}
        {title || closable ? (
          <div className="omad-dialog__header">
            {title ? (
              <h2 id={titleId} className="omad-dialog__title">
                {title}
              </h2>
            ) : null}
            {closable ? (
              <IconButton
                icon="close"
                aria-label={closeLabel}
                size="sm"
                className="omad-dialog__close"
                onClick={() => onClose('close-button')}
              />
            ) : null}
          </div>
        ) : null}
        <div className="omad-dialog__body">{children}</div>
        {footer ? <div className="omad-dialog__footer">{footer}</div> : null}
      </div>
    </div>,
    document.body,
  );
}
