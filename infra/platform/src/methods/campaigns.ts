// campaigns.*: promo codes. activateOffer records the player's activation of the code and opens
// its offer: it is listed to the player from then on and taken at once, as takepromotions would
// (a take offer's promotions granted, a deposit offer kept for the next deposit), in the same
// transaction; checkPromocode only looks. A code whose once-only offer the player has used is
// ALREADY_USED. A player on a time-out or self-excluded is refused both
// (ResponsibleGamingRestrictionException).
import type { Queryable } from '../db/db';
import { findAccountById } from '../domain/accounts';
import { refuseWhileExcluded } from '../domain/exclusion';
import { lockBalances } from '../domain/ledger';
import { takeOffer } from '../domain/offer-takes';
import { invalidParameter } from '../http/errors';
import type { ApiError, FieldErrorCode } from '../http/errors';
import { requireAccount } from '../http/guards';
import { callSucceeded, countCall } from '../http/throttle';
import { optionalList, requiredString } from '../http/params';
import type { CallContext, MethodHandlers } from '../http/rpc';
import { catalogueOffer } from '../seed/offers';
import { offerAsListed } from './campaigns-offers';

/** Why a code cannot be activated; the client shows the text of error_data.promo_code[0]. */
export type PromoCodeRefusal = Extract<FieldErrorCode, 'NOT_FOUND' | 'EXPIRED' | 'ALREADY_USED'>;

interface PromoCodeRow {
  readonly code: string;
  readonly offer_id: number;
  readonly expires_at: number | null;
  readonly single_use: boolean;
}

type Lookup =
  | { readonly promo: PromoCodeRow; readonly refusal?: undefined }
  | { readonly promo?: PromoCodeRow; readonly refusal: PromoCodeRefusal };

/** Codes are matched case-insensitively, as players type them from banners. */
const promoCodeOf = (call: CallContext): string =>
  requiredString(call.params, 'promo_code').toUpperCase();

const activated = async (db: Queryable, accountId: number, code: string) =>
  (
    await db.query<{ offer_id: number }>(
      'select offer_id from offer_activations where account_id = $1 and promo_code = $2',
      [accountId, code],
    )
  )[0];

/** True once the player has used the code's offer and it may be used once. */
const offerUsedUp = async (db: Queryable, accountId: number, offerId: number) =>
  (
    await db.query(
      `select 1 from offer_takes
       where account_id = $1 and offer_id = $2 and status = 'used' and once_only`,
      [accountId, offerId],
    )
  ).length > 0;

const lookUp = async (
  call: CallContext,
  code: string,
  accountId: number | undefined,
): Promise<Lookup> => {
  const { db, now } = call.services;
  const [promo] = await db.query<PromoCodeRow>(
    'select code, offer_id, expires_at, single_use from promo_codes where code = $1',
    [code],
  );
  if (!promo) return { refusal: 'NOT_FOUND' };
  if (promo.expires_at !== null && Number(promo.expires_at) <= now()) {
    return { promo, refusal: 'EXPIRED' };
  }
  if (
    accountId !== undefined &&
    ((promo.single_use && (await activated(db, accountId, code))) ||
      (await offerUsedUp(db, accountId, promo.offer_id)))
  ) {
    return { promo, refusal: 'ALREADY_USED' };
  }
  return { promo };
};

const refused = (refusal: PromoCodeRefusal): ApiError => invalidParameter('promo_code', refusal);

const activateOffer = async (call: CallContext) => {
  const account = await requireAccount(call);
  refuseWhileExcluded(account, call.services.now());
  const accountId = account.id;
  const code = promoCodeOf(call);
  // The client may name offer fields to return; the answer always has the whole offer.
  optionalList(call.params, 'fields');
  const { promo, refusal } = await lookUp(call, code, accountId);
  if (refusal) throw refused(refusal);
  const { db, now } = call.services;
  const at = now();
  const offerId = Number(promo.offer_id);
  await db.transaction(async (tx) => {
    // The take below locks the balances row too; taking it first keeps one lock order.
    await lockBalances(tx, accountId);
    const inserted = await tx.query(
      `insert into offer_activations (account_id, promo_code, offer_id, status, created_at)
       values ($1, $2, $3, 'pending', $4) on conflict (account_id, promo_code) do nothing
       returning id`,
      [accountId, promo.code, offerId, at],
    );
    // A repeated activation of a reusable code answers the same one again; a single-use code
    // activated by a racing call is used up.
    if (inserted.length === 0 && promo.single_use) throw refused('ALREADY_USED');
    // The offer is taken as takepromotions would; one whose other conditions the player does
    // not meet (or that has ended) stays as listed, and the activation stands.
    const taking = await takeOffer(tx, account, catalogueOffer(offerId), at);
    if (taking.refusal === 'ALREADY_USED') throw refused('ALREADY_USED');
  });
  return {
    offer_id: offerId,
    promo_code: promo.code,
    offer: await offerAsListed(db, account, offerId, { locale: call.locale, at }),
  };
};

/** Guests may check a code (the registration form does); ALREADY_USED needs a player. */
const checkPromocode = async (call: CallContext) => {
  const code = promoCodeOf(call);
  const user = await call.session.current();
  const account = user && (await findAccountById(call.services.db, user.accountId));
  if (account) refuseWhileExcluded(account, call.services.now());
  // Guessing codes is slowed per player and per address; a valid code clears the player's.
  const keys = {
    subject: user ? `account:${user.accountId}` : undefined,
    address: call.address,
  };
  await countCall(call.services, 'promoCode', keys);
  const { refusal } = await lookUp(call, code, user?.accountId);
  if (!refusal) await callSucceeded(call.services, 'promoCode', keys);
  return refusal ? { valid: false, reason: refusal } : { valid: true };
};

export const campaignsMethods = {
  'campaigns.activateOffer': activateOffer,
  'campaigns.checkPromocode': checkPromocode,
} satisfies MethodHandlers;
