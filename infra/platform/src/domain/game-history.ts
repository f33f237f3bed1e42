// The player's game rounds as games.getHistory answers them (GameRoundSchema of the contract):
// newest first, amounts as the ledger keeps them (decimal strings with two places).
import type { GameRound, GameRoundMode } from '@omad/contract/api';
import type { Queryable } from '../db/db';

interface RoundRow {
  readonly round_id: string;
  readonly sysname: string;
  readonly name: string;
  readonly provider: string;
  readonly mode: GameRoundMode;
  readonly currency: string;
  readonly bet: string;
  readonly win: string;
  readonly balance_before: string;
  readonly balance_after: string;
  readonly created_at: number;
}

export interface HistoryPage {
  readonly offset: number;
  readonly count: number;
  /** Only rounds of this mode; both when absent. */
  readonly mode?: GameRoundMode;
}

export const roundHistory = async (
  db: Queryable,
  accountId: number,
  page: HistoryPage,
): Promise<{ items: GameRound[]; count: number }> => {
  const where = `where r.account_id = $1 and ($2::text is null or r.mode = $2)`;
  const args = [accountId, page.mode ?? null];
  const [total] = await db.query<{ count: number }>(
    `select count(*)::int as count from game_rounds r ${where}`,
    args,
  );
  const rows = await db.query<RoundRow>(
    `select r.round_id, r.sysname, g.name, g.provider, r.mode, r.currency, r.bet::text as bet,
       r.win::text as win, r.balance_before::text as balance_before,
       r.balance_after::text as balance_after, r.created_at
     from game_rounds r join games g on g.sysname = r.sysname
     ${where}
     order by r.created_at desc, r.id desc limit $3 offset $4`,
    [...args, page.count, page.offset],
  );
  return {
    count: Number(total?.count ?? 0),
    items: rows.map((row) => ({
      id: row.round_id,
      game: { sysname: row.sysname, name: row.name, provider: row.provider },
      mode: row.mode,
      currency: row.currency,
      bet: row.bet,
      win: row.win,
      balance_before: row.balance_before,
      balance_after: row.balance_after,
      created_at: new Date(Number(row.created_at)).toISOString(),
    })),
  };
};
