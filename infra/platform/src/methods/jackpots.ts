// jackpots.get and jackpots.getWinners (guests too): the jackpots as they stand, and the
// winners feed, newest first: big real-money wins and jackpot hits, every player named by
// the public name written with the win (domain/player-names.ts), never a login.
import type { Locale } from '../config';
import { JACKPOT_COLUMNS, jackpotView } from '../domain/jackpots';
import type { JackpotRow } from '../domain/jackpots';
import type { CallContext, MethodHandlers } from '../http/rpc';
import { gameImageUrl } from '../media/routes';
import { optionalId, pageParams } from './competition-params';

const MAX_WINNERS_PAGE = 50;

const getJackpots = async (call: CallContext) => {
  const id = optionalId(call.params, 'id') ?? null;
  const rows = await call.services.db.query<JackpotRow>(
    `select ${JACKPOT_COLUMNS} from jackpots where $1::int is null or id = $1 order by id`,
    [id],
  );
  return rows.map((row) => jackpotView(row, call.locale));
};

interface WinRow {
  readonly id: number;
  readonly kind: string;
  readonly player_name: string;
  readonly sysname: string;
  readonly game_name: string;
  readonly currency: string;
  readonly amount: string;
  readonly multiplier: string | null;
  readonly jackpot_id: number | null;
  readonly jackpot_title: string | null;
  readonly created_at: number;
}

/** A feed row as the contract's WinSchema has it. */
const winView = (row: WinRow) => ({
  id: row.id,
  kind: row.kind,
  player: row.player_name,
  game: { sysname: row.sysname, name: row.game_name, image_url: gameImageUrl(row.sysname) },
  amount: { amount: row.amount, currency: row.currency },
  multiplier: row.multiplier,
  jackpot: row.jackpot_id === null ? null : { id: row.jackpot_id, title: row.jackpot_title ?? '' },
  created_at: new Date(row.created_at).toISOString(),
});

/** The game's name as games.get shows it in `locale`: its description's name when it has one. */
const gameName = (locale: Locale) =>
  `coalesce(g.description -> 'name' ->> '${locale === 'ru' ? 'ru' : 'uz'}', g.name, w.sysname)`;

const getWinners = async (call: CallContext) => {
  const jackpotId = optionalId(call.params, 'jackpot_id') ?? null;
  const { offset, count } = pageParams(call.params, 20, MAX_WINNERS_PAGE);
  const { db } = call.services;
  const filter = '$1::int is null or w.jackpot_id = $1';
  const [total] = await db.query<{ count: number }>(
    `select count(*)::int as count from wins w where ${filter}`,
    [jackpotId],
  );
  const rows = await db.query<WinRow>(
    `select w.id, w.kind, w.player_name, w.sysname, ${gameName(call.locale)} as game_name,
       w.currency, w.amount::text as amount, w.multiplier::text as multiplier, w.jackpot_id,
       ${call.locale === 'ru' ? 'j.title_ru' : 'j.title_uz'} as jackpot_title,
       w.created_at::float8 as created_at
     from wins w
     left join games g on g.sysname = w.sysname
     left join jackpots j on j.id = w.jackpot_id
     where ${filter}
     order by w.created_at desc, w.id desc limit $2 offset $3`,
    [jackpotId, count, offset],
  );
  return { items: rows.map(winView), count: Number(total?.count ?? 0) };
};

export const jackpotsMethods = {
  'jackpots.get': getJackpots,
  'jackpots.getWinners': getWinners,
} satisfies MethodHandlers;
