import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createOverlayStore } from './dialog-store';

describe('overlay store', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('opens dialogs in order and calls onClose once when one closes', () => {
    const overlays = createOverlayStore();
    const onClose = vi.fn();
    const first = overlays.openDialog({ kind: 'confirm', title: 'A', render: () => null, onClose });
    overlays.openDialog({ kind: 'popup', title: 'B', render: () => null });
    expect(overlays.store.getState().dialogs.map((dialog) => dialog.request.title)).toEqual([
      'A',
      'B',
    ]);
    first.close();
    first.close();
    expect(onClose).toHaveBeenCalledOnce();
    expect(overlays.store.getState().dialogs.map((dialog) => dialog.request.title)).toEqual(['B']);
  });

  it('dismisses a toast after 5000 ms by default, or after its own duration', () => {
    const overlays = createOverlayStore();
    overlays.toast({ kind: 'success', message: 'saved' });
    overlays.toast({ kind: 'error', message: 'failed', durationMs: 1000 });
    vi.advanceTimersByTime(1000);
    expect(overlays.store.getState().toasts.map((toast) => toast.request.message)).toEqual([
      'saved',
    ]);
    vi.advanceTimersByTime(3999);
    expect(overlays.store.getState().toasts).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(overlays.store.getState().toasts).toHaveLength(0);
  });
});
