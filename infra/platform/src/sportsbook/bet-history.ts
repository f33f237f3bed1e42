// Sports bets as the bet history shows them (games.getHistory's items, the export's records):
// each bet's details in the contract's SportBet shape, and the balance its stake was paid
// from, before and after the stake. A bet's row keeps no balances, so they are counted from
// the ledger, which holds every movement of a balance since its opening entry: the balance
// after the stake is the sum of that balance's entries up to the stake's own.
import type { SportBet } from '@omad/contract/api';
import type { Locale } from '../config';
import type { Queryable } from '../db/db';
import { legsOf } from './bet-views';

export interface HistoryBet {
  readonly sport: SportBet;
  readonly balance_before: string;
  readonly balance_after: string;
}

/** The history's view of the bets `betIds` (the account's own), by bet id. */
export const historyBets = async (
  db: Queryable,
  accountId: number,
  betIds: readonly number[],
  locale: Locale,
  now: number,
): Promise<Map<number, HistoryBet>> => {
  if (betIds.length === 0) return new Map();
  const bets = await db.query<{
    id: number;
    kind: string;
    status: string;
    odds: string;
    before: string;
    after: string;
  }>(
    `select b.id, b.kind, b.status, b.odds::text as odds,
       (sum(l.amount) + b.stake)::numeric(20, 2)::text as before,
       sum(l.amount)::numeric(20, 2)::text as after
     from sport_bets b
     join ledger_entries stake on stake.account_id = b.account_id and stake.kind = 'sport_bet'
       and stake.reference = 'sport_bet:' || b.id
     join ledger_entries l on l.account_id = b.account_id and l.balance = b.funds
       and l.id <= stake.id
     where b.account_id = $1 and b.id = any($2::bigint[])
     group by b.id`,
    [accountId, betIds],
  );
  const legs = await legsOf(db, betIds, locale, now);
  return new Map(
    bets.map((bet) => [
      Number(bet.id),
      {
        balance_before: bet.before,
        balance_after: bet.after,
        sport: {
          kind: bet.kind,
          status: bet.status,
          odds: bet.odds,
          legs: (legs.get(Number(bet.id)) ?? []).map(({ view }) => ({
            event: `${view.home} – ${view.away}`,
            sport: view.sport,
            market: view.market,
            pick: view.pick,
            line: view.line,
            odds: view.odds,
            result: view.result,
            score: view.score,
          })),
        },
      },
    ]),
  );
};
