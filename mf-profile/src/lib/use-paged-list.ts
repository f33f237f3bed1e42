// A list read in pages ("show more"): pages merge by id in the order they came, `reload`
// reads again everything shown (in place, no skeleton), and a change of `key` (a filter)
// starts over from the first page. Answers from an older key are dropped.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Page } from '@omad/contract/api';

export type PagedState = 'pending' | 'success' | 'error';

/** `incoming` merged into `items` by id: known ids replaced in place, new ones appended. */
export const mergePage = <Item extends Readonly<{ id: number }>>(
  items: readonly Item[],
  incoming: readonly Item[],
): Item[] => {
  const fresh = new Map(incoming.map((item) => [item.id, item]));
  const merged = items.map((item) => fresh.get(item.id) ?? item);
  const known = new Set(items.map((item) => item.id));
  for (const item of incoming) if (!known.has(item.id)) merged.push(item);
  return merged;
};

export const usePagedList = <Item extends Readonly<{ id: number }>>(
  read: (offset: number, count: number) => Promise<Page<Item>>,
  key: string,
  pageSize: number,
) => {
  const [items, setItems] = useState<Item[]>([]);
  const [count, setCount] = useState(0);
  const [state, setState] = useState<PagedState>('pending');
  const [loadingMore, setLoadingMore] = useState(false);
  const [round, setRound] = useState(0);
  const generation = useRef(0);
  const readRef = useRef(read);
  readRef.current = read;
  const shown = useRef(0);
  shown.current = items.length;

  useEffect(() => {
    const own = ++generation.current;
    setItems([]);
    setState('pending');
    readRef.current(0, pageSize).then(
      (page) => {
        if (own !== generation.current) return;
        setItems(page.items);
        setCount(page.count);
        setState('success');
      },
      (error: unknown) => {
        console.warn('[mf-profile] list read failed', error);
        if (own === generation.current) setState('error');
      },
    );
  }, [key, pageSize, round]);

  const more = useCallback(() => {
    const own = generation.current;
    setLoadingMore(true);
    readRef
      .current(shown.current, pageSize)
      .then((page) => {
        if (own !== generation.current) return;
        setItems((current) => mergePage(current, page.items));
        setCount(page.count);
      })
      .catch((error: unknown) => console.warn('[mf-profile] next page failed', error))
      .finally(() => setLoadingMore(false));
  }, [pageSize]);

  /** Reads again what is shown, replacing items in place (and dropping ones gone from it). */
  const reload = useCallback(() => {
    const own = generation.current;
    readRef
      .current(0, Math.max(shown.current, pageSize))
      .then((page) => {
        if (own !== generation.current) return;
        setItems(page.items);
        setCount(page.count);
        setState('success');
      })
      .catch((error: unknown) => console.warn('[mf-profile] list reload failed', error));
  }, [pageSize]);

  return {
    items,
    count,
    state,
    hasMore: state === 'success' && items.length < count,
    loadingMore,
    more,
    reload,
    retry: () => setRound((value) => value + 1),
  };
};
