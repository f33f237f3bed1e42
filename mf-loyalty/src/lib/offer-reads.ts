// Reading offers (campaigns.getOffers) for this remote's pages: the list, a page at a time with
// "show more", and one offer, found in those pages (the platform has no read of one offer).
// Both are keyed under the method they read, so invalidating campaigns.getOffers (an offer
// taken, a promo code activated, in any region) reads them again; the shell forgets them when
// the player signs in or out or the language changes. An offer taken is put in place at once,
// before the read again holds it. What the first page alone answers (the edge's read of it)
// is worked out here too, by the same rules, for the first screens.
import { useInfiniteQuery, useQuery, type InfiniteData } from '@tanstack/react-query';
import type { Api, Offer, Page } from '@omad/contract/api';
import { pagedQuery, pagedRows, platformKey, useRemoteProps } from '@omad/contract/remote';

/** Whether reading `count` offers from `offset`, `read` so far, asks for another page. */
const readsOn = (offset: number, read: number, count: number, total: number) =>
  read < count && offset + read < total;

/** `count` offers from `offset`, over as many of the platform's pages as that takes. */
const readOffers = async (api: Api, offset: number, count: number): Promise<Page<Offer>> => {
  const offers: Offer[] = [];
  let total = 0;
  do {
    const page = await api.campaigns.getOffers(offset + offers.length);
    total = page.count;
    const known = new Set(offers.map((offer) => offer.id));
    const fresh = page.items.filter((offer) => !known.has(offer.id));
    // An empty page, or one of offers already read, would be asked for again and again.
    if (fresh.length === 0) break;
    offers.push(...fresh);
  } while (readsOn(offset, offers.length, count, total));
  return { items: offers.slice(0, count), count: total };
};

/**
 * The list's first `pageSize` offers when the platform's first page (offset 0) is all it reads
 * for them, as a first screen has it; null when the list reads on before it shows any.
 */
export const firstListOf = (first: Page<Offer>, pageSize: number): Page<Offer> | null =>
  first.items.length > 0 && readsOn(0, first.items.length, pageSize, first.count)
    ? null
    : { items: first.items.slice(0, pageSize), count: first.count };

/** The route's id as an offer id, or null when it cannot be one. */
export const offerIdOf = (raw: string | undefined): number | null =>
  raw !== undefined && /^[1-9]\d{0,8}$/.test(raw) ? Number(raw) : null;

/**
 * The offer with this id in the page of getOffers read from `offset`: null when it is not
 * there and no later page can hold it, undefined when a later page may.
 */
export const offerIn = (page: Page<Offer>, offerId: number, offset: number) => {
  const found = page.items.find((offer) => offer.id === offerId);
  if (found) return found;
  const next = offset + page.items.length;
  return page.items.length === 0 || next >= page.count ? null : undefined;
};

/** The offer with this id, found in the pages of getOffers; null when it is not listed. */
const findOffer = async (api: Api, offerId: number): Promise<Offer | null> => {
  let offset = 0;
  for (;;) {
    const page = await api.campaigns.getOffers(offset);
    const found = offerIn(page, offerId, offset);
    if (found !== undefined) return found;
    offset += page.items.length;
  }
};

const replaced = (offers: readonly Offer[], offer: Offer): Offer[] =>
  offers.map((item) => (item.id === offer.id ? offer : item));

/** The offers, `pageSize` at a time; `put` shows an offer as the platform now answers it. */
export const useOfferList = (pageSize: number) => {
  const { api, queryClient } = useRemoteProps();
  const key = platformKey('campaigns.getOffers', { pageSize });
  const list = useInfiniteQuery(
    pagedQuery(key, (offset, count) => readOffers(api, offset, count), pageSize),
  );
  const put = (offer: Offer) =>
    queryClient.setQueryData<InfiniteData<Page<Offer>, number>>(key, (data) =>
      data
        ? {
            ...data,
            pages: data.pages.map((page) => ({ ...page, items: replaced(page.items, offer) })),
          }
        : data,
    );
  return { list, ...pagedRows(list.data), put };
};

/** One offer (null: none asked, the read never runs); `put` as the list's. */
export const useOneOffer = (offerId: number | null) => {
  const { api, queryClient } = useRemoteProps();
  const key = platformKey('campaigns.getOffers', { offerId });
  const read = useQuery({
    queryKey: key,
    queryFn: () => (offerId === null ? null : findOffer(api, offerId)),
    enabled: offerId !== null,
  });
  const put = (taken: Offer) => queryClient.setQueryData<Offer | null>(key, taken);
  return { read, put };
};
