// games.*: the catalogue (thousands of seeded games), its categories and its providers.
import type { Game, GameCategory, Provider } from '@omad/contract/api';
import { invalidParameter } from '../http/errors';
import { optionalList, optionalObject } from '../http/params';
import type { CallContext, MethodHandlers } from '../http/rpc';
import { gameFrameUrl } from '../game-frames/routes';
import { gameImageUrl } from '../media/routes';

const GAME_TYPES = ['casino', 'slot', 'live', 'fast'];
const MAX_PAGE = 200;

interface GameRow {
  readonly sysname: string;
  readonly name: string;
  readonly provider: string;
  readonly type: string;
  readonly categories: string[];
  readonly has_demo: boolean;
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
  return {
    offset: count('offset', 0, Number.MAX_SAFE_INTEGER),
    count: count('count', 24, MAX_PAGE),
    category: text('category'),
    providers: list('providers'),
    search: text('search'),
    sysnames: list('sysname'),
    type: type === 'all' ? undefined : type,
  };
};

const getGames = async (call: CallContext) => {
  const options = readOptions(call);
  const args: unknown[] = [];
  const arg = (value: unknown): string => `$${args.push(value)}`;
  // The sportsbook is a game only for the shell's detection query, never in a hall.
  const where = options.sysnames
    ? [`sysname = any(${arg(options.sysnames)}::text[])`]
    : [`type <> 'sportsbook'`];
  if (options.category) where.push(`${arg(options.category)} = any(categories)`);
  if (options.providers) where.push(`provider = any(${arg(options.providers)}::text[])`);
  if (options.search) where.push(`strpos(lower(name), lower(${arg(options.search)})) > 0`);
  if (options.type) where.push(`type = ${arg(options.type)}`);
  const filter = `from games where ${where.join(' and ')}`;
  const { db } = call.services;
  const [total] = await db.query<{ count: number }>(
    `select count(*)::int as count ${filter}`,
    args,
  );
  const rows = await db.query<GameRow>(
    `select sysname, name, provider, type, categories, has_demo ${filter}
     order by position, sysname limit ${arg(options.count)} offset ${arg(options.offset)}`,
    args,
  );
  const items: Game[] = rows.map((row) => ({
    sysname: row.sysname,
    name: row.name,
    image_url: gameImageUrl(row.sysname),
    provider: row.provider,
    type: row.type,
    categories: row.categories,
    has_demo: row.has_demo,
    description: null,
    // The frames are simulations, served outside production only (game-frames/routes.ts).
    ...(call.services.production ? {} : { launch_url: gameFrameUrl(row.sysname) }),
  }));
  return { items, count: Number(total?.count ?? 0) };
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
  return call.services.db.query<Provider>(
    `select sysname, name, game_params from providers
     where case when cardinality($1::text[]) = 0 then types <> array['sportsbook']
                else types && $1::text[] end
     order by position`,
    [types],
  );
};

export const gamesMethods = {
  'games.get': getGames,
  'games.getCategories': getCategories,
  'games.getProviders': getProviders,
} satisfies MethodHandlers;
