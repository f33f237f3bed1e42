// One read a component shows: loading, its data, or a failure with a retry. An answer that
// arrives after the inputs changed (or after unmount) is dropped: the platform client has no
// abort, so a stale answer is ignored rather than cancelled.
import { useCallback, useEffect, useState } from 'react';

export type ReadState<T> =
  | Readonly<{ status: 'loading'; data: null }>
  | Readonly<{ status: 'ready'; data: T }>
  | Readonly<{ status: 'error'; data: null }>;

export type Read<T> = ReadState<T> & Readonly<{ retry: () => void }>;

type Settled<T> = Readonly<{ key: string; attempt: number; state: ReadState<T> }>;

/**
 * Runs `load` whenever `key` changes (and on retry). `load` may change identity freely; only
 * `key` says the read is another one. A null key reads nothing and stays loading.
 */
export const useRead = <T>(key: string | null, load: () => Promise<T>, label: string): Read<T> => {
  const [attempt, setAttempt] = useState(0);
  const [settled, setSettled] = useState<Settled<T> | null>(null);

  useEffect(() => {
    if (key === null) return undefined;
    let current = true;
    load().then(
      (data) => {
        if (current) setSettled({ key, attempt, state: { status: 'ready', data } });
      },
      (error: unknown) => {
        console.warn(`[mf-gamehall] ${label} failed`, error);
        if (current) setSettled({ key, attempt, state: { status: 'error', data: null } });
      },
    );
    return () => {
      current = false;
    };
    // `load` is read when `key` or the attempt change, by design (see above).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, attempt]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  const state: ReadState<T> =
    settled && settled.key === key && settled.attempt === attempt
      ? settled.state
      : { status: 'loading', data: null };
  return { ...state, retry };
};
