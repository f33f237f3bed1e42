// campaigns.getoffers and campaigns.takepromotions: the catalogue's offers (seed/offers.ts) as
// the player sees them, to guests too (spec section 6), with whether they may take each and
// why not (domain/offer-view.ts), and taking one (domain/offer-takes.ts); and the check a
// deposit's campaign_offer_id must pass.
import { DEFAULT_CURRENCY } from '../config';
import type { Locale } from '../config';
import type { Queryable } from '../db/db';
import { findAccountById } from '../domain/accounts';
import { refuseWhileExcluded } from '../domain/exclusion';
import { centsOf } from '../domain/money';
import { guestStanding, isListed, unmetOf } from '../domain/offer-rules';
import { standingOf, takeOffer } from '../domain/offer-takes';
import type { OfferPlayer } from '../domain/offer-takes';
import { listedOffers, offerGamesOf, offerView } from '../domain/offer-view';
import { invalidParameter } from '../http/errors';
import { requireAccount } from '../http/guards';
import { optionalCount, requiredString } from '../http/params';
import type { CallContext, MethodHandlers } from '../http/rpc';
import { catalogueOffer } from '../seed/offers';

const getOffers = async (call: CallContext) => {
  const offset = optionalCount(call.params, 'offset', Number.MAX_SAFE_INTEGER) ?? 0;
  const { db, now } = call.services;
  const user = await call.session.current();
  const account = user ? await findAccountById(db, user.accountId) : undefined;
  const standing = account ? await standingOf(db, account) : guestStanding(DEFAULT_CURRENCY);
  const games = await offerGamesOf(db);
  const items = listedOffers(standing, now()).map((offer) =>
    offerView(offer, standing, call.locale, games),
  );
  return { items: items.slice(offset), count: items.length };
};

/** The offer as getoffers now lists it to the player; null when it is not listed. */
export const offerAsListed = async (
  db: Queryable,
  player: OfferPlayer,
  offerId: number,
  query: { locale: Locale; at: number },
) => {
  const offer = catalogueOffer(offerId);
  const standing = await standingOf(db, player);
  if (!offer || !isListed(offer, standing, query.at)) return null;
  return offerView(offer, standing, query.locale, await offerGamesOf(db));
};

/**
 * Takes an offer (spec section 7): a take offer's promotions are granted at once, once; a
 * deposit offer is kept taken for the next deposit (again: nothing changes). Answers the offer
 * as getoffers now lists it. `offer_id`: REQUIRED, INVALID (not an id, or a condition unmet),
 * NOT_FOUND (not listed to the player), ALREADY_USED (a once-only offer already used).
 */
const takePromotions = async (call: CallContext) => {
  const account = await requireAccount(call);
  const { db, now } = call.services;
  refuseWhileExcluded(account, now());
  const raw = requiredString(call.params, 'offer_id');
  if (!/^\d{1,9}$/.test(raw)) throw invalidParameter('offer_id', 'INVALID');
  const offerId = Number(raw);
  const at = now();
  const taking = await db.transaction((tx) => takeOffer(tx, account, catalogueOffer(offerId), at));
  if (taking.refusal) throw invalidParameter('offer_id', taking.refusal);
  const offer = await offerAsListed(db, account, offerId, { locale: call.locale, at });
  if (!offer) throw new Error(`offer ${offerId} was taken but is not listed`);
  return offer;
};

/**
 * The offer a deposit names, checked: a deposit offer listed to the player whose conditions
 * they meet (a promo code's only after its activation), the method not excluded and the
 * amount reaching its least deposit. -1 (or nothing) is no offer.
 */
export const offerForDeposit = async (
  db: Queryable,
  request: {
    accountId: number;
    offerId: number;
    method: string;
    amount: string;
    currency: string;
    at: number;
  },
): Promise<number | null> => {
  if (request.offerId === -1) return null;
  const offer = catalogueOffer(request.offerId);
  const standing = await standingOf(db, { id: request.accountId, currency: request.currency });
  if (!offer || !isListed(offer, standing, request.at)) {
    throw invalidParameter('campaign_offer_id', 'NOT_FOUND');
  }
  const bounds = offer.action === 'deposit' ? offer.bounds[request.currency] : undefined;
  if (
    !bounds ||
    offer.action !== 'deposit' ||
    unmetOf(offer, standing).length > 0 ||
    offer.excludeMethods.includes(request.method) ||
    centsOf(request.amount) < centsOf(bounds.minDeposit)
  ) {
    throw invalidParameter('campaign_offer_id', 'INVALID');
  }
  return offer.id;
};

export const offersMethods = {
  'campaigns.getoffers': getOffers,
  'campaigns.takepromotions': takePromotions,
} satisfies MethodHandlers;
