// The player's game rounds as games.getHistory answers them (GameHistorySchema of the contract):
// newest first, amounts as the ledger keeps them (decimal strings with two places), and the
// totals of everything the filter matches (every page), summed as SQL numerics.
import type { GameRound, GameRoundMode, RoundFundsKind, RoundTotals } from '@omad/contract/api';
import type { Queryable } from '../db/db';

interface RoundRow {
  readonly round_id: string;
  readonly sysname: string;
  readonly name: string;
  readonly provider: string;
  readonly type: string;
  readonly mode: GameRoundMode;
  readonly funds: RoundFundsKind;
  readonly currency: string;
  readonly bet: string;
  readonly win: string;
  readonly balance_before: string;
  readonly balance_after: string;
  readonly created_at: number;
}

/** Which rounds: every field optional. */
export interface HistoryFilter {
  /** Only rounds of this mode; both when absent. */
  readonly mode?: GameRoundMode;
  /** Only rounds at or after this time (ms). */
  readonly from?: number;
  /** Only rounds before this time (ms). */
  readonly to?: number;
  /** Only rounds of games of this type (casino, slot, live, fast, sportsbook). */
  readonly type?: string;
}

export interface HistoryPage extends HistoryFilter {
  readonly offset: number;
  readonly count: number;
}

/** The filter's where clause over `game_rounds r join games g`, and its arguments ($1-$5). */
const whereOf = (accountId: number, filter: HistoryFilter) => ({
  where: `where r.account_id = $1 and ($2::text is null or r.mode = $2)
    and ($3::bigint is null or r.created_at >= $3) and ($4::bigint is null or r.created_at < $4)
    and ($5::text is null or g.type = $5)`,
  args: [
    accountId,
    filter.mode ?? null,
    filter.from ?? null,
    filter.to ?? null,
    filter.type ?? null,
  ],
});

export const roundHistory = async (
  db: Queryable,
  accountId: number,
  page: HistoryPage,
): Promise<{ items: GameRound[]; count: number; totals: RoundTotals }> => {
  const { where, args } = whereOf(accountId, page);
  const from = 'from game_rounds r join games g on g.sysname = r.sysname';
  const [total] = await db.query<{ count: number; bet: string; win: string; net: string }>(
    `select count(*)::int as count, coalesce(sum(r.bet), 0)::numeric(20, 2)::text as bet,
       coalesce(sum(r.win), 0)::numeric(20, 2)::text as win,
       coalesce(sum(r.win) - sum(r.bet), 0)::numeric(20, 2)::text as net
     ${from} ${where}`,
    args,
  );
  const rows = await db.query<RoundRow>(
    `select r.round_id, r.sysname, g.name, g.provider, g.type, r.mode, r.funds, r.currency,
       r.bet::text as bet, r.win::text as win, r.balance_before::text as balance_before,
       r.balance_after::text as balance_after, r.created_at
     ${from} ${where}
     order by r.created_at desc, r.id desc limit $6 offset $7`,
    [...args, page.count, page.offset],
  );
  return {
    count: Number(total?.count ?? 0),
    items: rows.map((row) => ({
      id: row.round_id,
      game: { sysname: row.sysname, name: row.name, provider: row.provider, type: row.type },
      mode: row.mode,
      funds: row.funds,
      currency: row.currency,
      bet: row.bet,
      win: row.win,
      balance_before: row.balance_before,
      balance_after: row.balance_after,
      created_at: new Date(Number(row.created_at)).toISOString(),
    })),
    totals: {
      bet: total?.bet ?? '0.00',
      win: total?.win ?? '0.00',
      net: total?.net ?? '0.00',
    },
  };
};
