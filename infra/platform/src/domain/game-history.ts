// The player's game rounds and sports bets as games.getHistory answers them (GameHistorySchema
// of the contract): newest first, amounts as the ledger keeps them (decimal strings with two
// places), and the totals of everything the filter matches (every page), summed as SQL
// numerics. A sports bet carries its details (`sport`) in the call's locale.
import type { GameRound, GameRoundMode, RoundFundsKind, RoundTotals } from '@omad/contract/api';
import type { Locale } from '../config';
import type { Queryable } from '../db/db';
import { historyBets } from '../sportsbook/bet-history';
import { PLAYS } from './plays';

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
  /** Null for a sports bet: counted from the ledger for the rows shown. */
  readonly balance_before: string | null;
  readonly balance_after: string | null;
  readonly created_at: number;
  readonly sport_bet: number | null;
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

/** The filter's where clause over `${PLAYS} r join games g`, and its arguments ($1-$5). */
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
  view: Readonly<{ locale: Locale; now: number }>,
): Promise<{ items: GameRound[]; count: number; totals: RoundTotals }> => {
  const { where, args } = whereOf(accountId, page);
  const from = `from ${PLAYS} r join games g on g.sysname = r.sysname`;
  const [total] = await db.query<{ count: number; bet: string; win: string; net: string }>(
    `select count(*)::int as count, coalesce(sum(r.bet), 0)::numeric(20, 2)::text as bet,
       coalesce(sum(r.win), 0)::numeric(20, 2)::text as win,
       coalesce(sum(r.win) - sum(r.bet), 0)::numeric(20, 2)::text as net
     ${from} ${where}`,
    args,
  );
  const rows = await db.query<RoundRow>(
    `select r.id as round_id, r.sysname, g.name, g.provider, g.type, r.mode, r.funds,
       r.currency, r.bet::text as bet, r.win::text as win,
       r.balance_before::text as balance_before, r.balance_after::text as balance_after,
       r.created_at, r.sport_bet
     ${from} ${where}
     order by r.created_at desc, r.seq desc limit $6 offset $7`,
    [...args, page.count, page.offset],
  );
  const betIds = rows.flatMap((row) => (row.sport_bet === null ? [] : [Number(row.sport_bet)]));
  const bets = await historyBets(db, accountId, betIds, view.locale, view.now);
  return {
    count: Number(total?.count ?? 0),
    items: rows.map((row): GameRound => {
      const bet = row.sport_bet === null ? undefined : bets.get(Number(row.sport_bet));
      // A bet's stake and its ledger entry are written in one transaction.
      if (row.sport_bet !== null && !bet) throw new Error(`sports bet ${row.sport_bet} unread`);
      return {
        id: row.round_id,
        game: { sysname: row.sysname, name: row.name, provider: row.provider, type: row.type },
        mode: row.mode,
        funds: row.funds,
        currency: row.currency,
        bet: row.bet,
        win: row.win,
        balance_before: bet?.balance_before ?? row.balance_before ?? '',
        balance_after: bet?.balance_after ?? row.balance_after ?? '',
        created_at: new Date(Number(row.created_at)).toISOString(),
        ...(bet ? { sport: bet.sport } : {}),
      };
    }),
    totals: {
      bet: total?.bet ?? '0.00',
      win: total?.win ?? '0.00',
      net: total?.net ?? '0.00',
    },
  };
};
