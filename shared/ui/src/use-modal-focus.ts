// Focus management for a modal: move focus in on open, keep Tab inside, pull
// stray focus back, and return focus to where it was when the modal closes.
import { useEffect } from 'react';
import type { RefObject } from 'react';

const tabbableSelector = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  '[contenteditable]:not([contenteditable="false"])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

const fieldSelector =
  '[data-autofocus], input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled])';

export function tabbablesWithin(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(tabbableSelector)).filter(
    (element) => element.tabIndex >= 0 && !element.closest('[hidden], [inert]'),
  );
}

/** The element that gets focus on open: `[data-autofocus]`, the first field, or the dialog. */
function initialFocusTarget(dialog: HTMLElement): HTMLElement {
  const field = dialog.querySelector<HTMLElement>(fieldSelector);
  return field && !field.closest('[hidden], [inert]') ? field : dialog;
}

export function useModalFocus(
  active: boolean,
  dialogRef: RefObject<HTMLElement | null>,
  isTopLayer: () => boolean,
): void {
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!active || !dialog) return undefined;
    const previouslyFocused =
      document.activeElement instanceof HTMLElement ? document.activeElement : null;
    initialFocusTarget(dialog).focus();

    const trapTab = (event: KeyboardEvent) => {
      if (event.key !== 'Tab' || !isTopLayer()) return;
      const tabbables = tabbablesWithin(dialog);
      const first = tabbables[0];
      const last = tabbables[tabbables.length - 1];
      const current = document.activeElement;
      const outside = !(current instanceof Node) || !dialog.contains(current);
      if (!first || !last) {
        event.preventDefault();
        dialog.focus();
      } else if (event.shiftKey && (outside || current === first || current === dialog)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (outside || current === last)) {
        event.preventDefault();
        first.focus();
      }
    };
    const guardFocus = (event: FocusEvent) => {
      if (!isTopLayer() || !(event.target instanceof Node)) return;
      if (!dialog.contains(event.target)) initialFocusTarget(dialog).focus();
    };
    document.addEventListener('keydown', trapTab);
    document.addEventListener('focusin', guardFocus);
    return () => {
      document.removeEventListener('keydown', trapTab);
      document.removeEventListener('focusin', guardFocus);
      if (previouslyFocused?.isConnected) previouslyFocused.focus();
    };
  }, [active, dialogRef, isTopLayer]);
}
