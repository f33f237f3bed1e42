// Reading offers (campaigns.getoffers) for this remote's pages: the list, a page at a time with
// "show more", and one offer, found in those pages (the platform has no read of one offer).
// Each read is the player's (or a guest's) in the page's language: signing in, out or switching
// the language reads again. An offer taken is put in place at once and everything is read again
// (the read then holds the taken state), keeping as many offers as were shown.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Api, Offer } from '@omad/contract/api';
import { useRemoteProps, useSession } from '@omad/contract/remote';

/** The player's uid, 0 for a guest: reads are keyed by it. */
export const useUid = (): number =>
  useSession((state) => (state.authenticated ? (state.account?.uid ?? 0) : 0));

const withoutRepeats = (offers: readonly Offer[]): Offer[] => {
  const seen = new Set<number>();
  return offers.filter((offer) => {
    if (seen.has(offer.id)) return false;
    seen.add(offer.id);
    return true;
  });
};

/** Pages from the start until `atLeast` offers are read or the list ends. */
const readPages = async (api: Api, atLeast: number) => {
  const offers: Offer[] = [];
  let count = 0;
  do {
    const page = await api.campaigns.getOffers(offers.length);
    count = page.count;
    const known = new Set(offers.map((offer) => offer.id));
    const fresh = page.items.filter((offer) => !known.has(offer.id));
    // An empty page, or one of offers already read, would be asked for again and again.
    if (fresh.length === 0) break;
    offers.push(...fresh);
  } while (offers.length < atLeast && offers.length < count);
  return { offers, count };
};

/** The offer with this id, found in the pages of getoffers; null when it is not listed. */
export const findOffer = async (api: Api, offerId: number): Promise<Offer | null> => {
  let offset = 0;
  for (;;) {
    const page = await api.campaigns.getOffers(offset);
    const found = page.items.find((offer) => offer.id === offerId);
    if (found) return found;
    offset += page.items.length;
    if (page.items.length === 0 || offset >= page.count) return null;
  }
};

export type OfferList = Readonly<{
  state: 'pending' | 'error' | 'ready';
  offers: readonly Offer[];
  /** How many offers the platform lists in all. */
  count: number;
  /** The "show more" read. */
  more: 'idle' | 'pending' | 'error';
  showMore: () => void;
  /** Puts an offer as the platform now answers it in place, then reads the list again. */
  update: (offer: Offer) => void;
  /** Reads the list again, as many offers as are shown. */
  reload: () => void;
}>;

type Shown = Readonly<{ key: string; state: OfferList['state']; offers: Offer[]; count: number }>;

export const useOfferList = (pageSize: number): OfferList => {
  const { api, locale } = useRemoteProps();
  const uid = useUid();
  const key = `${locale}:${uid}:${pageSize}`;
  const [shown, setShown] = useState<Shown>({ key, state: 'pending', offers: [], count: 0 });
  const [more, setMore] = useState<OfferList['more']>('idle');
  const [round, setRound] = useState(0);
  // The length to read again: what is shown now.
  const length = useRef(0);
  length.current = shown.key === key ? shown.offers.length : 0;
  // A read that began before the latest one is dropped, "show more" included.
  const generation = useRef(0);

  useEffect(() => {
    const mine = ++generation.current;
    const target = Math.max(pageSize, length.current);
    readPages(api, target).then(
      ({ offers, count }) => {
        if (mine !== generation.current) return;
        setShown({ key, state: 'ready', offers: offers.slice(0, target), count });
        setMore('idle');
      },
      (error: unknown) => {
        if (mine !== generation.current) return;
        console.warn('[mf-loyalty] campaigns.getoffers failed', error);
        // A failed read again (after a take) keeps the list shown.
        setShown((last) =>
          last.key === key && last.state === 'ready'
            ? last
            : { key, state: 'error', offers: [], count: 0 },
        );
        setMore('idle');
      },
    );
  }, [api, key, pageSize, round]);

  const current: Shown =
    shown.key === key ? shown : { key, state: 'pending', offers: [], count: 0 };

  const showMore = useCallback(() => {
    const mine = generation.current;
    setMore('pending');
    api.campaigns.getOffers(length.current).then(
      (page) => {
        if (mine !== generation.current) return;
        setShown((last) => ({
          ...last,
          offers: withoutRepeats([...last.offers, ...page.items.slice(0, pageSize)]),
          count: page.count,
        }));
        setMore('idle');
      },
      (error: unknown) => {
        if (mine !== generation.current) return;
        console.warn('[mf-loyalty] campaigns.getoffers failed', error);
        setMore('error');
      },
    );
  }, [api, pageSize]);

  const update = useCallback((offer: Offer) => {
    setShown((last) => ({
      ...last,
      offers: last.offers.map((item) => (item.id === offer.id ? offer : item)),
    }));
    setRound((value) => value + 1);
  }, []);

  const reload = useCallback(() => setRound((value) => value + 1), []);

  return { ...current, more, showMore, update, reload };
};

export type OneOffer =
  | Readonly<{ state: 'pending' }>
  | Readonly<{ state: 'error'; retry: () => void }>
  | Readonly<{ state: 'missing' }>
  | Readonly<{ state: 'ready'; offer: Offer }>;

/** What a read of one offer found, for the read's key: the offer, null (not listed), or 'error'. */
type Found = Readonly<{ key: string; offer: Offer | null | 'error' }>;

/** One offer for the player (null: none asked); `update` and `reload` as the list's. */
export const useOneOffer = (
  offerId: number | null,
): Readonly<{ read: OneOffer; update: (offer: Offer) => void; reload: () => void }> => {
  const { api, locale } = useRemoteProps();
  const uid = useUid();
  const key = `${locale}:${uid}:${offerId ?? 'none'}`;
  const keyNow = useRef(key);
  keyNow.current = key;
  const [found, setFound] = useState<Found | null>(null);
  const [round, setRound] = useState(0);

  useEffect(() => {
    if (offerId === null) return undefined;
    let current = true;
    findOffer(api, offerId).then(
      (offer) => {
        if (current) setFound({ key, offer });
      },
      (error: unknown) => {
        console.warn('[mf-loyalty] campaigns.getoffers failed', error);
        // A failed read again (after a take) keeps the offer shown.
        if (current) {
          setFound((last) =>
            last?.key === key && last.offer !== null && last.offer !== 'error'
              ? last
              : { key, offer: 'error' },
          );
        }
      },
    );
    return () => {
      current = false;
    };
  }, [api, key, offerId, round]);

  const reload = useCallback(() => setRound((value) => value + 1), []);
  const update = useCallback(
    (offer: Offer) => {
      setFound({ key: keyNow.current, offer });
      reload();
    },
    [reload],
  );

  const read: OneOffer =
    offerId === null
      ? { state: 'missing' }
      : found?.key !== key
        ? { state: 'pending' }
        : found.offer === 'error'
          ? { state: 'error', retry: reload }
          : found.offer === null
            ? { state: 'missing' }
            : { state: 'ready', offer: found.offer };
  return { read, update, reload };
};
