// Entities of spec section 3 as valibot schemas; the TypeScript types are inferred from
// them, so what the UI relies on is parsed once at the boundary and trusted inside.
import * as v from 'valibot';

/** An amount of money in one currency, e.g. `{ amount: 1250.5, currency: 'UZS' }`. */
export const MoneySchema = v.object({ amount: v.number(), currency: v.string() });
export type Money = v.InferOutput<typeof MoneySchema>;

/** The four balances of an account (spec section 3). */
export const BalancesSchema = v.object({
  main: MoneySchema,
  bonus: MoneySchema,
  betting_bonus: MoneySchema,
  fun: MoneySchema,
});
export type Balances = v.InferOutput<typeof BalancesSchema>;

/** account.getInfo: the account of the current session; uid 0 means a guest. */
export const UserAccountSchema = v.object({
  uid: v.number(),
  reg_time: v.nullable(v.number()),
  login: v.string(),
  fakename: v.nullable(v.string()),
  is_subscribed: v.boolean(),
  balances: v.nullable(BalancesSchema),
  is_on_verification: v.boolean(),
  is_verified: v.boolean(),
  is_kyc_block_enabled: v.boolean(),
  is_registration_completed: v.boolean(),
  country_code: v.nullable(v.string()),
  locale: v.nullable(v.string()),
  two_factor_auth: v.boolean(),
});
export type UserAccount = v.InferOutput<typeof UserAccountSchema>;

/** metadata.getgeneralinfo: site-wide settings the shell needs before anything else. */
export const GeneralInfoSchema = v.object({
  analytic: v.record(v.string(), v.unknown()),
  available_currencies: v.array(v.string()),
  available_locales: v.array(v.string()),
  default_currency: v.string(),
  is_seon_enabled: v.boolean(),
  domain_state: v.string(),
  domain_type: v.string(),
  /** Seconds of inactivity after which a signed-in player is logged out; 0 disables it. */
  time_to_force_logout: v.number(),
  is_bonus_isolation_enabled: v.boolean(),
  is_game_history_export_enabled: v.boolean(),
  user_inactivity_cashier_time: v.number(),
  user_inactivity_pp_time: v.number(),
});
export type GeneralInfo = v.InferOutput<typeof GeneralInfoSchema>;

/** The description object of a game; its name and image override the item's own. */
export const GameDescriptionSchema = v.object({
  name: v.optional(v.string()),
  img_288_192: v.optional(v.string()),
});

/** A game of the catalogue (games.get items). */
export const GameSchema = v.object({
  sysname: v.string(),
  name: v.string(),
  image_url: v.string(),
  provider: v.optional(v.string()),
  type: v.optional(v.string()),
  categories: v.optional(v.array(v.string())),
  has_demo: v.optional(v.boolean()),
  description: v.optional(v.nullable(GameDescriptionSchema)),
});
export type Game = v.InferOutput<typeof GameSchema>;

/** A list answer: `data.items` plus the total count. */
export const pageOf = <T extends v.GenericSchema>(item: T) =>
  v.object({ items: v.array(item), count: v.number() });

/** A game category (games.getCategories). */
export const GameCategorySchema = v.object({
  id: v.number(),
  sysname: v.string(),
  name: v.string(),
  position: v.number(),
});
export type GameCategory = v.InferOutput<typeof GameCategorySchema>;

/** A game provider (games.getProviders). */
export const ProviderSchema = v.object({
  sysname: v.string(),
  name: v.string(),
  game_params: v.optional(v.record(v.string(), v.unknown())),
});
export type Provider = v.InferOutput<typeof ProviderSchema>;

/** A banner list item (banners.get); the description maps keys through the CMS config. */
export const BannerSchema = v.object({
  id: v.number(),
  finished_at: v.nullable(v.string()),
  description: v.object({
    position: v.number(),
    title: v.optional(v.string()),
    subtitle: v.optional(v.string()),
    image: v.optional(v.string()),
    image_mobile: v.optional(v.string()),
    link: v.optional(v.string()),
    button: v.optional(v.string()),
  }),
});
export type Banner = v.InferOutput<typeof BannerSchema>;

/** The answer of auth.login / auth.register: the new session's account. */
export const AuthResultSchema = UserAccountSchema;
export type AuthResult = UserAccount;
