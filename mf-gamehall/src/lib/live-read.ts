// A read that stays fresh while it is shown: read once, then again every `everyMs` while the
// page is visible (a hidden tab reads nothing, and reads at once when it shows again). What
// was shown stays until the next answer replaces it, so a refresh never blanks or moves the
// page; a refresh that fails keeps the last answer (the first failure shows, with a retry).
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Read, ReadState } from './use-read';

type Held<T> = Readonly<{ key: string; state: ReadState<T> }>;

export const useLiveRead = <T>(
  key: string | null,
  load: () => Promise<T>,
  label: string,
  everyMs: number,
): Read<T> & Readonly<{ refresh: () => void }> => {
  const [held, setHeld] = useState<Held<T> | null>(null);
  const [attempt, setAttempt] = useState(0);
  const loadRef = useRef(load);
  loadRef.current = load;
  const refreshRef = useRef<() => void>(() => undefined);

  useEffect(() => {
    if (key === null) return undefined;
    let current = true;
    let inFlight = false;
    // A refresh asked for while a read is under way reads again after it: its answer may
    // have been made before what the refresh is for (e.g. taking part).
    let again = false;
    const settle = () => {
      inFlight = false;
      if (again && current) {
        again = false;
        read();
      }
    };
    const read = (asked = false): void => {
      if (inFlight) {
        again ||= asked;
        return;
      }
      inFlight = true;
      loadRef.current().then(
        (data) => {
          if (current) setHeld({ key, state: { status: 'ready', data } });
          settle();
        },
        (error: unknown) => {
          settle();
          console.warn(`[mf-gamehall] ${label} failed`, error);
          if (!current) return;
          // A failed refresh keeps what is shown; only a first read shows the failure.
          setHeld((before) =>
            before?.key === key && before.state.status === 'ready'
              ? before
              : { key, state: { status: 'error', data: null } },
          );
        },
      );
    };
    refreshRef.current = () => read(true);
    read();
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible') read();
    }, everyMs);
    const onVisible = () => {
      if (document.visibilityState === 'visible') read();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      current = false;
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [key, attempt, everyMs, label]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  const refresh = useCallback(() => refreshRef.current(), []);
  const state: ReadState<T> =
    held && held.key === key ? held.state : { status: 'loading', data: null };
  return { ...state, retry, refresh };
};
