// The reward entities of spec section 3 (cashbacks, bonuses, free spins, campaign offers) as
// valibot schemas, re-exported by entities.ts like every other entity.
import * as v from 'valibot';
import { DecimalSchema, MoneySchema } from './entities-money';

/**
 * Cashback statuses: active (computed, waiting to be taken with cashbacks.payout until
 * receiving_expired_at), paid out, expired (not taken in time) and removed (declined).
 */
export const CashbackStatus = {
  Active: 'active',
  PaidOut: 'paid_out',
  Expired: 'expired',
  Removed: 'removed',
} as const;

/** A cashback (cashbacks.get); its id is what storage keeps as already_seen_cashback_id. */
export const CashbackSchema = v.object({
  id: v.number(),
  description: v.record(v.string(), v.unknown()),
  /** Deadline to take a paid-out cashback; null when it need not be taken. */
  receiving_expired_at: v.nullable(v.string()),
  paid_out_at: v.nullable(v.string()),
  /** See CashbackStatus. */
  status: v.string(),
  /** End of the period the cashback is counted over. */
  end_date: v.string(),
  /** What the cashback is worth. */
  amount: v.optional(v.nullable(MoneySchema), null),
});
export type Cashback = v.InferOutput<typeof CashbackSchema>;

/**
 * Bonus statuses (bonuses.get, bettingBonuses.get): new (granted, not yet activated), active
 * (its money is on the bonus balance and is being wagered), wagered (the requirement was met
 * and what was left moved to the main balance), expired and removed (forfeited).
 */
export const BonusStatus = {
  New: 'new',
  Active: 'active',
  Wagered: 'wagered',
  Expired: 'expired',
  Removed: 'removed',
} as const;

/** A casino bonus (bonuses.get): its money, how much of its wagering is done, and its expiry. */
export const BonusSchema = v.object({
  id: v.number(),
  created_at: v.string(),
  /** `title` in the call's locale, and whatever else the offer describes. */
  description: v.record(v.string(), v.unknown()),
  /** See BonusStatus. */
  status: v.string(),
  amount: MoneySchema,
  /** Bets that must be placed with bonus money before it becomes real, and those placed. */
  wager: v.object({ required: DecimalSchema, wagered: DecimalSchema }),
  /** Activate by this time (new), wager by this time (active); null when it never expires. */
  expires_at: v.nullable(v.string()),
  /** The bonus money still on the balance while the bonus is active; null otherwise. */
  remaining: v.optional(v.nullable(DecimalSchema), null),
  /** When the requirement was met, the bonus expired or was removed; null before. */
  finished_at: v.optional(v.nullable(v.string()), null),
});
export type Bonus = v.InferOutput<typeof BonusSchema>;

/**
 * A pack of free spins on one game (freespins.get): a real-money round of that game uses a
 * spin of the pack (at the pack's bet) before any money; its win joins the active casino
 * bonus's money, or is main money when no casino bonus is active.
 */
export const FreespinPackSchema = v.object({
  id: v.optional(v.number()),
  game: v.object({ sysname: v.string(), name: v.optional(v.string()) }),
  remaining_count: v.number(),
  /** Spins the pack was granted with. */
  total_count: v.optional(v.number()),
  /** What each spin stakes. */
  bet: v.optional(v.nullable(MoneySchema), null),
  expires_at: v.optional(v.nullable(v.string()), null),
  description: v.record(v.string(), v.unknown()),
  /** e.g. 'active'. */
  status: v.string(),
});
export type FreespinPack = v.InferOutput<typeof FreespinPackSchema>;

/**
 * What takes an offer: a deposit made with it (the cashier's campaign_offer_id; taking it on
 * the offers page keeps it chosen for the next deposit), or taking it alone (its promotions are
 * granted at once by campaigns.takepromotions).
 */
export const OfferAction = { Deposit: 'deposit', Take: 'take' } as const;

/** Why a player does not meet an offer's conditions (Offer.trigger.unmet). */
export const OfferUnmet = {
  /** Guests meet no conditions. */
  SignIn: 'sign_in',
  /** Only for a player with no paid deposit yet. */
  FirstDeposit: 'first_deposit',
  /** Taken already, and it may be taken once. */
  AlreadyTaken: 'already_taken',
  /** Not offered in the player's currency. */
  Currency: 'currency',
  /** Needs a higher loyalty level (the offer's description says which). */
  Level: 'level',
  /** Opened only by its promo code. */
  PromoCode: 'promo_code',
} as const;

/** A promotion an offer gives (Offer.promotions). */
export const PromotionSchema = v.object({
  /** 'deposit_bonus' (percent of the deposit), 'bonus' (an amount), 'freespins' or 'points'. */
  type: v.string(),
  percent: v.optional(v.nullable(v.number()), null),
  amount: v.optional(v.nullable(MoneySchema), null),
  /** Free spins or points. */
  count: v.optional(v.nullable(v.number()), null),
  game: v.optional(v.nullable(v.object({ sysname: v.string(), name: v.string() })), null),
});
export type Promotion = v.InferOutput<typeof PromotionSchema>;

/** A campaign offer (campaigns.getoffers); taken with campaigns.takepromotions. */
export const OfferSchema = v.object({
  id: v.number(),
  trigger: v.object({
    /** See OfferAction. */
    action: v.string(),
    /** Payment methods the offer does not apply to. */
    params: v.optional(v.object({ exclude_methods: v.optional(v.array(v.string()), []) }), {}),
    /** True when the player meets the offer's conditions. */
    user_satisfies_params: v.boolean(),
    /** When not: why (see OfferUnmet), most important first. */
    unmet: v.optional(v.array(v.string()), []),
  }),
  /** `title`, texts and terms in the call's locale; the CMS's offersOptions name the keys. */
  description: v.record(v.string(), v.unknown()),
  promotions: v.array(PromotionSchema),
  /** The player has taken it (on the offers page or by its promo code) and not used it yet. */
  is_taken: v.optional(v.boolean(), false),
  /** ISO 8601; null when it does not end. */
  ends_at: v.optional(v.nullable(v.string()), null),
});
export type Offer = v.InferOutput<typeof OfferSchema>;

/** campaigns.activateOffer: the code activated and the offer it opened. */
export const PromoCodeActivatedSchema = v.object({
  offer_id: v.number(),
  promo_code: v.string(),
  /** The offer as the player now sees it (taken); null when it is not listed. */
  offer: v.optional(v.nullable(OfferSchema), null),
});
export type PromoCodeActivated = v.InferOutput<typeof PromoCodeActivatedSchema>;

/** campaigns.checkPromocode: whether the code would activate, and if not, why. */
export const PromoCodeCheckSchema = v.object({
  valid: v.boolean(),
  /** A promo_code field error code (NOT_FOUND, EXPIRED, ALREADY_USED) when not valid. */
  reason: v.optional(v.string()),
});
export type PromoCodeCheck = v.InferOutput<typeof PromoCodeCheckSchema>;
