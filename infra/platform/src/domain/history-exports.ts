// Bet-history exports: a player asks for a period (games.createhistoryexportrequest), the export
// is queued, and the sweep makes it ready by writing its CSV (history-export-csv.ts) from the
// player's real-money rounds (main, bonus and free-spin money; demo rounds are left out, they
// move no money) and sports bets. Its file downloads from historyExportUrl, for its owner's session only.
import type { HistoryExport } from '@omad/contract/api';
import type { Locale } from '../config';
import { isLocale } from '../config';
import type { Db, Queryable } from '../db/db';
import { historyBets } from '../sportsbook/bet-history';
import { exportCsv, exportFileName } from './history-export-csv';
import type { ExportRound } from './history-export-csv';
import { PLAYS } from './plays';

export const HISTORY_EXPORTS = {
  /** Exports one player may have queued at once; one more is refused until the sweep runs. */
  maxQueued: 3,
  /** What a refused player is told to wait, in seconds (the sweep runs every second or so). */
  retryAfterSeconds: 10,
  /** A period with more rounds than this fails rather than make a file nobody can open. */
  maxRows: 200_000,
  /** Exports the sweep makes ready per run; the rest wait for the next. */
  perSweep: 5,
} as const;

/** Where a ready export downloads (the edge proxies /api/*). */
export const historyExportUrl = (id: number): string => `/api/_exports/${id}.csv`;

interface ExportRow {
  readonly id: number;
  readonly status: string;
  readonly period_from: number;
  readonly period_to: number;
  readonly created_at: number;
  readonly rows: number | null;
}

const COLUMNS = `id, status, period_from::float8 as period_from, period_to::float8 as period_to,
  created_at::float8 as created_at, rows`;

const iso = (at: number): string => new Date(Number(at)).toISOString();

const viewOf = (row: ExportRow): HistoryExport => ({
  id: Number(row.id),
  status: row.status,
  from: iso(row.period_from),
  to: iso(row.period_to),
  created_at: iso(row.created_at),
  rows: row.rows === null ? null : Number(row.rows),
  url: row.status === 'ready' ? historyExportUrl(Number(row.id)) : null,
});

/**
 * Queues an export of [from, to) in `locale`; answers it, or 'too-many' when the player
 * already has HISTORY_EXPORTS.maxQueued queued (counted under a lock of the account's row, so
 * parallel requests cannot get past the limit).
 */
export const queueHistoryExport = (
  db: Db,
  request: { accountId: number; from: number; to: number; locale: Locale; at: number },
): Promise<HistoryExport | 'too-many'> =>
  db.transaction(async (tx) => {
    await tx.query('select id from accounts where id = $1 for update', [request.accountId]);
    const [queued] = await tx.query<{ count: number }>(
      `select count(*)::int as count from history_exports
       where account_id = $1 and status = 'queued'`,
      [request.accountId],
    );
    if (Number(queued?.count ?? 0) >= HISTORY_EXPORTS.maxQueued) return 'too-many';
    const [row] = await tx.query<ExportRow>(
      `insert into history_exports (account_id, period_from, period_to, locale, status,
         created_at)
       values ($1, $2, $3, $4, 'queued', $5) returning ${COLUMNS}`,
      [request.accountId, request.from, request.to, request.locale, request.at],
    );
    if (!row) throw new Error('insert into history_exports returned nothing');
    return viewOf(row);
  });

/** The player's exports, newest first, a page at a time. */
export const historyExportsOf = async (
  db: Queryable,
  accountId: number,
  page: { offset: number; count: number },
): Promise<{ items: HistoryExport[]; count: number }> => {
  const [total] = await db.query<{ count: number }>(
    'select count(*)::int as count from history_exports where account_id = $1',
    [accountId],
  );
  const rows = await db.query<ExportRow>(
    `select ${COLUMNS} from history_exports where account_id = $1
     order by created_at desc, id desc limit $2 offset $3`,
    [accountId, page.count, page.offset],
  );
  return { items: rows.map(viewOf), count: Number(total?.count ?? 0) };
};

/** A ready export's file, when `accountId` owns it; undefined otherwise (or not ready). */
export const historyExportFile = async (
  db: Queryable,
  id: number,
  accountId: number,
): Promise<{ name: string; csv: string } | undefined> => {
  const [row] = await db.query<{ period_from: number; period_to: number; csv: string }>(
    `select period_from::float8 as period_from, period_to::float8 as period_to, csv
     from history_exports where id = $1 and account_id = $2 and status = 'ready'`,
    [id, accountId],
  );
  return row && { name: exportFileName(row.period_from, row.period_to), csv: row.csv };
};

interface QueuedExport {
  readonly id: number;
  readonly account_id: number;
  readonly period_from: number;
  readonly period_to: number;
  readonly locale: string;
}

/** A play of an export as read: a round, or a sports bet still without its details. */
type PlayRow = Omit<ExportRound, 'sport'> & Readonly<{ sport_bet: number | null }>;

/**
 * The real-money plays of an export (rounds and sports bets), oldest first, a bet with its
 * details in the export's locale; one more than `limit` tells there are too many.
 */
const roundsOf = async (
  tx: Queryable,
  job: QueuedExport,
  limit: number,
  at: number,
): Promise<ExportRound[]> => {
  const rows = await tx.query<PlayRow>(
    `select r.created_at::float8 as created_at, g.name as game, p.name as provider, g.type,
       r.id as round_id, r.funds, r.bet::text as bet, r.win::text as win,
       r.balance_after::text as balance_after, r.currency, r.sport_bet
     from ${PLAYS} r join games g on g.sysname = r.sysname
       join providers p on p.sysname = g.provider
     where r.account_id = $1 and r.funds in ('main', 'bonus', 'freespins')
       and r.created_at >= $2 and r.created_at < $3
     order by r.created_at, r.seq limit $4`,
    [job.account_id, job.period_from, job.period_to, limit + 1],
  );
  const locale = isLocale(job.locale) ? job.locale : 'uz';
  const ids = rows.flatMap((row) => (row.sport_bet === null ? [] : [Number(row.sport_bet)]));
  const bets = await historyBets(tx, job.account_id, ids, locale, at);
  return rows.map(({ sport_bet: betId, ...round }) => {
    const bet = betId === null ? undefined : bets.get(Number(betId));
    if (betId !== null && !bet) throw new Error(`sports bet ${betId} unread`);
    return bet ? { ...round, balance_after: bet.balance_after, sport: bet.sport } : round;
  });
};

/** Makes the oldest queued export ready (or failed); false when none is queued. */
const makeNextReady = async (db: Db, at: number, maxRows: number): Promise<boolean> => {
  let claimed: number | undefined;
  try {
    return await db.transaction(async (tx) => {
      // Skip locked: another platform process may be writing one right now.
      const [job] = await tx.query<QueuedExport>(
        `select id, account_id, period_from::float8 as period_from,
           period_to::float8 as period_to, locale
         from history_exports where status = 'queued'
         order by created_at, id limit 1 for update skip locked`,
      );
      if (!job) return false;
      claimed = job.id;
      const rounds = await roundsOf(tx, job, maxRows, at);
      if (rounds.length > maxRows) {
        await tx.query(
          `update history_exports set status = 'failed', failure = 'too_many_rounds',
             ready_at = $2 where id = $1`,
          [job.id, at],
        );
        return true;
      }
      const csv = exportCsv(rounds, isLocale(job.locale) ? job.locale : 'uz');
      await tx.query(
        `update history_exports set status = 'ready', rows = $2, csv = $3, ready_at = $4
         where id = $1`,
        [job.id, rounds.length, csv, at],
      );
      return true;
    });
  } catch (error) {
    if (claimed === undefined) throw error;
    // Never retried forever: the export fails, the player can ask again.
    console.error(`[platform] history export ${claimed} failed`, error);
    await db.query(
      `update history_exports set status = 'failed', failure = $2, ready_at = $3
       where id = $1 and status = 'queued'`,
      [claimed, String(error).slice(0, 500), at],
    );
    return true;
  }
};

/** The sweep: makes up to HISTORY_EXPORTS.perSweep queued exports ready; answers how many. */
export const sweepHistoryExports = async (
  db: Db,
  at: number,
  maxRows: number = HISTORY_EXPORTS.maxRows,
): Promise<number> => {
  let done = 0;
  while (done < HISTORY_EXPORTS.perSweep && (await makeNextReady(db, at, maxRows))) done += 1;
  return done;
};
