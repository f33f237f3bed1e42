// What a real-money round stakes and how its money moves. First a free spin: a pack of this
// game whose bet is the round's bet pays the stake (no bet entry); its win goes to the live
// casino bonus (bonus balance, added to the bonus's money) or, without one, to main. Then bonus
// money: while the live casino bonus's money covers the bet, the round stakes it (bet and win
// on the bonus balance, the bonus's remaining following), the stake counts towards wagering,
// and once the requirement is met what is left moves to main (bonus_release) and the bonus is
// `wagered`, in that round's transaction, once. Otherwise main money, as before. The caller
// holds the session row and the balances row; packs and bonuses are locked after them.
import type { Queryable } from '../db/db';
import { activeCasinoBonus, isLive } from '../domain/bonuses';
import { wagerBonus } from '../domain/bonus-wagering';
import type { BonusRow } from '../domain/bonuses';
import { livePack, takeSpin } from '../domain/freespins';
import type { PackRow } from '../domain/freespins';
import { postEntry } from '../domain/ledger';
import type { BalanceAmounts, Movement } from '../domain/ledger';
import { centsOf } from '../domain/money';
import { invalidParameter } from '../http/errors';

/** What a real round's stake was paid with (game_rounds.funds; the contract's RoundFunds). */
export type RealFunds = 'main' | 'bonus' | 'freespins';

export type Stake =
  | Readonly<{ funds: 'main' }>
  | Readonly<{ funds: 'bonus'; bonus: BonusRow }>
  | Readonly<{ funds: 'freespins'; pack: PackRow; bonus: BonusRow | undefined }>;

const lower = (a: string, b: string): string => (centsOf(a) < centsOf(b) ? a : b);

/** Bonus money a round may stake: the bonus's own, never more than the balance holds. */
const spendable = (bonus: BonusRow, bonusBalance: string): string =>
  lower(bonus.remaining ?? '0.00', bonusBalance);

/** A round's place: who plays what, and the balances as locked. */
export interface RealRound {
  readonly accountId: number;
  readonly sysname: string;
  readonly roundId: string;
  readonly bet: string;
  readonly balances: BalanceAmounts;
  readonly at: number;
}

/**
 * What the round stakes; undefined when nothing covers the bet. A pack of this game at another
 * bet refuses the round (`bet: INVALID`): its spins come first, at its bet.
 */
export const chooseStake = async (tx: Queryable, round: RealRound): Promise<Stake | undefined> => {
  const pack = await livePack(tx, round.accountId, round.sysname, round.at, true);
  const active = await activeCasinoBonus(tx, round.accountId);
  const bonus = active && isLive(active, round.at) ? active : undefined;
  if (pack) {
    if (centsOf(pack.bet) !== centsOf(round.bet)) throw invalidParameter('bet', 'INVALID');
    return { funds: 'freespins', pack, bonus };
  }
  if (bonus && centsOf(spendable(bonus, round.balances.bonus)) >= centsOf(round.bet)) {
    return { funds: 'bonus', bonus };
  }
  if (centsOf(round.balances.main) < centsOf(round.bet)) return undefined;
  return { funds: 'main' };
};

/**
 * Moves a real round's money as its stake says; answers the balance it staked (a free spin:
 * the one its win goes to) before the bet and after the win, or undefined when the debit did
 * not fit. `debited` runs right after the stake is taken (the round's failpoint).
 */
export const settleReal = async (
  tx: Queryable,
  stake: Stake,
  round: RealRound,
  win: string,
  debited: () => void,
): Promise<Movement | undefined> => {
  const entry = { accountId: round.accountId, reference: round.roundId, at: round.at };
  if (stake.funds === 'freespins') {
    await takeSpin(tx, stake.pack, round.at);
    debited();
    const target = stake.bonus ? 'bonus' : 'main';
    const held = round.balances[target];
    if (centsOf(win) === 0n) return { before: held, after: held };
    const credit = await postEntry(tx, { ...entry, balance: target, amount: win, kind: 'win' });
    if (!credit) throw new Error('a win cannot overdraw');
    if (stake.bonus) {
      await tx.query('update bonuses set remaining = remaining + $2::numeric where id = $1', [
        stake.bonus.id,
        win,
      ]);
    }
    return credit;
  }
  const balance = stake.funds;
  const debit = await postEntry(tx, { ...entry, balance, amount: `-${round.bet}`, kind: 'bet' });
  if (!debit) return undefined;
  debited();
  let moved: Movement = debit;
  if (centsOf(win) > 0n) {
    const credit = await postEntry(tx, { ...entry, balance, amount: win, kind: 'win' });
    if (!credit) throw new Error('a win cannot overdraw');
    moved = { before: debit.before, after: credit.after };
  }
  if (stake.funds === 'bonus') {
    await wagerBonus(
      tx,
      stake.bonus,
      { accountId: round.accountId, at: round.at, staked: round.bet, counted: round.bet, won: win },
      moved.after,
    );
  }
  return moved;
};

/** What a real-money frame shows and offers next (the round endpoint answers it too). */
export interface FrameWallet {
  readonly main: string;
  /** Bonus money the next round may stake (the live casino bonus's); null without one. */
  readonly bonus: string | null;
  /** The pack the next round uses, at its bet: spins left and the bet; null without one. */
  readonly freespins: Readonly<{ count: number; bet: string }> | null;
}

export const frameWallet = async (
  db: Queryable,
  accountId: number,
  sysname: string,
  at: number,
): Promise<FrameWallet> => {
  const [held] = await db.query<{ main: string; bonus: string }>(
    'select main::text as main, bonus::text as bonus from balances where account_id = $1',
    [accountId],
  );
  if (!held) throw new Error(`account ${accountId} has no balances`);
  const [bonus] = await db.query<{ remaining: string | null }>(
    `select remaining::text as remaining from bonuses
     where account_id = $1 and kind = 'casino' and status = 'active'
       and (expires_at is null or expires_at > $2)`,
    [accountId, at],
  );
  const pack = await livePack(db, accountId, sysname, at, false);
  return {
    main: held.main,
    bonus: bonus ? lower(bonus.remaining ?? '0.00', held.bonus) : null,
    freespins: pack ? { count: pack.remaining_count, bet: pack.bet } : null,
  };
};
