// The loyalty programme (spec sections 3, 7 and 9: loyalty.*): the player's standing, the
// programmes with their levels, characters, the points shop and loyalty notifications, as
// valibot schemas re-exported by entities.ts. Points are whole numbers (they are not money);
// what they are worth in money is always sent beside them as Money.
import * as v from 'valibot';
import { MoneySchema } from './entities-money';

/** A level of a programme: it starts at minValue experience and ends where the next starts. */
export const LoyaltyLevelSchema = v.object({
  /** 1 for the first level, counting up. */
  level: v.number(),
  name: v.string(),
  /** Experience at which this level starts. */
  minValue: v.number(),
  /** Experience at which the next level starts; null on the top level. */
  maxValue: v.nullable(v.number()),
  /** What the level gives, one line each, in the call's locale. */
  benefits: v.array(v.string()),
});
export type LoyaltyLevel = v.InferOutput<typeof LoyaltyLevelSchema>;

/** A character a player may choose to stand for them (loyalty.getcharacters). */
export const LoyaltyCharacterSchema = v.object({
  id: v.number(),
  sysname: v.string(),
  name: v.string(),
  description: v.string(),
  /** Portrait URL (square). */
  image: v.string(),
});
export type LoyaltyCharacter = v.InferOutput<typeof LoyaltyCharacterSchema>;

/** How rounds of a game type earn points: one point for every `stake` staked. */
export const LoyaltyEarningSchema = v.object({
  /** A game type (spec section 9: casino, slot, live, fast). */
  game_type: v.string(),
  stake: MoneySchema,
});
export type LoyaltyEarning = v.InferOutput<typeof LoyaltyEarningSchema>;

/** A loyalty programme (loyalty.getPrograms, loyalty.getProgram), shown to guests too. */
export const LoyaltyProgramSchema = v.object({
  sysname: v.string(),
  title: v.string(),
  description: v.string(),
  /** Banner image URL. */
  image: v.nullable(v.string()),
  /** The programme every player is in. */
  is_default: v.boolean(),
  levels: v.array(LoyaltyLevelSchema),
  /** In the player's currency (the default currency for guests). */
  earning: v.array(LoyaltyEarningSchema),
  /** What one point is worth in the shop, in the same currency. */
  point_value: MoneySchema,
});
export type LoyaltyProgram = v.InferOutput<typeof LoyaltyProgramSchema>;

/**
 * loyalty.getinfo: the signed-in player's standing in the default programme. `expCount` is
 * every point ever earned (levels are reached by it and never lost); `points` is what is left
 * to spend in the shop.
 */
export const LoyaltyInfoSchema = v.object({
  id: v.number(),
  is_active: v.boolean(),
  points: v.number(),
  /** What `points` are worth, in the player's currency. */
  points_value: MoneySchema,
  /** The chosen character (loyalty.setcharacter); null before a choice. */
  character: v.nullable(LoyaltyCharacterSchema),
  /** The programme's levels, lowest first. */
  levels: v.array(LoyaltyLevelSchema),
  /** The player's level (a `level` of `levels`). */
  level: v.number(),
  expCount: v.number(),
  /** The platform's name of the points; the CMS's loyalty.pointsAlias when null. */
  pointsAlias: v.nullable(v.string()),
  /** The programme's sysname. */
  program: v.string(),
  uid: v.number(),
});
export type LoyaltyInfo = v.InferOutput<typeof LoyaltyInfoSchema>;

/** What a product of the shop gives: bonus money, a free-spin pack, or a thing sent by post. */
export const LoyaltyProductKind = {
  Bonus: 'bonus',
  Freespins: 'freespins',
  Item: 'item',
} as const;

/** A product of the points shop (loyalty.getproducts), priced in points. */
export const LoyaltyProductSchema = v.object({
  id: v.number(),
  /** See LoyaltyProductKind. */
  kind: v.string(),
  title: v.string(),
  description: v.string(),
  image: v.string(),
  price: v.number(),
  /** How many are left; null when there is no limit. */
  stock: v.nullable(v.number()),
  /** The least level that may buy it. */
  min_level: v.number(),
  /** What it is worth in the player's currency (bonus money, or the spins' stakes). */
  value: v.nullable(MoneySchema),
  /** For a free-spin pack: the game, the spins and each spin's bet. */
  freespins: v.nullable(
    v.object({
      game: v.object({ sysname: v.string(), name: v.string() }),
      count: v.number(),
      bet: MoneySchema,
    }),
  ),
});
export type LoyaltyProduct = v.InferOutput<typeof LoyaltyProductSchema>;

/** How a bought product took effect. */
export const LoyaltyPurchaseStatus = {
  /** Bonus money or a free-spin pack is the player's now. */
  Granted: 'granted',
  /** A thing to send: recorded for the team that sends it. */
  Recorded: 'recorded',
} as const;

/** loyalty.buyproduct: the purchase, and the points left after it. */
export const LoyaltyPurchaseSchema = v.object({
  id: v.number(),
  product_id: v.number(),
  /** See LoyaltyPurchaseStatus. */
  status: v.string(),
  price: v.number(),
  /** The player's points after the purchase. */
  points: v.number(),
  /** The casino bonus granted (bonus products), to activate on /profile/bonuses. */
  bonus_id: v.nullable(v.number()),
  /** The free-spin pack granted (free-spin products). */
  freespin_pack_id: v.nullable(v.number()),
  /** ISO 8601. */
  created_at: v.string(),
});
export type LoyaltyPurchase = v.InferOutput<typeof LoyaltyPurchaseSchema>;

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
