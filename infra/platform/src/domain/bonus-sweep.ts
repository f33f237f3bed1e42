// The bonus sweep (on the platform's sweep timer; tests call platform.sweepBonuses() after
// moving their clock): bonuses and free-spin packs whose deadlines have passed end here, so a
// bonus's money never outlives its window (rounds and activation also refuse a bonus past its
// deadline before the sweep reaches it).
import type { Db } from '../db/db';
import { BONUS_COLUMNS, forfeitBonus } from './bonuses';
import type { BonusRow } from './bonuses';
import { expirePacks } from './freespins';
import { lockBalances } from './ledger';

/**
 * A new bonus past its activation deadline expires (nothing moves); an active one past its
 * wagering deadline is forfeited and expires, each in its own transaction under the account's
 * balances lock; active packs past their deadline expire. Answers how many it ended.
 */
export const sweepBonuses = async (db: Db, at: number): Promise<number> => {
  const unused = await db.query(
    `update bonuses set status = 'expired', remaining = null, finished_at = $1
     where status = 'new' and expires_at <= $1 returning id`,
    [at],
  );
  const due = await db.query<{ id: number; account_id: number }>(
    `select id, account_id from bonuses where status = 'active' and expires_at <= $1
     order by expires_at, id limit 500`,
    [at],
  );
  let ended = unused.length;
  for (const { id, account_id: accountId } of due) {
    const expired = await db.transaction(async (tx) => {
      const balances = await lockBalances(tx, accountId);
      if (!balances) return false;
      const [bonus] = await tx.query<BonusRow>(
        `select ${BONUS_COLUMNS} from bonuses
         where id = $1 and status = 'active' and expires_at <= $2 for update`,
        [id, at],
      );
      if (!bonus) return false;
      await forfeitBonus(tx, bonus, balances, 'expired', at);
      return true;
    });
    if (expired) ended += 1;
  }
  return ended + (await expirePacks(db, at));
};
