// Test support for offers: the offers a client is shown, one of them, each one's standing, a
// take, and the free-spin packs and bonuses a client holds (answers parsed with the contract).
import { BonusSchema, FreespinPackSchema, OfferSchema, pageOf } from '@omad/contract/api';
import type { Offer } from '@omad/contract/api';
import { parseWith, type TestClient } from './api-client';

export const offersOf = async (client: TestClient, locale = 'uz') => {
  const answer = await client.call('campaigns.getoffers', {}, { http: 'GET', locale });
  return parseWith(pageOf(OfferSchema), answer.body.data);
};

export const offerIn = (page: { items: readonly Offer[] }, id: number): Offer => {
  const offer = page.items.find((item) => item.id === id);
  if (!offer) throw new Error(`offer ${id} is not listed`);
  return offer;
};

/** Each listed offer's id with why it cannot be taken ([] when it can) and is_taken. */
export const standing = (page: { items: readonly Offer[] }) =>
  page.items.map((offer) => ({
    id: offer.id,
    unmet: offer.trigger.unmet,
    ok: offer.trigger.user_satisfies_params,
    taken: offer.is_taken,
  }));

export const take = (client: TestClient, offerId: string) =>
  client.call('campaigns.takepromotions', { offer_id: offerId });

export const packsOf = async (client: TestClient) =>
  parseWith(
    pageOf(FreespinPackSchema),
    (await client.call('freespins.get', {}, { http: 'GET' })).body.data,
  );

export const bonusesOf = async (client: TestClient, locale: 'uz' | 'ru' = 'uz') =>
  parseWith(
    pageOf(BonusSchema),
    (await client.call('bonuses.get', {}, { http: 'GET', locale })).body.data,
  );
