// campaigns.getoffers: the deposit offers, to guests too (spec section 6), with whether the
// player qualifies (trigger.user_satisfies_params) and each offer's terms in the call's locale
// and the player's currency; and the check a deposit's campaign_offer_id must pass.
import type { Queryable } from '../db/db';
import { DEFAULT_CURRENCY } from '../config';
import { findAccountById } from '../domain/accounts';
import { centsOf } from '../domain/money';
import { invalidParameter } from '../http/errors';
import { optionalCount } from '../http/params';
import type { CallContext, MethodHandlers } from '../http/rpc';
import { DEPOSIT_OFFERS, depositOffer, type DepositOffer } from '../seed/offers';

/** True once the account has a paid deposit. */
const hasPaidDeposit = async (db: Queryable, accountId: number): Promise<boolean> =>
  (
    await db.query(
      `select 1 from cashier_transactions
       where account_id = $1 and type = 'deposit' and status = 'success' limit 1`,
      [accountId],
    )
  ).length > 0;

/** Whether the offer is open to this player at all (the amount and method are the deposit's). */
const satisfies = (offer: DepositOffer, paidBefore: boolean): boolean =>
  !(offer.firstDepositOnly && paidBefore);

const getOffers = async (call: CallContext) => {
  const offset = optionalCount(call.params, 'offset', Number.MAX_SAFE_INTEGER) ?? 0;
  const user = await call.session.current();
  const account = user ? await findAccountById(call.services.db, user.accountId) : undefined;
  const currency = account?.currency ?? DEFAULT_CURRENCY;
  const paidBefore = account ? await hasPaidDeposit(call.services.db, account.id) : false;
  const items = DEPOSIT_OFFERS.flatMap((offer) => {
    const bounds = offer.bounds[currency];
    if (!bounds) return [];
    return [
      {
        id: offer.id,
        trigger: {
          action: 'deposit',
          params: { exclude_methods: [...offer.excludeMethods] },
          // A guest qualifies for nothing until signed in; the offer is still shown.
          user_satisfies_params: account !== undefined && satisfies(offer, paidBefore),
        },
        description: {
          ...offer.texts[call.locale],
          bonus_percent: offer.bonusPercent,
          min_deposit: bounds.minDeposit,
          max_bonus: bounds.maxBonus,
          currency,
        },
        promotions: [{ type: 'deposit_bonus', percent: offer.bonusPercent }],
      },
    ];
  });
  return { items: items.slice(offset), count: items.length };
};

/**
 * The offer a deposit names, checked: it exists, the player qualifies, the method is not
 * excluded and the amount reaches the offer's least deposit. -1 (or nothing) is no offer.
 */
export const offerForDeposit = async (
  db: Queryable,
  request: { accountId: number; offerId: number; method: string; amount: string; currency: string },
): Promise<number | null> => {
  if (request.offerId === -1) return null;
  const offer = depositOffer(request.offerId);
  const bounds = offer?.bounds[request.currency];
  if (!offer || !bounds) throw invalidParameter('campaign_offer_id', 'NOT_FOUND');
  if (
    !satisfies(offer, await hasPaidDeposit(db, request.accountId)) ||
    offer.excludeMethods.includes(request.method) ||
    centsOf(request.amount) < centsOf(bounds.minDeposit)
  ) {
    throw invalidParameter('campaign_offer_id', 'INVALID');
  }
  return offer.id;
};

export const offersMethods = {
  'campaigns.getoffers': getOffers,
} satisfies MethodHandlers;
