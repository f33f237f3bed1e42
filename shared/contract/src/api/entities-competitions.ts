// Jackpots, tournaments with their leaderboards, and the winners feed (spec sections 3 and 7:
// jackpots.*, leaderboard.get, tournaments.*), as valibot schemas re-exported by entities.ts.
import * as v from 'valibot';
import { DecimalSchema, MoneySchema } from './entities-money';

/** A game as a competition names it: enough for a link and a tile. */
export const CompetitionGameSchema = v.object({
  sysname: v.string(),
  name: v.string(),
  image_url: v.optional(v.nullable(v.string()), null),
});
export type CompetitionGame = v.InferOutput<typeof CompetitionGameSchema>;

/**
 * A jackpot (jackpots.get answers a plain array of them). Its amount grows by a share of every
 * real-money bet on the games it covers; a hit pays the amount to that round's player and the
 * jackpot starts again from its seed amount.
 */
export const JackpotSchema = v.object({
  id: v.number(),
  sysname: v.string(),
  /** `title` and `summary` in the call's locale, and whatever else the CMS describes. */
  description: v.record(v.string(), v.unknown()),
  /** What the jackpot pays now. */
  amount: MoneySchema,
  /** What it starts from again after a hit. */
  seed_amount: MoneySchema,
  /** The share of each real bet the jackpot grows by, in percent, e.g. '0.50'. */
  contribution_percent: DecimalSchema,
  /** Sysnames of the games whose real rounds grow (and may hit) it. */
  games: v.array(v.string()),
  /** The last hit, ISO 8601; null before the first. */
  last_won_at: v.nullable(v.string()),
});
export type Jackpot = v.InferOutput<typeof JackpotSchema>;

/** What a win of the feed is: a big win of a round, or a jackpot hit. */
export const WinKind = { Round: 'round', Jackpot: 'jackpot' } as const;

/**
 * A win of the winners feed (jackpots.getWinners, newest first): a big real-money win or a
 * jackpot hit. The player is only ever named masked.
 */
export const WinSchema = v.object({
  id: v.number(),
  /** See WinKind. */
  kind: v.string(),
  /** The player's public name, masked by the platform (e.g. 'Azi***'). */
  player: v.string(),
  game: CompetitionGameSchema,
  amount: MoneySchema,
  /** Win divided by bet, e.g. '125.00'; null for a jackpot hit. */
  multiplier: v.nullable(DecimalSchema),
  /** The jackpot a hit paid; null for a round's win. */
  jackpot: v.nullable(v.object({ id: v.number(), title: v.string() })),
  /** ISO 8601. */
  created_at: v.string(),
});
export type Win = v.InferOutput<typeof WinSchema>;

/** The phases of a tournament: before its period, during it, after it. */
export const TournamentStatus = {
  Upcoming: 'upcoming',
  Active: 'active',
  Finished: 'finished',
} as const;
export type TournamentStatusValue = (typeof TournamentStatus)[keyof typeof TournamentStatus];

/**
 * How a tournament scores its participants' real rounds during its period, on its games:
 * the sum of their bets, the sum of their wins, or their biggest win-to-bet multiplier.
 */
export const TournamentRule = {
  TotalBet: 'total_bet',
  TotalWin: 'total_win',
  MaxMultiplier: 'max_multiplier',
} as const;
export type TournamentRuleValue = (typeof TournamentRule)[keyof typeof TournamentRule];

/** The prize of one place or of a run of places (`from` to `to`, both included). */
export const TournamentPrizeSchema = v.object({
  from: v.number(),
  to: v.number(),
  amount: MoneySchema,
});
export type TournamentPrize = v.InferOutput<typeof TournamentPrizeSchema>;

/** A tournament (tournaments.get items). */
export const TournamentSchema = v.object({
  id: v.number(),
  sysname: v.string(),
  /** `title`, `summary` and `rules` (paragraphs) in the call's locale, and `image`. */
  description: v.record(v.string(), v.unknown()),
  /** See TournamentStatus: the platform's word at the time of the answer. */
  status: v.string(),
  /** The period, ISO 8601 (`ends_at` exclusive). */
  starts_at: v.string(),
  ends_at: v.string(),
  /** See TournamentRule. */
  rule: v.string(),
  /** The smallest bet that scores; null when any bet does. */
  min_bet: v.nullable(MoneySchema),
  prize_pool: MoneySchema,
  prizes: v.array(TournamentPrizeSchema),
  /** Sysnames of the games whose rounds score. */
  games: v.array(v.string()),
  participants: v.number(),
  /** True when the session's player takes part; false for a guest. */
  is_participating: v.boolean(),
});
export type Tournament = v.InferOutput<typeof TournamentSchema>;

/** One row of a leaderboard: a place, a masked player, a score and the place's prize. */
export const LeaderboardRowSchema = v.object({
  place: v.number(),
  /** Masked by the platform, like the winners feed. */
  player: v.string(),
  /** The rule's figure: money for total_bet and total_win, a multiplier for max_multiplier. */
  score: DecimalSchema,
  /** Rounds that scored. */
  rounds: v.number(),
  prize: v.nullable(MoneySchema),
  /** The session's own row. */
  is_self: v.boolean(),
});
export type LeaderboardRow = v.InferOutput<typeof LeaderboardRowSchema>;

/**
 * leaderboard.get: the top of a tournament's table, everyone who takes part counted, and the
 * session's own row wherever it is (null for a guest or a player who does not take part).
 * A finished tournament answers its final table.
 */
export const LeaderboardSchema = v.object({
  tournament_id: v.number(),
  /** See TournamentRule. */
  rule: v.string(),
  currency: v.string(),
  items: v.array(LeaderboardRowSchema),
  count: v.number(),
  self: v.nullable(LeaderboardRowSchema),
  /** ISO 8601 time the table was read. */
  updated_at: v.string(),
});
export type Leaderboard = v.InferOutput<typeof LeaderboardSchema>;
