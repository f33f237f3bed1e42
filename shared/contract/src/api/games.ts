// games.* (catalogue, favourites, history), jackpots.*, leaderboard.* and tournaments.*.
import * as v from 'valibot';
import { GameCategorySchema, GameSchema, ProviderSchema, pageOf } from './entities';
import type { Game, GameCategory, Provider } from './entities';
import type { MethodCaller, Page, PageParams } from './methods';
import type { FormFields, QueryParams } from './wire';

/** Game types of the catalogue (spec section 9); 'all' means no filter. */
export type GameType = 'all' | 'casino' | 'slot' | 'live' | 'fast';

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

  getHistory: (params: QueryParams = {}): Promise<unknown> => call('games.getHistory', { params }),

  getHistoryExportRequest: (): Promise<unknown> => call('games.gethistoryexportrequest'),

  createHistoryExportRequest: (fields: FormFields = {}): Promise<unknown> =>
    call('games.createhistoryexportrequest', { body: fields }),
});

export const jackpotsApi = (call: MethodCaller) => ({
  /** Jackpots answer with a plain array, not a page. */
  get: (params: QueryParams = {}): Promise<unknown[]> =>
    call('jackpots.get', { params, schema: v.array(v.unknown()) }),

  getWinners: (params: QueryParams = {}): Promise<unknown> =>
    call('jackpots.getWinners', { params }),
});

export const leaderboardApi = (call: MethodCaller) => ({
  get: (params: QueryParams = {}): Promise<unknown> => call('leaderboard.get', { params }),
});

export const tournamentsApi = (call: MethodCaller) => ({
  get: (params: QueryParams = {}): Promise<unknown> => call('tournaments.get', { params }),

  participate: (fields: FormFields): Promise<unknown> =>
    call('tournaments.participate', { body: fields }),
});
