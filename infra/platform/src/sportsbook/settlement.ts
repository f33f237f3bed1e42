// Settling sports bets. A fixture whose course has run out is ended with its final score (the
// dev route ends one now, with a score it is given); its open legs are then won or lost by
// that score, and a bet whose legs are all decided is settled in a transaction of its own:
// lost (nothing paid), won (its stake times the odds of its legs, a void leg counting 1.00) or
// void (every leg void: the stake back). What it pays is one entry (`sport_win` or
// `sport_refund`, reference `sport_bet:{id}`), written in the transaction that moves the bet
// from `open` under its row lock, so a sweep run twice, or two at once, pays once; a unique
// index on the payout's reference is the second guard. A bet paid with a betting bonus's money
// settles onto that bonus while it is active (its stake counts towards wagering when its
// odds reach BETTING_WAGER_MIN_ODDS, and meeting the requirement releases the bonus's money to
// main), onto main once the bonus is wagered, and is forfeited with a bonus that was given up
// or expired.
import { rewardSettledBet } from './bet-rewards';
import type { Db, Queryable } from '../db/db';
import { BONUS_COLUMNS } from '../domain/bonuses';
import type { BonusRow } from '../domain/bonuses';
import { wagerBonus } from '../domain/bonus-wagering';
import { lockBalances, postEntry } from '../domain/ledger';
import type { BalanceAmounts, BalanceKind } from '../domain/ledger';
import { centsOf } from '../domain/money';
import { FIXTURE_COLUMNS, endFixture } from './book';
import type { FixtureRow } from './book';
import type { Score } from './match-model';
import { combinedOdds, oddsHundredths, payoutOf, selectionWins } from './markets';
import type { Choice, Market } from './markets';
import type { BetFunds } from './placement';

/** A betting bonus counts a settled bet's stake towards its wagering from these odds. */
export const BETTING_WAGER_MIN_ODDS = '1.50';

export type LegResult = 'open' | 'won' | 'lost' | 'void';
export type BetStatus = 'open' | 'won' | 'lost' | 'void' | 'cashed_out';

interface OpenLeg {
  readonly bet_id: number;
  readonly position: number;
  readonly market: Market;
  readonly pick: Choice;
  readonly line: string | null;
}

/**
 * Decides the open legs on an ended fixture by its final score (none: abandoned, every leg
 * void); answers how many.
 */
const decideLegs = async (
  tx: Queryable,
  fixtureId: string,
  score: Score | null,
): Promise<number> => {
  const legs = await tx.query<OpenLeg>(
    `select bet_id, position, market, pick, line::text as line from sport_bet_legs
     where fixture_id = $1 and result = 'open'`,
    [fixtureId],
  );
  for (const leg of legs) {
    const selection = { market: leg.market, pick: leg.pick, line: leg.line };
    const result = score === null ? 'void' : selectionWins(selection, score) ? 'won' : 'lost';
    await tx.query(
      `update sport_bet_legs set result = $3 where bet_id = $1 and position = $2 and result = 'open'`,
      [leg.bet_id, leg.position, result],
    );
  }
  return legs.length;
};

/**
 * Ends a fixture (now, with `score`, its course's final score when undefined, abandoned when
 * null) and decides its legs, in one transaction. Answers false when it had already ended.
 */
export const endAndDecide = (
  db: Db,
  fixtureId: string,
  now: number,
  score?: Score | null,
): Promise<boolean> =>
  db.transaction(async (tx) => {
    const [fixture] = await tx.query<FixtureRow>(
      `select ${FIXTURE_COLUMNS} from sport_fixtures where id = $1 for update`,
      [fixtureId],
    );
    if (!fixture || !(await endFixture(tx, fixture, now, score))) return false;
    const [ended] = await tx.query<{ home: number | null; away: number | null }>(
      'select final_home as home, final_away as away from sport_fixtures where id = $1',
      [fixtureId],
    );
    if (!ended) throw new Error(`fixture ${fixtureId} vanished`);
    await decideLegs(
      tx,
      fixtureId,
      ended.home === null || ended.away === null ? null : { home: ended.home, away: ended.away },
    );
    return true;
  });

export interface BetRow {
  readonly id: number;
  readonly account_id: number;
  readonly kind: 'single' | 'accumulator';
  readonly funds: BetFunds;
  readonly bonus_id: number | null;
  readonly stake: string;
  readonly odds: string;
  readonly status: BetStatus;
}

/** What a bet whose legs are all decided comes to: its status and what it pays back. */
export const outcomeOf = (
  stake: string,
  legs: readonly Readonly<{ result: LegResult; odds: string }>[],
): Readonly<{ status: 'won' | 'lost' | 'void'; payout: string }> | null => {
  if (legs.some((leg) => leg.result === 'open')) return null;
  if (legs.some((leg) => leg.result === 'lost')) return { status: 'lost', payout: '0.00' };
  const counted = legs.filter((leg) => leg.result === 'won');
  if (counted.length === 0) return { status: 'void', payout: stake };
  return { status: 'won', payout: payoutOf(stake, combinedOdds(counted.map((leg) => leg.odds))) };
};

/** Where a bet's payout goes: main money, or back to the betting bonus that paid its stake. */
const payoutBalance = (funds: BetFunds, bonus: BonusRow | undefined): BalanceKind => {
  if (funds === 'main') return 'main';
  return bonus?.status === 'wagered' ? 'main' : 'betting_bonus';
};

/** An open bet, locked with the account's balances and the bonus that paid it. */
export interface LockedBet {
  readonly bet: BetRow;
  readonly balances: BalanceAmounts;
  readonly bonus: BonusRow | undefined;
}

/**
 * Locks an open bet in the lock order of placements, rounds and the cashier: the account's
 * balances, then the bet, then its bonus. Undefined when it is not open (or not `accountId`'s).
 */
export const lockOpenBet = async (
  tx: Queryable,
  betId: number,
  accountId?: number,
): Promise<LockedBet | undefined> => {
  const [owner] = await tx.query<{ account_id: number }>(
    'select account_id from sport_bets where id = $1',
    [betId],
  );
  if (!owner || (accountId !== undefined && owner.account_id !== accountId)) return undefined;
  const balances = await lockBalances(tx, owner.account_id);
  if (!balances) return undefined;
  const [bet] = await tx.query<BetRow>(
    `select id, account_id, kind, funds, bonus_id, stake::text as stake, odds::text as odds,
       status
     from sport_bets where id = $1 and status = 'open' for update`,
    [betId],
  );
  if (!bet) return undefined;
  const [bonus] =
    bet.bonus_id === null
      ? []
      : await tx.query<BonusRow>(`select ${BONUS_COLUMNS} from bonuses where id = $1 for update`, [
          bet.bonus_id,
        ]);
  return { bet, balances, bonus };
};

/**
 * Closes a locked open bet as `status` and pays `payout` back as `kind`: onto main money, or
 * onto the betting bonus that paid it while that is active (`counted` of its stake then counts
 * towards the bonus's wagering), onto main once the bonus is wagered, and with a bonus given
 * up or expired the payout is forfeited (its entry and a bonus_forfeit). One payout per bet.
 */
export const closeBet = async (
  tx: Queryable,
  { bet, balances, bonus }: LockedBet,
  close: Readonly<{
    status: Exclude<BetStatus, 'open'>;
    payout: string;
    kind: 'sport_win' | 'sport_refund' | 'sport_cashout';
    counted: string;
  }>,
  now: number,
): Promise<void> => {
  const closed = await tx.query(
    `update sport_bets set status = $2, payout = $3::numeric, settled_at = $4
     where id = $1 and status = 'open' returning id`,
    [bet.id, close.status, close.payout, now],
  );
  if (closed.length === 0) throw new Error(`bet ${bet.id} was not open`);
  const balance = payoutBalance(bet.funds, bonus);
  const entry = { accountId: bet.account_id, reference: `sport_bet:${bet.id}`, at: now } as const;
  let after = balances[balance];
  if (centsOf(close.payout) > 0n) {
    const paid = await postEntry(tx, { ...entry, balance, amount: close.payout, kind: close.kind });
    if (!paid) throw new Error(`bet ${bet.id}: a payout cannot overdraw`);
    after = paid.after;
  }
  if (!bonus || balance !== 'betting_bonus') return;
  if (bonus.status === 'active') {
    await wagerBonus(
      tx,
      bonus,
      {
        accountId: bet.account_id,
        at: now,
        staked: '0.00',
        counted: close.counted,
        won: close.payout,
      },
      after,
    );
  } else if (centsOf(close.payout) > 0n) {
    // The bonus was given up or expired while the bet ran: its winnings go with it.
    const lost = await postEntry(tx, {
      ...entry,
      balance,
      amount: `-${close.payout}`,
      kind: 'bonus_forfeit',
    });
    if (!lost) throw new Error(`bet ${bet.id}: a forfeit cannot overdraw`);
  }
};

/**
 * Settles one bet whose legs are all decided: status, payout and its entries, once. Answers
 * false when it was no longer open or still has an open leg.
 */
export const settleBet = (db: Db, betId: number, now: number): Promise<boolean> =>
  db.transaction(async (tx) => {
    const locked = await lockOpenBet(tx, betId);
    if (!locked) return false;
    const legs = await tx.query<{ result: LegResult; odds: string }>(
      `select result, odds::text as odds from sport_bet_legs where bet_id = $1 order by position`,
      [betId],
    );
    const outcome = outcomeOf(locked.bet.stake, legs);
    if (!outcome) return false;
    const counts =
      outcome.status !== 'void' &&
      oddsHundredths(locked.bet.odds) >= oddsHundredths(BETTING_WAGER_MIN_ODDS);
    await closeBet(
      tx,
      locked,
      {
        ...outcome,
        kind: outcome.status === 'void' ? 'sport_refund' : 'sport_win',
        counted: counts ? locked.bet.stake : '0.00',
      },
      now,
    );
    await rewardSettledBet(
      tx,
      {
        id: Number(locked.bet.id),
        accountId: locked.bet.account_id,
        stake: locked.bet.stake,
        payout: outcome.payout,
        counts,
      },
      now,
    );
    return true;
  });

/**
 * The sweep: ends every fixture whose course has run out, decides its legs, and settles
 * every open bet that has no open leg left. Answers how many bets it settled.
 */
export const settleSportsBets = async (db: Db, now: number): Promise<number> => {
  const due = await db.query<{ id: string }>(
    'select id from sport_fixtures where ended_at is null and ends_at <= $1 order by ends_at',
    [now],
  );
  for (const { id } of due) await endAndDecide(db, id, now);
  const ready = await db.query<{ id: number }>(
    `select b.id from sport_bets b
     where b.status = 'open'
       and not exists (select 1 from sport_bet_legs l where l.bet_id = b.id and l.result = 'open')
     order by b.id`,
  );
  let settled = 0;
  for (const { id } of ready) if (await settleBet(db, Number(id), now)) settled += 1;
  return settled;
};
