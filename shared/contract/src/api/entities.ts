// Entities of spec section 3 as valibot schemas; the TypeScript types are inferred from
// them, so what the UI relies on is parsed once at the boundary and trusted inside.
import * as v from 'valibot';
import { DecimalSchema, MoneySchema } from './entities-money';
import { ExclusionSchema } from './entities-profile';

// Bonuses, loyalty and offers, and the cashier's entities, live in their own files; every
// entity is imported from here.
export * from './entities-money';
export * from './entities-rewards';
export * from './entities-loyalty';
export * from './entities-cashier';
export * from './entities-profile';
export * from './entities-competitions';

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
  /** A time-out or self-exclusion in force: the player may only see the account and withdraw. */
  exclusion: v.optional(v.nullable(ExclusionSchema), null),
  /**
   * Whether the account signs in with a password (false for messenger or social sign-ups):
   * a contact change, a new payout destination and two-factor off ask for it when true.
   */
  has_password: v.optional(v.boolean(), true),
  /** Whether a deposit of the player's was ever paid (the registration hint ends with it). */
  has_deposited: v.optional(v.boolean(), false),
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
  /**
   * Where the game runs in a frame (play mode): a path on this site such as
   * `/api/_games/dgt_sportsbook/play`, without locale (the caller adds `?locale=`), or an
   * absolute URL. Absent when the platform gives no frame.
   */
  launch_url: v.optional(v.string()),
});
export type Game = v.InferOutput<typeof GameSchema>;

/** Which balance a round played on: real money (main) or the demo (fun) balance. */
export const GameRoundModeSchema = v.picklist(['real', 'demo']);
export type GameRoundMode = v.InferOutput<typeof GameRoundModeSchema>;

/**
 * What a round's stake was paid with: real money (main), bonus money (an active casino bonus,
 * counted towards its wagering), a free spin of a pack, or demo money (fun).
 */
export const RoundFunds = {
  Main: 'main',
  Bonus: 'bonus',
  Freespins: 'freespins',
  Fun: 'fun',
} as const;
export const RoundFundsSchema = v.picklist(['main', 'bonus', 'freespins', 'fun']);
export type RoundFundsKind = v.InferOutput<typeof RoundFundsSchema>;

/**
 * One pick of a sports bet as the history lists it. Market, pick and result are plain strings
 * so a platform may add kinds: the values today are in the comments; show others as they come.
 */
export const SportLegSchema = v.object({
  /** "Home – Away", named in the call's locale. */
  event: v.string(),
  /** football, basketball, tennis, esports. */
  sport: v.string(),
  /** result, total, handicap. */
  market: v.string(),
  /** home, draw, away (the result and the handicap); over, under (the total). */
  pick: v.string(),
  /** The total's line, or the home side's handicap ('-1.5'); null for the result. */
  line: v.nullable(v.string()),
  odds: DecimalSchema,
  /** open, won, lost, void. */
  result: v.string(),
  /** The score now (live), the final one (ended); null before kick-off or when abandoned. */
  score: v.nullable(v.object({ home: v.number(), away: v.number() })),
});
export type SportLeg = v.InferOutput<typeof SportLegSchema>;

/** What makes a history item a sports bet: its kind, state, odds and legs (since 3.5.0). */
export const SportBetSchema = v.object({
  /** single, accumulator. */
  kind: v.string(),
  /** open, won, lost, void, cashed_out. */
  status: v.string(),
  /** The bet's odds: its leg's, or the accumulator's product. */
  odds: DecimalSchema,
  legs: v.array(SportLegSchema),
});
export type SportBet = v.InferOutput<typeof SportBetSchema>;

/**
 * One item of the player's game history (games.getHistory items), newest first: a round, or
 * a sports bet (with `sport`; `bet` is its stake, `win` what it has paid so far, the balances
 * those around its stake).
 */
export const GameRoundSchema = v.object({
  /** The round id the game provider sent; a retry with the same id changes nothing. */
  id: v.string(),
  game: v.object({
    sysname: v.string(),
    name: v.string(),
    provider: v.string(),
    /** The game's type (casino, slot, live, fast, sportsbook); absent from older platforms. */
    type: v.optional(v.string()),
  }),
  mode: GameRoundModeSchema,
  /** See RoundFunds; older platforms send none (then main for real rounds, fun for demo). */
  funds: v.optional(RoundFundsSchema),
  currency: v.string(),
  bet: DecimalSchema,
  win: DecimalSchema,
  balance_before: DecimalSchema,
  balance_after: DecimalSchema,
  /** ISO 8601 time of the round. */
  created_at: v.string(),
  /** A sports bet's details; absent for a round (since 3.5.0). */
  sport: v.optional(SportBetSchema),
});
export type GameRound = v.InferOutput<typeof GameRoundSchema>;

/** Sums of the rounds a games.getHistory filter matches (every page, not just this one). */
export const RoundTotalsSchema = v.object({
  /** Everything staked. */
  bet: DecimalSchema,
  /** Everything won. */
  win: DecimalSchema,
  /** Won minus staked: negative when the player lost. */
  net: DecimalSchema,
});
export type RoundTotals = v.InferOutput<typeof RoundTotalsSchema>;

/** games.getHistory: one page of rounds, with the totals of the whole filter. */
export const GameHistorySchema = v.object({
  items: v.array(GameRoundSchema),
  count: v.number(),
  totals: v.optional(v.nullable(RoundTotalsSchema), null),
});
export type GameHistory = v.InferOutput<typeof GameHistorySchema>;

/** The states of a bet-history export (games.gethistoryexportrequest). */
export const HistoryExportStatus = { Queued: 'queued', Ready: 'ready', Failed: 'failed' } as const;

/** A bet-history export: a CSV of the player's rounds over a period, made in the background. */
export const HistoryExportSchema = v.object({
  id: v.number(),
  /** See HistoryExportStatus. */
  status: v.string(),
  /** The period, ISO 8601: rounds at or after `from` and before `to`. */
  from: v.string(),
  to: v.string(),
  created_at: v.string(),
  /** Rounds in the file once ready; null before. */
  rows: v.nullable(v.number()),
  /** Where a ready export downloads (only for its owner's session); null before. */
  url: v.nullable(v.string()),
});
export type HistoryExport = v.InferOutput<typeof HistoryExportSchema>;

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

// Added with the API client: the other section 3 entities the typed methods answer with.
// Timestamps named *_at are ISO 8601 strings; descriptions are CMS-mapped objects.

/** One contact of a profile (account.getprofileinfo with fields `contacts`). */
export const ContactSchema = v.object({
  /** Which kind of contact this is. */
  type: v.picklist(['email', 'phone']),
  /** The e-mail address or the phone number. */
  contact: v.string(),
  /** True once the player entered the code sent to this contact. */
  is_confirmed: v.boolean(),
  /** True when the player accepts newsletters on this contact. */
  is_subscribed: v.boolean(),
  /** Dialling code of a phone contact, e.g. '998'; null for e-mail. */
  phone_country_code: v.optional(v.nullable(v.string()), null),
});
export type Contact = v.InferOutput<typeof ContactSchema>;

/** An identity document of the profile; `type` is e.g. 'cpf'. */
export const ProfileDocumentSchema = v.object({ type: v.string(), number: v.string() });

const optionalText = v.optional(v.nullable(v.string()), null);

/** account.getprofileinfo: personal data; a field the platform leaves out reads as null. */
export const ProfileSchema = v.object({
  first_name: optionalText,
  last_name: optionalText,
  /** 0 unknown, then the platform's codes. */
  sex: v.optional(v.number(), 0),
  /** Date of birth as YYYY-MM-DD. */
  birth_date: optionalText,
  country: optionalText,
  /** ISO 3166 alpha-2 code of the country. */
  country_code: optionalText,
  region: optionalText,
  home_town: optionalText,
  address: optionalText,
  postcode: optionalText,
  document: v.optional(v.nullable(ProfileDocumentSchema), null),
  /** Present when `contacts` was requested. */
  contacts: v.optional(v.array(ContactSchema), []),
});
export type Profile = v.InferOutput<typeof ProfileSchema>;

/**
 * The answer of methods that only acknowledge (spec: "returns 1"), e.g. support.sendFeedback;
 * anything else is a malformed answer, so the caller's promise rejects instead.
 */
export const AcknowledgedSchema = v.pipe(
  v.union([v.literal(1), v.literal('1'), v.literal(true)]),
  v.transform((): true => true),
);
