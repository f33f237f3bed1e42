// campaigns.*: promo codes. activateOffer records the player's activation of the code's offer
// (nothing is credited until the deposit the offer is for); checkPromocode only looks. A player
// on a time-out or self-excluded is refused both (ResponsibleGamingRestrictionException).
import type { Queryable } from '../db/db';
import { findAccountById } from '../domain/accounts';
import { refuseWhileExcluded } from '../domain/exclusion';
import { invalidParameter } from '../http/errors';
import type { ApiError, FieldErrorCode } from '../http/errors';
import { requireAccount } from '../http/guards';
import { callSucceeded, countCall } from '../http/throttle';
import { optionalList, requiredString } from '../http/params';
import type { CallContext, MethodHandlers } from '../http/rpc';

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
  if (promo.single_use && accountId !== undefined && (await activated(db, accountId, code))) {
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
  // The client may name offer fields to return; the answer's two fields are always there.
  optionalList(call.params, 'fields');
  const { promo, refusal } = await lookUp(call, code, accountId);
  if (refusal) throw refused(refusal);
  const { db, now } = call.services;
  const inserted = await db.query(
    `insert into offer_activations (account_id, promo_code, offer_id, status, created_at)
     values ($1, $2, $3, 'pending', $4) on conflict (account_id, promo_code) do nothing
     returning id`,
    [accountId, promo.code, promo.offer_id, now()],
  );
  // A repeated activation of a reusable code answers the pending one again; a single-use
  // code activated by a racing call is used up.
  if (inserted.length === 0 && promo.single_use) throw refused('ALREADY_USED');
  return { offer_id: Number(promo.offer_id), promo_code: promo.code };
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
