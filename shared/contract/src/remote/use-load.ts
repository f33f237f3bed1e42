// One platform read for a page: pending, then its data or its failure, again on `reload` and
// whenever a dependency changes. An answer that arrives after the page moved on is dropped.
// Deprecated since 2.11.0: read through the query client (`useQuery(platformQuery(…))`), which
// shares the answer with every region and updates them all when a mutation invalidates it.
// Kept until the next major, as the surface rule requires.
import { useCallback, useEffect, useState, type DependencyList } from 'react';

/** @deprecated since 2.11.0: TanStack Query's `UseQueryResult`. */
export type Loaded<T> =
  | Readonly<{ state: 'pending'; data: null; error: null }>
  | Readonly<{ state: 'success'; data: T; error: null }>
  | Readonly<{ state: 'error'; data: null; error: unknown }>;

/** @deprecated since 2.11.0: `useQuery(platformQuery(api, method, …args))`. */
export const useLoad = <T>(
  load: () => Promise<T>,
  deps: DependencyList,
): Loaded<T> & { reload: () => void } => {
  const [loaded, setLoaded] = useState<Loaded<T>>({ state: 'pending', data: null, error: null });
  const [round, setRound] = useState(0);
  useEffect(() => {
    let current = true;
    load().then(
      (data) => {
        if (current) setLoaded({ state: 'success', data, error: null });
      },
      (error: unknown) => {
        if (current) setLoaded({ state: 'error', data: null, error });
      },
    );
    return () => {
      current = false;
    };
    // The caller names what the read depends on.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [...deps, round]);
  const reload = useCallback(() => setRound((value) => value + 1), []);
  return { ...loaded, reload };
};
