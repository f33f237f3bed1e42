// Changing a deposit limit (responsibleGaming.setDepositLimit and cancelLimitChange). A first
// or lower limit applies at once and drops a waiting raise; a higher one or a removal waits
// out the cooling-off (RESPONSIBLE_GAMING.coolingOffMs) as the period's pending change; the
// same limit again changes nothing. Every change runs under the lock of the player's balances
// row, the one deposits are checked under, and first writes down the changes whose time has
// come, so a deposit never sees half a change.
import { RESPONSIBLE_GAMING } from '../config';
import type { Db, Queryable } from '../db/db';
import type { LimitPeriod } from './deposit-limits';
import { lockBalances } from './ledger';
import { centsOf } from './money';

/** Writes down the account's pending changes whose time has come (see deposit-limits.ts). */
const applyDueChanges = async (tx: Queryable, accountId: number, at: number): Promise<void> => {
  await tx.query(
    `delete from deposit_limit_rules
     where account_id = $1 and pending_applies_at <= $2 and pending_amount is null`,
    [accountId, at],
  );
  await tx.query(
    `update deposit_limit_rules set limit_amount = pending_amount, set_at = pending_applies_at,
       pending_amount = null, pending_applies_at = null
     where account_id = $1 and pending_applies_at <= $2`,
    [accountId, at],
  );
};

interface StoredRule {
  readonly limit_amount: string;
  readonly pending_amount: string | null;
  readonly pending_applies_at: number | null;
}

/** Runs `change` on the period's stored rule under the balances lock, due changes applied. */
const changeRule = (
  db: Db,
  accountId: number,
  period: LimitPeriod,
  at: number,
  change: (tx: Queryable, rule: StoredRule | undefined) => Promise<void>,
): Promise<void> =>
  db.transaction(async (tx) => {
    if (!(await lockBalances(tx, accountId)))
      throw new Error(`account ${accountId} has no balances`);
    await applyDueChanges(tx, accountId, at);
    const [rule] = await tx.query<StoredRule>(
      `select limit_amount::text as limit_amount, pending_amount::text as pending_amount,
         pending_applies_at
       from deposit_limit_rules where account_id = $1 and period = $2`,
      [accountId, period],
    );
    await change(tx, rule);
  });

const WHERE_RULE = 'where account_id = $1 and period = $2';

/** Sets the period's limit to `amount` (a decimal string), or removes it with null. */
export const setDepositLimit = (
  db: Db,
  accountId: number,
  period: LimitPeriod,
  amount: string | null,
  at: number,
): Promise<void> =>
  changeRule(db, accountId, period, at, async (tx, rule) => {
    const waitUntil = at + RESPONSIBLE_GAMING.coolingOffMs;
    const pend = (pendingAmount: string | null) =>
      tx.query(
        `update deposit_limit_rules set pending_amount = $3, pending_applies_at = $4 ${WHERE_RULE}`,
        [accountId, period, pendingAmount, waitUntil],
      );
    const waiting = rule?.pending_applies_at !== null && rule?.pending_applies_at !== undefined;
    if (amount === null) {
      // Nothing to remove, or its removal is already waiting (its clock keeps running).
      if (!rule || (waiting && rule.pending_amount === null)) return;
      await pend(null);
      return;
    }
    if (!rule) {
      await tx.query(
        `insert into deposit_limit_rules (account_id, period, limit_amount, set_at)
         values ($1, $2, $3, $4)`,
        [accountId, period, amount, at],
      );
      return;
    }
    const asked = centsOf(amount);
    const current = centsOf(rule.limit_amount);
    if (asked < current) {
      await tx.query(
        `update deposit_limit_rules set limit_amount = $3, set_at = $4, pending_amount = null,
           pending_applies_at = null ${WHERE_RULE}`,
        [accountId, period, amount, at],
      );
    } else if (
      asked > current &&
      !(waiting && rule.pending_amount !== null && centsOf(rule.pending_amount) === asked)
    ) {
      await pend(amount);
    }
  });

/** Drops the period's waiting raise or removal; the limit in force stays. */
export const cancelLimitChange = (
  db: Db,
  accountId: number,
  period: LimitPeriod,
  at: number,
): Promise<void> =>
  changeRule(db, accountId, period, at, async (tx, rule) => {
    if (!rule) return;
    await tx.query(
      `update deposit_limit_rules set pending_amount = null, pending_applies_at = null
       ${WHERE_RULE}`,
      [accountId, period],
    );
  });
