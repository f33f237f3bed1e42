// Taken campaign offers (table offer_takes): a player's standing for the offer rules, taking an
// offer (campaigns.takepromotions, campaigns.activateOffer) and a paid deposit using its offer
// (deposit-bonus.ts). A take offer grants at once, once per player; a deposit offer is kept
// `taken` until the paid deposit made with it marks it `used`. Every take runs under the lock of
// the player's balances row (the lock order of rounds, the cashier and bonuses), and the table's
// unique indexes hold the once-only rules whatever races past it.
import { OfferUnmet } from '@omad/contract/api';
import type { Queryable } from '../db/db';
import { stakesFor } from '../game-frames/slot-paytable';
import { DAY_MS, grantBonus } from './bonuses';
import { grantPack } from './freespins';
import { lockBalances } from './ledger';
import { centsOf, decimalOf, normalizeDecimal } from './money';
import { ACTIVATE_WITHIN_DAYS, isListed, unmetOf } from './offer-rules';
import type { CatalogueOffer, DepositOffer, Standing, TakeOffer } from './offer-rules';

/** Whose standing: an account and its wallet's currency. */
export interface OfferPlayer {
  readonly id: number;
  readonly currency: string;
}

/** What decides the player's offers, read in one statement. */
export const standingOf = async (db: Queryable, player: OfferPlayer): Promise<Standing> => {
  const [row] = await db.query<{
    has_paid_deposit: boolean;
    opened: number[];
    taken: number[];
    used: number[];
  }>(
    `select
       exists (select 1 from cashier_transactions
               where account_id = $1 and type = 'deposit' and status = 'success') as has_paid_deposit,
       array(select distinct offer_id from offer_activations where account_id = $1) as opened,
       array(select offer_id from offer_takes where account_id = $1 and status = 'taken') as taken,
       array(select distinct offer_id from offer_takes where account_id = $1 and status = 'used')
         as used`,
    [player.id],
  );
  if (!row) throw new Error('a select without from answered no row');
  return {
    signedIn: true,
    currency: player.currency,
    hasPaidDeposit: row.has_paid_deposit,
    opened: new Set(row.opened.map(Number)),
    taken: new Set(row.taken.map(Number)),
    used: new Set(row.used.map(Number)),
  };
};

/** Why an offer cannot be taken: the `offer_id` (or `promo_code`) field error to answer. */
export type TakeRefusal = 'NOT_FOUND' | 'INVALID' | 'ALREADY_USED';

/** What taking an offer did: granted (a take offer), taken, or nothing (taken already). */
export type TakeOutcome =
  | { readonly done: 'granted' | 'taken' | 'unchanged'; readonly refusal?: undefined }
  | { readonly done?: undefined; readonly refusal: TakeRefusal };

/** Writes down what a used take granted. */
export const recordGrants = async (
  tx: Queryable,
  takeId: number,
  granted: readonly string[],
): Promise<void> => {
  await tx.query('update offer_takes set granted = $2::text[] where id = $1', [takeId, granted]);
};

/** Gives what a take offer grants; answers references to what it gave. */
const grantTakeOffer = async (
  tx: Queryable,
  offer: TakeOffer,
  take: { id: number; player: OfferPlayer; at: number },
): Promise<string[]> => {
  const { grant } = offer;
  const { player, at } = take;
  if (grant.kind === 'freespins') {
    const pack = await grantPack(tx, {
      accountId: player.id,
      sysname: grant.sysname,
      count: grant.count,
      bet: stakesFor(player.currency).bets[0] ?? '1.00',
      currency: player.currency,
      expiresAt: at + grant.validDays * DAY_MS,
      at,
    });
    return [`freespin_pack:${pack.id}`];
  }
  const amount = grant.amounts[player.currency];
  if (amount === undefined) throw new Error(`offer ${offer.id} is not in ${player.currency}`);
  const bonus = await grantBonus(tx, {
    accountId: player.id,
    kind: 'casino',
    titles: { uz: offer.texts.uz.title, ru: offer.texts.ru.title },
    amount: normalizeDecimal(amount),
    currency: player.currency,
    wagerRequired: decimalOf(centsOf(amount) * BigInt(grant.wagerMultiplier)),
    validDays: grant.validDays,
    activateBy: at + ACTIVATE_WITHIN_DAYS * DAY_MS,
    source: `offer_take:${take.id}`,
    at,
  });
  if (!bonus) throw new Error(`take ${take.id} granted its bonus before`);
  return [`bonus:${bonus.id}`];
};

/**
 * Takes an offer for the player, in the caller's transaction: NOT_FOUND when it is not shown to
 * them, ALREADY_USED when it is once-only and used, INVALID when another condition is unmet.
 * A take offer is granted and its take `used` at once; a deposit offer's take waits, `taken`.
 */
export const takeOffer = async (
  tx: Queryable,
  player: OfferPlayer,
  offer: CatalogueOffer | undefined,
  at: number,
): Promise<TakeOutcome> => {
  if (!(await lockBalances(tx, player.id))) throw new Error(`account ${player.id} has no balances`);
  const standing = await standingOf(tx, player);
  if (!offer || !isListed(offer, standing, at)) return { refusal: 'NOT_FOUND' };
  const unmet = unmetOf(offer, standing);
  if (unmet.includes(OfferUnmet.AlreadyTaken)) return { refusal: 'ALREADY_USED' };
  if (unmet.length > 0) return { refusal: 'INVALID' };
  if (offer.action === 'deposit') {
    if (standing.taken.has(offer.id)) return { done: 'unchanged' };
    await tx.query(
      `insert into offer_takes (account_id, offer_id, status, once_only, taken_at)
       values ($1, $2, 'taken', $3, $4) on conflict do nothing`,
      [player.id, offer.id, offer.once, at],
    );
    return { done: 'taken' };
  }
  const [take] = await tx.query<{ id: number }>(
    `insert into offer_takes (account_id, offer_id, status, once_only, taken_at, used_at)
     values ($1, $2, 'used', true, $3, $3) on conflict do nothing returning id`,
    [player.id, offer.id, at],
  );
  if (!take) return { refusal: 'ALREADY_USED' };
  await recordGrants(tx, take.id, await grantTakeOffer(tx, offer, { id: take.id, player, at }));
  return { done: 'granted' };
};

/**
 * A paid deposit uses its offer, in the transaction that credits it (the caller holds the
 * balances lock): the waiting take becomes `used`, or a used take is recorded for an offer
 * chosen in the cashier without taking it first. Answers the take's id, or undefined when the
 * deposit was handled before or the offer is once-only and another deposit used it: then its
 * bonus is not granted.
 */
export const markTakeUsed = async (
  tx: Queryable,
  deposit: { readonly id: number; readonly account_id: number },
  offer: DepositOffer,
  at: number,
): Promise<number | undefined> => {
  const usedBy = `deposit:${deposit.id}`;
  const [handled] = await tx.query('select 1 from offer_takes where used_by = $1', [usedBy]);
  if (handled) return undefined;
  const [waiting] = await tx.query<{ id: number }>(
    `update offer_takes set status = 'used', used_at = $3, used_by = $4
     where account_id = $1 and offer_id = $2 and status = 'taken' returning id`,
    [deposit.account_id, offer.id, at, usedBy],
  );
  if (waiting) return waiting.id;
  const [recorded] = await tx.query<{ id: number }>(
    `insert into offer_takes (account_id, offer_id, status, once_only, taken_at, used_at, used_by)
     values ($1, $2, 'used', $3, $4, $4, $5) on conflict do nothing returning id`,
    [deposit.account_id, offer.id, offer.once, at, usedBy],
  );
  return recorded?.id;
};
