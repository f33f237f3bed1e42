// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Dialog } from './dialog';
import type { DialogProps } from './dialog';

afterEach(cleanup);

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
  it('is a modal labelled by its title, rendered into document.body', () => {
    const { container } = render(<Harness />);
    const { dialog } = openFromTrigger();
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
    const backdrop = dialog.parentElement as HTMLElement;
    fireEvent.mouseDown(backdrop);
    fireEvent.click(backdrop);
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBe(dialog);
    expect(screen.queryByRole('button', { name: 'Yopish' })).toBeNull();
  });

  it('closes on a backdrop click when closable, but not on a click inside', () => {
    const onClose = vi.fn();
    render(<Harness onClose={onClose} />);
    const { dialog } = openFromTrigger();
    fireEvent.mouseDown(dialog);
    fireEvent.click(dialog);
    expect(onClose).not.toHaveBeenCalled();
    const backdrop = dialog.parentElement as HTMLElement;
    fireEvent.mouseDown(backdrop);
    fireEvent.click(backdrop);
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

  it('keeps Tab and Shift+Tab cycling inside the dialog', () => {
    render(<Harness />);
    openFromTrigger();
    const close = screen.getByRole('button', { name: 'Yopish' });
    const last = screen.getByRole('button', { name: 'Davom etish' });
    last.focus();
    fireEvent.keyDown(last, { key: 'Tab' });
    expect(document.activeElement).toBe(close);
    fireEvent.keyDown(close, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(last);
    // Focus that escapes (a click elsewhere, a screen reader) is pulled back in.
    screen.getByRole('button', { name: 'Kirish', hidden: true }).focus();
    expect(screen.getByRole('dialog').contains(document.activeElement)).toBe(true);
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
});
