import { useEffect, useEffectEvent, useId, useLayoutEffect, useRef } from 'react';
import type { MouseEvent, ReactNode, SyntheticEvent } from 'react';
import { createPortal } from 'react-dom';
import { cx } from './class-names';
import { useDialogLayer } from './dialog-layers';
import { IconButton } from './icon-button';
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

const fieldSelector =
  '[data-autofocus], input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled])';

/** The element that gets focus on open: `[data-autofocus]`, the first field, or the dialog. */
const initialFocusTarget = (dialog: HTMLElement): HTMLElement => {
  const field = dialog.querySelector<HTMLElement>(fieldSelector);
  return field && !field.closest('[hidden], [inert]') ? field : dialog;
};

/**
 * A modal on the native `<dialog>`, opened with showModal(): the browser puts it in the top
 * layer and makes the rest of the page inert, so focus and the screen reader stay inside.
 * The `<dialog>` covers the viewport (its ::backdrop dims the page) and holds the card.
 * Focus moves in on open (the first field, an element marked data-autofocus, or the dialog)
 * and back to where it was on close. Escape, the back gesture of a phone (the dialog's
 * cancel) and a press on the backdrop ask `onClose`; the caller's `open` decides.
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
  const dialogRef = useRef<HTMLDialogElement>(null);
  const pressStartedOnBackdrop = useRef(false);
  const isTopLayer = useDialogLayer(open, dialogRef);
  useScrollLock(open);

  // Before paint: shown as a modal, focus moved in; closed (which returns focus) before the
  // element leaves the page.
  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!open || !dialog) return undefined;
    const previouslyFocused =
      document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    initialFocusTarget(dialog).focus();
    return () => {
      if (dialog.open) dialog.close();
      if (previouslyFocused?.isConnected && !dialog.contains(previouslyFocused))
        previouslyFocused.focus();
    };
  }, [open]);

  // Escape is handled here, not by the browser, so a dialog that is not closable stays.
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

  // A close request without a key press (a phone's back gesture) arrives as cancel.
  const onCancel = (event: SyntheticEvent<HTMLDialogElement>) => {
    if (event.target !== event.currentTarget) return;
    event.preventDefault();
    if (closable) onClose('escape');
  };
  // The browser may still close it (a repeated back gesture): the caller's `open` wins.
  const onNativeClose = (event: SyntheticEvent<HTMLDialogElement>) => {
    const dialog = event.currentTarget;
    if (event.target !== dialog || !dialog.isConnected || dialog.open) return;
    if (closable) onClose('escape');
    else dialog.showModal();
  };
  // A press that starts in the card and ends on the backdrop (selecting text) is not a close.
  const onBackdropMouseDown = (event: MouseEvent<HTMLDialogElement>) => {
    pressStartedOnBackdrop.current = event.target === event.currentTarget;
    // Keeps focus inside instead of dropping it on the dialog.
    if (pressStartedOnBackdrop.current) event.preventDefault();
  };
  const onBackdropClick = (event: MouseEvent<HTMLDialogElement>) => {
    const onBackdrop = event.target === event.currentTarget && pressStartedOnBackdrop.current;
    pressStartedOnBackdrop.current = false;
    if (onBackdrop && closable) onClose('backdrop');
  };

  return createPortal(
    <dialog
      ref={dialogRef}
      role={variant === 'confirm' ? 'alertdialog' : undefined}
      aria-modal="true"
      aria-labelledby={title ? titleId : undefined}
      aria-label={title ? undefined : ariaLabel}
      tabIndex={-1}
      className={cx('omad-dialog-backdrop', `omad-dialog-backdrop--${variant}`)}
      onMouseDown={onBackdropMouseDown}
      onClick={onBackdropClick}
      onCancel={onCancel}
      onClose={onNativeClose}
    >
      <div className={cx('omad-dialog', `omad-dialog--${variant}`, className)}>
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
    </dialog>,
    document.body,
  );
}
