// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Dialog } from './dialog';
import { Toast, ToastViewport } from './toast';
import type { DialogProps } from './dialog';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** A page with a trigger that opens the dialog, as an app would use it. */
function Harness(props: Partial<DialogProps> & { withField?: boolean }) {
  const { withField = true, onClose, ...rest } = props;
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Kirish
      </button>
      <Dialog
        title="Tizimga kirish"
        footer={<button type="button">Davom etish</button>}
        {...rest}
        open={open}
        onClose={(reason) => {
          onClose?.(reason);
          setOpen(false);
        }}
      >
        {withField ? <input aria-label="Telefon" /> : <p>Matn</p>}
      </Dialog>
    </>
  );
}

function openFromTrigger() {
  const trigger = screen.getByRole('button', { name: 'Kirish' });
  trigger.focus();
  fireEvent.click(trigger);
  return { trigger, dialog: screen.getByRole('dialog') };
}

describe('Dialog', () => {
  it('is a native modal <dialog> labelled by its title, rendered into document.body', () => {
    const showModal = vi.spyOn(HTMLDialogElement.prototype, 'showModal');
    const { container } = render(<Harness />);
    const { dialog } = openFromTrigger();
    expect(dialog.tagName).toBe('DIALOG');
    expect(showModal).toHaveBeenCalledTimes(1);
    expect((dialog as HTMLDialogElement).open).toBe(true);
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(screen.getByRole('dialog', { name: 'Tizimga kirish' })).toBe(dialog);
    expect(container.contains(dialog)).toBe(false);
    expect(document.body.contains(dialog)).toBe(true);
  });

  it('closes on Escape when closable', () => {
    const onClose = vi.fn();
    render(<Harness onClose={onClose} />);
    openFromTrigger();
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledWith('escape');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('ignores Escape and the backdrop and shows no close button when not closable', () => {
    const onClose = vi.fn();
    render(<Harness closable={false} onClose={onClose} />);
    const { dialog } = openFromTrigger();
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    // The <dialog> covers the viewport: a press on it, outside the card, is on the backdrop.
    fireEvent.mouseDown(dialog);
    fireEvent.click(dialog);
    fireEvent(dialog, new Event('cancel', { cancelable: true }));
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBe(dialog);
    expect(screen.queryByRole('button', { name: 'Yopish' })).toBeNull();
  });

  it('closes on a backdrop click when closable, but not on a click inside', () => {
    const onClose = vi.fn();
    render(<Harness onClose={onClose} />);
    const { dialog } = openFromTrigger();
    const card = screen.getByRole('textbox', { name: 'Telefon' }).closest('.omad-dialog');
    if (!(card instanceof HTMLElement)) throw new Error('no card');
    fireEvent.mouseDown(card);
    fireEvent.click(card);
    // Pressed in the card, released on the backdrop (selecting text): not a close either.
    fireEvent.mouseDown(card);
    fireEvent.click(dialog);
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.mouseDown(dialog);
    fireEvent.click(dialog);
    expect(onClose).toHaveBeenCalledWith('backdrop');
  });

  it('moves focus to the first field and returns it to the trigger on close', () => {
    render(<Harness />);
    const { trigger } = openFromTrigger();
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Telefon' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yopish' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(trigger);
  });

  it('focuses the dialog itself when it has no field', () => {
    render(<Harness withField={false} />);
    const { dialog } = openFromTrigger();
    expect(document.activeElement).toBe(dialog);
  });

  it('asks to close on a close request without a key (a phone back gesture: cancel)', () => {
    const onClose = vi.fn();
    render(<Harness onClose={onClose} />);
    const { dialog } = openFromTrigger();
    const cancel = new Event('cancel', { cancelable: true });
    fireEvent(dialog, cancel);
    // The browser's own close is stopped: the caller's `open` decides.
    expect(cancel.defaultPrevented).toBe(true);
    expect(onClose).toHaveBeenCalledWith('escape');
  });

  it('shows a dialog that is not closable again when the browser closes it anyway', async () => {
    render(<Harness closable={false} />);
    const { dialog } = openFromTrigger();
    (dialog as HTMLDialogElement).close();
    await vi.waitFor(() => expect((dialog as HTMLDialogElement).open).toBe(true));
    expect(screen.getByRole('dialog')).toBe(dialog);
  });

  it('closes the <dialog> before it leaves the page', () => {
    const close = vi.spyOn(HTMLDialogElement.prototype, 'close');
    render(<Harness />);
    openFromTrigger();
    fireEvent.click(screen.getByRole('button', { name: 'Yopish' }));
    expect(close).toHaveBeenCalledTimes(1);
  });

  it('locks page scroll while open and restores it after', () => {
    render(<Harness />);
    openFromTrigger();
    expect(document.body.style.overflow).toBe('hidden');
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(document.body.style.overflow).toBe('');
  });

  it('lets only the topmost of two open dialogs answer Escape', () => {
    const outerClose = vi.fn();
    const innerClose = vi.fn();
    render(
      <>
        <Dialog open title="Tashqi" onClose={outerClose}>
          <p>Tashqi</p>
        </Dialog>
        <Dialog open variant="confirm" title="Ichki" onClose={innerClose}>
          <p>Ichki</p>
        </Dialog>
      </>,
    );
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(innerClose).toHaveBeenCalledTimes(1);
    expect(outerClose).not.toHaveBeenCalled();
  });

  it('draws the toasts inside the top open modal, where they stay usable', () => {
    const page = (open: boolean) => (
      <>
        <Dialog open={open} title="Tashqi" onClose={() => {}}>
          <p>Tashqi</p>
        </Dialog>
        <ToastViewport>
          <Toast title="Saqlandi" />
        </ToastViewport>
      </>
    );
    const { container, rerender } = render(page(true));
    const viewport = screen.getByRole('region', { name: 'Bildirishnomalar' });
    expect(screen.getByRole('dialog').contains(viewport)).toBe(true);
    rerender(page(false));
    expect(container.contains(screen.getByRole('region', { name: 'Bildirishnomalar' }))).toBe(true);
  });
});
