// games.* (catalogue, favourites, history), jackpots.*, leaderboard.* and tournaments.*.
import * as v from 'valibot';
import {
  GameCategorySchema,
  GameHistorySchema,
  GameSchema,
  HistoryExportSchema,
  JackpotSchema,
  LeaderboardSchema,
  ProviderSchema,
  TournamentSchema,
  WinSchema,
  pageOf,
} from './entities';
import type {
  Game,
  GameCategory,
  GameHistory,
  HistoryExport,
  Jackpot,
  Leaderboard,
  Provider,
  Tournament,
  TournamentStatusValue,
  Win,
} from './entities';
import type { MethodCaller, Page, PageParams } from './methods';

/** Game types of the catalogue (spec section 9); 'all' means no filter. */
export const GAME_TYPES = ['all', 'casino', 'slot', 'live', 'fast'] as const;
export type GameType = (typeof GAME_TYPES)[number];

/** The games.getHistory query: a page of the player's rounds, newest first. */
export type GameHistoryQuery = PageParams &
  Readonly<{
    mode?: 'real' | 'demo';
    /** ISO 8601: only rounds at or after this time. */
    from?: string;
    /** ISO 8601: only rounds before this time. */
    to?: string;
    /** Only games of this type ('sportsbook' for sports bets); all when absent. */
    type?: Exclude<GameType, 'all'> | 'sportsbook';
  }>;

/** The period of a bet-history export, ISO 8601 (`to` exclusive; at most HISTORY_EXPORT_MAX_DAYS). */
export type HistoryExportPeriod = Readonly<{ from: string; to: string }>;

/** The longest period one export covers, in days: more than twelve months. */
export const HISTORY_EXPORT_MAX_DAYS = 400;

/**
 * What a game or sportsbook frame tells the page it runs in, with
 * `window.parent.postMessage`: a round ended or a bet was placed or settled (the balance
 * changed), a real-money bet did not fit the balance, a guest tapped something that needs an
 * account (since 3.5.0), or the player asked to top up, e.g. for a stake above the balance
 * (since 3.5.0). The page trusts none of it beyond "look again" or "offer": it refetches the
 * balance, offers or opens the deposit page, or opens sign-in.
 */
export const GameFrameMessage = {
  Round: 'omad-game:round',
  InsufficientFunds: 'omad-game:insufficient-funds',
  SignIn: 'omad-game:sign-in',
  Deposit: 'omad-game:deposit',
} as const;
export type GameFrameMessageType = (typeof GameFrameMessage)[keyof typeof GameFrameMessage];

const FRAME_MESSAGE_TYPES: ReadonlySet<unknown> = new Set(Object.values(GameFrameMessage));

/** The message type of a frame's `postMessage` data, or null when it is none of ours. */
export const gameFrameMessageOf = (data: unknown): GameFrameMessageType | null => {
  if (typeof data !== 'object' || data === null) return null;
  const type = (data as { type?: unknown }).type;
  return FRAME_MESSAGE_TYPES.has(type) ? (type as GameFrameMessageType) : null;
};

/** The games.get options, sent as one JSON-serialised `options` parameter. */
export type GamesQuery = PageParams &
  Readonly<{
    /** One game or several, e.g. 'dgt_sportsbook' to detect the sportsbook. */
    sysname?: string | readonly string[];
    /** A category sysname. */
    category?: string;
    /** Provider sysnames. */
    providers?: readonly string[];
    type?: GameType;
    /** Free-text search on game names. */
    search?: string;
  }>;

/** The query of games.getProviders. */
export type ProvidersQuery = Readonly<{ fields?: readonly string[]; types?: readonly GameType[] }>;

export const gamesApi = (call: MethodCaller) => ({
  get: (options: GamesQuery = {}): Promise<Page<Game>> =>
    call('games.get', { params: { options }, schema: pageOf(GameSchema) }),

  /** Sysnames of the games the player liked. */
  getLikes: (): Promise<string[]> => call('games.getLikes', { schema: v.array(v.string()) }),

  addLike: (sysname: string): Promise<unknown> => call('games.addLike', { body: { sysname } }),

  removeLike: (sysname: string): Promise<unknown> =>
    call('games.removeLike', { body: { sysname } }),

  getCategories: (): Promise<GameCategory[]> =>
    call('games.getCategories', { schema: v.array(GameCategorySchema) }),

  /** Providers with their game_params, of every game type unless others are asked. */
  getProviders: ({
    fields = ['game_params'],
    types = ['casino', 'slot', 'live', 'fast'],
  }: ProvidersQuery = {}): Promise<Provider[]> =>
    call('games.getProviders', { params: { fields, types }, schema: v.array(ProviderSchema) }),

  /** The player's rounds, newest first, with the filter's totals (needs a session). */
  getHistory: (query: GameHistoryQuery = {}): Promise<GameHistory> =>
    call('games.getHistory', { params: query, schema: GameHistorySchema }),

  /** The player's bet-history exports, newest first. */
  getHistoryExportRequest: (): Promise<Page<HistoryExport>> =>
    call('games.gethistoryexportrequest', { schema: pageOf(HistoryExportSchema) }),

  /** Asks for an export of the period; it is queued and made ready in the background. */
  createHistoryExportRequest: (period: HistoryExportPeriod): Promise<HistoryExport> =>
    call('games.createhistoryexportrequest', { body: period, schema: HistoryExportSchema }),
});

/** The jackpots.getWinners query: the whole feed, or one jackpot's hits. */
export type WinnersQuery = PageParams & Readonly<{ jackpot_id?: number }>;

/** The tournaments.get query: one tournament, or those of some statuses (all when absent). */
export type TournamentsQuery = PageParams &
  Readonly<{ id?: number; status?: readonly TournamentStatusValue[] }>;

/** The leaderboard.get query: a tournament's table, its first `count` rows. */
export type LeaderboardQuery = Readonly<{ tournament_id: number; count?: number }>;

export const jackpotsApi = (call: MethodCaller) => ({
  /** Every jackpot, or the one of `id`; jackpots answer with a plain array, not a page. */
  get: (params: Readonly<{ id?: number }> = {}): Promise<Jackpot[]> =>
    call('jackpots.get', { params, schema: v.array(JackpotSchema) }),

  /** The winners feed, newest first: big real-money wins and jackpot hits. */
  getWinners: (params: WinnersQuery = {}): Promise<Page<Win>> =>
    call('jackpots.getWinners', { params, schema: pageOf(WinSchema) }),
});

export const leaderboardApi = (call: MethodCaller) => ({
  get: (params: LeaderboardQuery): Promise<Leaderboard> =>
    call('leaderboard.get', { params, schema: LeaderboardSchema }),
});

export const tournamentsApi = (call: MethodCaller) => ({
  /** Tournaments, soonest-ending active first, then upcoming, then the latest finished. */
  get: (params: TournamentsQuery = {}): Promise<Page<Tournament>> =>
    call('tournaments.get', { params, schema: pageOf(TournamentSchema) }),

  /** Takes part in a tournament (needs a session); answers the tournament as it now is. */
  participate: (tournamentId: number): Promise<Tournament> =>
    call('tournaments.participate', {
      body: { tournament_id: tournamentId },
      schema: TournamentSchema,
    }),
});
