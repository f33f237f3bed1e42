// Reading offers (campaigns.getOffers) for this remote's pages: the list, a page at a time with
// "show more", and one offer, found in those pages (the platform has no read of one offer).
// Both are keyed under the method they read, so invalidating campaigns.getOffers (an offer
// taken, a promo code activated, in any region) reads them again; the shell forgets them when
// the player signs in or out or the language changes. An offer taken is put in place at once,
// before the read again holds it.
import { useInfiniteQuery, useQuery, type InfiniteData } from '@tanstack/react-query';
import type { Api, Offer, Page } from '@omad/contract/api';
import { pagedQuery, pagedRows, platformKey, useRemoteProps } from '@omad/contract/remote';

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
  } while (offers.length < count && offset + offers.length < total);
  return { items: offers.slice(0, count), count: total };
};

/** The offer with this id, found in the pages of getOffers; null when it is not listed. */
const findOffer = async (api: Api, offerId: number): Promise<Offer | null> => {
  let offset = 0;
  for (;;) {
    const page = await api.campaigns.getOffers(offset);
    const found = page.items.find((offer) => offer.id === offerId);
    if (found) return found;
    offset += page.items.length;
    if (page.items.length === 0 || offset >= page.count) return null;
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
