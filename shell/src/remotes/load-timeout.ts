// A deadline for loading a remote's files. The federation runtime waits on a manifest fetch
// with no time limit, so without one a remote whose server never answers leaves its region
// on a skeleton for good; with it the region shows its fallback and retry instead.

/**
 * How long a region waits for its remote's files. The fallback must show within 10 s of
 * the page's start, and on a slow phone the shell itself takes a few seconds to get there;
 * a remote's first files are a few tens of KB, seconds within this even on 3G.
 */
export const REMOTE_LOAD_TIMEOUT_MS = 6_000;

/** A load that did not settle before its deadline. */
export class LoadTimeoutError extends Error {
  override readonly name = 'LoadTimeoutError';
  constructor(readonly timeoutMs: number) {
    super(`no answer within ${timeoutMs} ms`);
  }
}

type Options<T> = Readonly<{
  /** Milliseconds the work may take. */
  timeoutMs: number;
  /**
   * Called when the work settles after the deadline (its value, or its error): the caller
   * has moved on, so this is where a late answer is seen and let go.
   */
  onLate?: (outcome: PromiseSettledResult<T>) => void;
}>;

/**
 * Settles like `work` when it settles before `timeoutMs`, else rejects with a
 * LoadTimeoutError; a later outcome of `work` is only passed to `onLate`.
 */
export const withDeadline = <T>(work: Promise<T>, { timeoutMs, onLate }: Options<T>): Promise<T> =>
  new Promise<T>((resolve, reject) => {
    let late = false;
    const timer = setTimeout(() => {
      late = true;
      reject(new LoadTimeoutError(timeoutMs));
    }, timeoutMs);
    work.then(
      (value) => {
        clearTimeout(timer);
        if (late) onLate?.({ status: 'fulfilled', value });
        else resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        if (late) onLate?.({ status: 'rejected', reason: error });
        else reject(error);
      },
    );
  });
