// Cashbacks made and ended by the sweep (the rule is cashbacks.ts): once a week has settled,
// each player with a real-money net loss in it (game rounds and settled sports bets) gets one active cashback (once per player and
// period, a unique index makes sure), to be taken within CASHBACK.takeWithinMs; an active
// cashback not taken by then turns expired.
import type { Db, Queryable } from '../db/db';
import { CASHBACK, cashbackOfLoss, weekToCompute } from './cashbacks';
import type { CashbackPeriod } from './cashbacks';

/**
 * Computes the cashbacks of `period` (every player's, or one account's) and answers the ids
 * made; a player who already has one for the period keeps it. Losses are summed as SQL
 * numerics, in the account's currency, from main-money rounds and sports bets only.
 */
export const computeCashbacks = async (
  db: Queryable,
  period: CashbackPeriod,
  at: number,
  accountId: number | null = null,
): Promise<number[]> => {
  // A sports bet counts in the week it was settled, once its result is known: an open bet
  // may still win.
  const losses = await db.query<{ account_id: number; currency: string; loss: string }>(
    `select p.account_id, a.currency, sum(p.loss)::numeric(20, 2)::text as loss
     from (
       select r.account_id, r.currency, r.bet - r.win as loss from game_rounds r
       where r.account_id is not null and r.funds = 'main'
         and r.created_at >= $1 and r.created_at < $2
       union all
       select b.account_id, b.currency, b.stake - b.payout from sport_bets b
       where b.funds = 'main' and b.status <> 'open'
         and b.settled_at >= $1 and b.settled_at < $2
     ) p join accounts a on a.id = p.account_id
     where p.currency = a.currency and ($3::int is null or p.account_id = $3)
     group by p.account_id, a.currency
     having sum(p.loss) > 0
     order by p.account_id`,
    [period.start, period.end, accountId],
  );
  const made: number[] = [];
  for (const { account_id, currency, loss } of losses) {
    const amount = cashbackOfLoss(loss, CASHBACK.percent);
    if (amount === null) continue;
    const [row] = await db.query<{ id: number }>(
      `insert into cashbacks (account_id, amount, currency, percent, period_start, end_date,
         status, receiving_expired_at, created_at)
       values ($1, $2::numeric, $3, $4, $5, $6, 'active', $7, $8)
       on conflict (account_id, period_start) do nothing
       returning id`,
      [
        account_id,
        amount,
        currency,
        CASHBACK.percent,
        period.start,
        period.end,
        period.end + CASHBACK.takeWithinMs,
        at,
      ],
    );
    if (row) made.push(Number(row.id));
  }
  return made;
};

/** Active cashbacks whose time to be taken has passed turn expired; answers how many. */
export const expireCashbacks = async (db: Queryable, at: number): Promise<number> =>
  (
    await db.query(
      `update cashbacks set status = 'expired'
       where status = 'active' and receiving_expired_at <= $1 returning id`,
      [at],
    )
  ).length;

/**
 * The sweep: computes the week that settled last (once per process and week; the unique
 * index keeps other processes and restarts from doubling it) and expires what is due.
 * Answers how many cashbacks it made or expired.
 */
export const cashbackSweep = (db: Db, now: () => number): (() => Promise<number>) => {
  let computedWeek: number | undefined;
  return async () => {
    const at = now();
    const week = weekToCompute(at);
    let changed = 0;
    // In the first minutes of a week the last settled week is the one before the last, whose
    // cashbacks could no longer be taken: it was computed while it could.
    if (computedWeek !== week.start && week.end + CASHBACK.takeWithinMs > at) {
      changed += (await computeCashbacks(db, week, at)).length;
      computedWeek = week.start;
    }
    return changed + (await expireCashbacks(db, at));
  };
};
