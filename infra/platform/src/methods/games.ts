// games.*: the catalogue (thousands of seeded games, searched by relevance), its categories
// and providers, the player's favourites (likes) and the player's rounds (history).
import type { Game, GameCategory, GameRoundMode, Provider } from '@omad/contract/api';
import type { Locale } from '../config';
import type { Queryable } from '../db/db';
import { roundHistory } from '../domain/game-history';
import {
  MAX_SEARCH_LENGTH,
  searchSql,
  searchTermsOf,
  withSearchSettings,
} from '../domain/game-search';
import { invalidParameter } from '../http/errors';
import { requireUser } from '../http/guards';
import {
  optionalCount,
  optionalInstant,
  optionalList,
  optionalObject,
  optionalString,
  requiredString,
} from '../http/params';
import type { CallContext, MethodHandlers } from '../http/rpc';
import { gameFrameUrl } from '../game-frames/routes';
import { gameImageUrl, providerLogoUrl } from '../media/routes';

const GAME_TYPES = ['casino', 'slot', 'live', 'fast'];
const MAX_PAGE = 200;
const MAX_HISTORY_PAGE = 100;

/** A game's description as stored: a localized name and an image, each optional. */
interface StoredDescription {
  readonly name?: Readonly<Partial<Record<Locale, string>>>;
  readonly img_288_192?: string;
}

interface GameRow {
  readonly sysname: string;
  readonly name: string;
  readonly provider: string;
  readonly type: string;
  readonly categories: string[];
  readonly has_demo: boolean;
  readonly description: StoredDescription | null;
}

/** The games.get `options` object: every field optional, each checked for its type. */
const readOptions = (call: CallContext) => {
  const options = optionalObject(call.params, 'options');
  const invalid = () => invalidParameter('options', 'INVALID');
  const count = (key: string, fallback: number, max: number): number => {
    const raw = options[key] ?? fallback;
    const value = typeof raw === 'string' && /^\d+$/.test(raw) ? Number(raw) : raw;
    if (typeof value !== 'number' || !Number.isInteger(value) || value < 0 || value > max) {
      throw invalid();
    }
    return value;
  };
  const text = (key: string): string | undefined => {
    const value = options[key];
    if (value === undefined || value === null || value === '') return undefined;
    if (typeof value !== 'string') throw invalid();
    return value.trim() || undefined;
  };
  const list = (key: string): string[] | undefined => {
    const value = options[key];
    if (value === undefined || value === null) return undefined;
    const items = typeof value === 'string' ? [value] : value;
    if (!Array.isArray(items) || !items.every((item) => typeof item === 'string')) throw invalid();
    return items.length > 0 ? items : undefined;
  };
  const type = text('type');
  if (type !== undefined && type !== 'all' && !GAME_TYPES.includes(type)) throw invalid();
  const search = text('search');
  if (search !== undefined && search.length > MAX_SEARCH_LENGTH) throw invalid();
  return {
    offset: count('offset', 0, Number.MAX_SAFE_INTEGER),
    count: count('count', 24, MAX_PAGE),
    category: text('category'),
    providers: list('providers'),
    search,
    sysnames: list('sysname'),
    type: type === 'all' ? undefined : type,
  };
};

/** The description in the call's locale: what overrides the game's own name and image. */
const descriptionOf = (stored: StoredDescription | null, locale: Locale): Game['description'] => {
  if (!stored) return null;
  const name = stored.name?.[locale];
  return {
    ...(name === undefined ? {} : { name }),
    ...(stored.img_288_192 === undefined ? {} : { img_288_192: stored.img_288_192 }),
  };
};

const getGames = async (call: CallContext) => {
  const options = readOptions(call);
  const terms = options.search === undefined ? undefined : searchTermsOf(options.search);
  if (terms === null) return { items: [], count: 0 };
  const args: unknown[] = [];
  const arg = (value: unknown): string => `$${args.push(value)}`;
  // The sportsbook is a game only for the shell's detection query, never in a hall.
  const where = options.sysnames
    ? [`g.sysname = any(${arg(options.sysnames)}::text[])`]
    : [`g.type <> 'sportsbook'`];
  if (options.category) where.push(`${arg(options.category)} = any(g.categories)`);
  if (options.providers) where.push(`g.provider = any(${arg(options.providers)}::text[])`);
  if (options.type) where.push(`g.type = ${arg(options.type)}`);
  const search = terms && searchSql(terms, arg);
  if (search) where.push(search.where);
  const filter = `from games g where ${where.join(' and ')}`;
  const filterArgs = [...args];
  const order = search ? `${search.score()} desc, g.position, g.sysname` : 'g.position, g.sysname';
  const read = async (db: Queryable) => {
    const [total] = await db.query<{ count: number }>(
      `select count(*)::int as count ${filter}`,
      filterArgs,
    );
    const rows = await db.query<GameRow>(
      `select g.sysname, g.name, g.provider, g.type, g.categories, g.has_demo, g.description
       ${filter} order by ${order} limit ${arg(options.count)} offset ${arg(options.offset)}`,
      args,
    );
    return { total: Number(total?.count ?? 0), rows };
  };
  const { db, simulations } = call.services;
  const { total, rows } = search ? await withSearchSettings(db, read) : await read(db);
  const items: Game[] = rows.map((row) => ({
    sysname: row.sysname,
    name: row.name,
    image_url: gameImageUrl(row.sysname),
    provider: row.provider,
    type: row.type,
    categories: row.categories,
    has_demo: row.has_demo,
    description: descriptionOf(row.description, call.locale),
    // The frames are simulations, served only where simulations are on (game-frames/routes.ts).
    ...(!simulations ? {} : { launch_url: gameFrameUrl(row.sysname) }),
  }));
  return { items, count: total };
};

const getCategories = async ({ services, locale }: CallContext): Promise<GameCategory[]> =>
  services.db.query<GameCategory>(
    `select id, sysname, ${locale === 'ru' ? 'name_ru' : 'name_uz'} as name, position
     from game_categories order by position`,
  );

const getProviders = async (call: CallContext): Promise<Provider[]> => {
  const types = optionalList(call.params, 'types')?.filter((type) => type !== 'all') ?? [];
  if (types.some((type) => !GAME_TYPES.includes(type) && type !== 'sportsbook')) {
    throw invalidParameter('types', 'INVALID');
  }
  const rows = await call.services.db.query<Required<Provider>>(
    `select sysname, name, game_params from providers
     where case when cardinality($1::text[]) = 0 then types <> array['sportsbook']
                else types && $1::text[] end
     order by position`,
    [types],
  );
  return rows.map((row) => ({
    ...row,
    game_params: { ...row.game_params, logo: providerLogoUrl(row.sysname) },
  }));
};

/** A game a player may like: one of the catalogue's, never the sportsbook. */
const likedGame = async (call: CallContext): Promise<string> => {
  const sysname = requiredString(call.params, 'sysname');
  const [game] = await call.services.db.query(
    `select 1 from games where sysname = $1 and type <> 'sportsbook'`,
    [sysname],
  );
  if (!game) throw invalidParameter('sysname', 'NOT_FOUND');
  return sysname;
};

const getLikes = async (call: CallContext): Promise<string[]> => {
  const { accountId } = await requireUser(call);
  const rows = await call.services.db.query<{ sysname: string }>(
    'select sysname from game_likes where account_id = $1 order by created_at desc, sysname',
    [accountId],
  );
  return rows.map((row) => row.sysname);
};

const addLike = async (call: CallContext): Promise<true> => {
  const { accountId } = await requireUser(call);
  const sysname = await likedGame(call);
  await call.services.db.query(
    `insert into game_likes (account_id, sysname, created_at) values ($1, $2, $3)
     on conflict (account_id, sysname) do nothing`,
    [accountId, sysname, call.services.now()],
  );
  return true;
};

const removeLike = async (call: CallContext): Promise<true> => {
  const { accountId } = await requireUser(call);
  const sysname = await likedGame(call);
  await call.services.db.query('delete from game_likes where account_id = $1 and sysname = $2', [
    accountId,
    sysname,
  ]);
  return true;
};

const isRoundMode = (value: string): value is GameRoundMode => value === 'real' || value === 'demo';

/** The types games.getHistory filters by: the hall's, and sports bets ('all' is no filter). */
const HISTORY_TYPES = [...GAME_TYPES, 'sportsbook'];

const getHistory = async (call: CallContext) => {
  const { accountId } = await requireUser(call);
  const offset = optionalCount(call.params, 'offset', Number.MAX_SAFE_INTEGER) ?? 0;
  const count = optionalCount(call.params, 'count', MAX_HISTORY_PAGE) ?? 20;
  const mode = optionalString(call.params, 'mode');
  if (mode !== undefined && !isRoundMode(mode)) throw invalidParameter('mode', 'INVALID');
  const typed = optionalString(call.params, 'type');
  const type = typed === 'all' ? undefined : typed;
  if (type !== undefined && !HISTORY_TYPES.includes(type))
    throw invalidParameter('type', 'INVALID');
  const from = optionalInstant(call.params, 'from');
  const to = optionalInstant(call.params, 'to');
  // `to` is exclusive: a period that ends where (or before) it starts holds nothing by mistake.
  if (from !== undefined && to !== undefined && to <= from) throw invalidParameter('to', 'INVALID');
  return roundHistory(
    call.services.db,
    accountId,
    { offset, count, mode, type, from, to },
    { locale: call.locale, now: call.services.now() },
  );
};

export const gamesMethods = {
  'games.get': getGames,
  'games.getCategories': getCategories,
  'games.getProviders': getProviders,
  'games.getLikes': getLikes,
  'games.addLike': addLike,
  'games.removeLike': removeLike,
  'games.getHistory': getHistory,
} satisfies MethodHandlers;
