// The reward entities of spec section 3 (cashbacks, free spins, loyalty, campaign offers) as
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

/** loyalty.getinfo: the player's loyalty standing; levels carry minValue/maxValue/expCount. */
export const LoyaltyInfoSchema = v.object({
  id: v.number(),
  is_active: v.boolean(),
  points: v.number(),
  /** The chosen character (loyalty.setcharacter); null before a choice. */
  character: v.nullable(v.unknown()),
  levels: v.array(v.unknown()),
  /** The CMS name of the points currency. */
  pointsAlias: v.nullable(v.string()),
  uid: v.number(),
});
export type LoyaltyInfo = v.InferOutput<typeof LoyaltyInfoSchema>;

/** What caused a loyalty notification. */
export const LoyaltyTrigger = {
  Quest: 'quest',
  Register: 'register',
  Profile: 'profile',
  Confirm: 'confirm',
  Product: 'product',
  Level: 'level',
} as const;

/** A loyalty notification (loyalty.getnotifications); type 'credit' is a success toast. */
export const LoyaltyNotificationSchema = v.object({
  /** See LoyaltyTrigger. */
  trigger: v.string(),
  /** 'credit', or anything else for an error toast. */
  type: v.string(),
  title: v.string(),
  message: v.string(),
  amount: v.nullable(v.number()),
  /** What `amount` counts, e.g. points or money. */
  amountType: v.nullable(v.string()),
  image: v.nullable(v.string()),
});
export type LoyaltyNotification = v.InferOutput<typeof LoyaltyNotificationSchema>;

/** A campaign offer (campaigns.getoffers); taken with campaigns.takepromotions. */
export const OfferSchema = v.object({
  id: v.number(),
  trigger: v.object({
    /** What activates the offer, e.g. 'deposit'. */
    action: v.string(),
    /** Payment methods the offer does not apply to. */
    params: v.optional(v.object({ exclude_methods: v.optional(v.array(v.string()), []) }), {}),
    /** True when the player meets the offer's conditions. */
    user_satisfies_params: v.boolean(),
  }),
  description: v.record(v.string(), v.unknown()),
  promotions: v.array(v.unknown()),
});
export type Offer = v.InferOutput<typeof OfferSchema>;
