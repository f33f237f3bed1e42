import { describe, expect, it, vi } from 'vitest';
import type { LoyaltyNotification } from '@omad/contract/api';
import { createNoticeTrigger } from './notice-trigger';
import { showNotices, type NoticeDeps } from './show-notices';

describe('notice trigger', () => {
  it('fetches once on the first interaction, not on later ones', () => {
    const fetch = vi.fn();
    const trigger = createNoticeTrigger('/', fetch);
    trigger.interacted();
    trigger.interacted();
    trigger.interacted();
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('ignores path changes before the first interaction', () => {
    const fetch = vi.fn();
    const trigger = createNoticeTrigger('/', fetch);
    trigger.navigated('/gamehall');
    trigger.refresh();
    expect(fetch).not.toHaveBeenCalled();
    trigger.interacted();
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('fetches again on every pathname change after it, and only on a change', () => {
    const fetch = vi.fn();
    const trigger = createNoticeTrigger('/', fetch);
    trigger.interacted();
    trigger.navigated('/');
    expect(fetch).toHaveBeenCalledTimes(1);
    trigger.navigated('/gamehall');
    trigger.navigated('/gamehall');
    expect(fetch).toHaveBeenCalledTimes(2);
    trigger.navigated('/ru/gamehall');
    trigger.navigated('/');
    expect(fetch).toHaveBeenCalledTimes(4);
    trigger.refresh();
    expect(fetch).toHaveBeenCalledTimes(5);
  });
});

const notice = (type: string, title: string, message: string): LoyaltyNotification => ({
  trigger: 'register',
  type,
  title,
  message,
  amount: null,
  amountType: null,
  image: null,
});

const deps = (overrides: Partial<NoticeDeps> = {}) => {
  const scheduled: Array<{ run: () => void; delayMs: number }> = [];
  const toast = vi.fn();
  const chime = vi.fn();
  const fetchNotices = vi.fn(async () => [
    notice('credit', 'Xush kelibsiz!', '100 ball berildi'),
    notice('debit', 'Ball yechildi', ''),
  ]);
  const all: NoticeDeps = {
    isSignedIn: () => true,
    fetchNotices,
    toast,
    durationMs: () => 7_000,
    chime,
    schedule: (run, delayMs) => scheduled.push({ run, delayMs }),
    ...overrides,
  };
  return { all, scheduled, toast, fetchNotices, chime };
};

describe('showing notices', () => {
  it('toasts each notice 300 ms after the fetch: credit as success, others as errors', async () => {
    const { all, scheduled, toast, chime } = deps();
    await showNotices(all);
    expect(toast).not.toHaveBeenCalled();
    expect(chime).not.toHaveBeenCalled();
    expect(scheduled.map(({ delayMs }) => delayMs)).toEqual([300]);
    scheduled[0]?.run();
    expect(toast.mock.calls).toEqual([
      [{ kind: 'success', message: 'Xush kelibsiz! — 100 ball berildi', durationMs: 7_000 }],
      [{ kind: 'error', message: 'Ball yechildi', durationMs: 7_000 }],
    ]);
    // One chime for the batch, after its toasts.
    expect(chime).toHaveBeenCalledTimes(1);
  });

  it('asks nothing for a guest', async () => {
    const { all, fetchNotices, scheduled } = deps({ isSignedIn: () => false });
    await showNotices(all);
    expect(fetchNotices).not.toHaveBeenCalled();
    expect(scheduled).toHaveLength(0);
  });

  it('schedules nothing when there is no notice', async () => {
    const { all, scheduled } = deps({ fetchNotices: async () => [] });
    await showNotices(all);
    expect(scheduled).toHaveLength(0);
  });
});
