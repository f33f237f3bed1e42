import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LoadTimeoutError, withDeadline } from './load-timeout';

/** A promise the test settles by hand, like a remote's file that answers when it answers. */
const held = <T>() => {
  let resolve: (value: T) => void = () => undefined;
  let reject: (error: unknown) => void = () => undefined;
  const promise = new Promise<T>((onResolve, onReject) => {
    resolve = onResolve;
    reject = onReject;
  });
  return { promise, resolve, reject };
};

/** What `promise` has settled to so far, read without awaiting it. */
const track = <T>(promise: Promise<T>) => {
  const state: { outcome: PromiseSettledResult<T> | null } = { outcome: null };
  promise.then(
    (value) => (state.outcome = { status: 'fulfilled', value }),
    (reason: unknown) => (state.outcome = { status: 'rejected', reason }),
  );
  return state;
};

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('withDeadline', () => {
  it('gives the answer that comes before the deadline', async () => {
    const work = held<string>();
    const onLate = vi.fn();
    const result = track(withDeadline(work.promise, { timeoutMs: 6_000, onLate }));
    await vi.advanceTimersByTimeAsync(5_999);
    expect(result.outcome).toBeNull();
    work.resolve('lifecycles');
    await vi.advanceTimersByTimeAsync(0);
    expect(result.outcome).toEqual({ status: 'fulfilled', value: 'lifecycles' });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(result.outcome).toEqual({ status: 'fulfilled', value: 'lifecycles' });
    expect(onLate).not.toHaveBeenCalled();
  });

  it('passes on a failure that comes before the deadline', async () => {
    const work = held<string>();
    const result = track(withDeadline(work.promise, { timeoutMs: 6_000 }));
    work.reject(new Error('manifest answered 500'));
    await vi.advanceTimersByTimeAsync(0);
    expect(result.outcome).toEqual({
      status: 'rejected',
      reason: new Error('manifest answered 500'),
    });
  });

  it('rejects with a timeout when nothing answers by the deadline', async () => {
    const work = held<string>();
    const result = track(withDeadline(work.promise, { timeoutMs: 6_000 }));
    await vi.advanceTimersByTimeAsync(5_999);
    expect(result.outcome).toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    expect(result.outcome?.status).toBe('rejected');
    const reason = result.outcome?.status === 'rejected' ? result.outcome.reason : null;
    expect(reason).toBeInstanceOf(LoadTimeoutError);
    expect(reason).toMatchObject({ timeoutMs: 6_000, message: 'no answer within 6000 ms' });
  });

  it('hands a late answer to onLate only: the caller has already had its timeout', async () => {
    const work = held<string>();
    const onLate = vi.fn();
    const result = track(withDeadline(work.promise, { timeoutMs: 6_000, onLate }));
    await vi.advanceTimersByTimeAsync(6_000);
    work.resolve('lifecycles');
    await vi.advanceTimersByTimeAsync(0);
    expect(result.outcome?.status).toBe('rejected');
    expect(onLate).toHaveBeenCalledTimes(1);
    expect(onLate).toHaveBeenCalledWith({ status: 'fulfilled', value: 'lifecycles' });
  });

  it('hands a late failure to onLate too', async () => {
    const work = held<string>();
    const onLate = vi.fn();
    void withDeadline(work.promise, { timeoutMs: 6_000, onLate }).catch(() => undefined);
    await vi.advanceTimersByTimeAsync(6_000);
    work.reject(new Error('script timed out'));
    await vi.advanceTimersByTimeAsync(0);
    expect(onLate).toHaveBeenCalledWith({
      status: 'rejected',
      reason: new Error('script timed out'),
    });
  });
});
