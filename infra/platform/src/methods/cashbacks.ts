// cashbacks.payout and cashbacks.remove: the player takes an active cashback (its amount goes to
// the main balance through the ledger, once: a retry answers the paid-out cashback and moves
// nothing) or declines it. Each answers the cashback as it now is (CashbackSchema). Taking one
// is refused while a time-out or self-exclusion is in force (cashback is a promotion);
// declining stays open.
import { refuseWhileExcluded } from '../domain/exclusion';
import { lockBalances, postEntry } from '../domain/ledger';
import { invalidParameter } from '../http/errors';
import { requireAccount, requireUser } from '../http/guards';
import { requiredString } from '../http/params';
import type { CallContext, MethodHandlers } from '../http/rpc';
import { CASHBACK_COLUMNS, cashbackView } from './cashbacks-list';
import type { CashbackRow } from './cashbacks-list';

const FIELD = 'cashback_id';

/** The cashback id of the call: a positive whole number that fits a serial. */
const cashbackIdOf = (call: CallContext): number => {
  const text = requiredString(call.params, FIELD);
  if (!/^[1-9]\d{0,8}$/.test(text)) throw invalidParameter(FIELD, 'INVALID');
  return Number(text);
};

/** Past its time to be taken, whether the sweep has marked it expired yet or not. */
const isPastDeadline = (row: CashbackRow, at: number): boolean =>
  row.status === 'expired' || (row.receiving_expired_at !== null && row.receiving_expired_at <= at);

/** Why a cashback cannot be taken or declined: taken, declined, or past its time. */
const notActive = (row: CashbackRow, at: number) => {
  if (row.status === 'paid_out') return invalidParameter(FIELD, 'ALREADY_USED');
  if (row.status === 'removed') return invalidParameter(FIELD, 'INVALID');
  return invalidParameter(FIELD, isPastDeadline(row, at) ? 'EXPIRED' : 'INVALID');
};

const payout = async (call: CallContext) => {
  const account = await requireAccount(call);
  const id = cashbackIdOf(call);
  const { db, now } = call.services;
  const at = now();
  const row = await db.transaction(async (tx) => {
    const [cashback] = await tx.query<CashbackRow>(
      `select ${CASHBACK_COLUMNS} from cashbacks where id = $1 and account_id = $2 for update`,
      [id, account.id],
    );
    if (!cashback) throw invalidParameter(FIELD, 'NOT_FOUND');
    if (cashback.status === 'paid_out') return cashback;
    if (cashback.status !== 'active' || isPastDeadline(cashback, at)) {
      throw notActive(cashback, at);
    }
    refuseWhileExcluded(account, at);
    // Only the account's own currency can land on its main balance.
    if (cashback.currency !== account.currency) throw invalidParameter(FIELD, 'INVALID');
    await lockBalances(tx, account.id);
    const moved = await postEntry(tx, {
      accountId: account.id,
      balance: 'main',
      amount: cashback.amount,
      kind: 'cashback',
      reference: `cashback:${id}`,
      at,
    });
    if (!moved) throw new Error(`account ${account.id} has no balances`);
    const [paid] = await tx.query<CashbackRow>(
      `update cashbacks set status = 'paid_out', paid_out_at = $2 where id = $1
       returning ${CASHBACK_COLUMNS}`,
      [id, at],
    );
    if (!paid) throw new Error(`cashback ${id} vanished while locked`);
    return paid;
  });
  return cashbackView(row, call.locale);
};

const remove = async (call: CallContext) => {
  const { accountId } = await requireUser(call);
  const id = cashbackIdOf(call);
  const { db, now } = call.services;
  const at = now();
  const [removed] = await db.query<CashbackRow>(
    `update cashbacks set status = 'removed'
     where id = $1 and account_id = $2 and status = 'active'
       and (receiving_expired_at is null or receiving_expired_at > $3)
     returning ${CASHBACK_COLUMNS}`,
    [id, accountId, at],
  );
  if (removed) return cashbackView(removed, call.locale);
  const [current] = await db.query<CashbackRow>(
    `select ${CASHBACK_COLUMNS} from cashbacks where id = $1 and account_id = $2`,
    [id, accountId],
  );
  if (!current) throw invalidParameter(FIELD, 'NOT_FOUND');
  // Declining again answers what the first time did.
  if (current.status === 'removed') return cashbackView(current, call.locale);
  throw notActive(current, at);
};

export const cashbacksMethods = {
  'cashbacks.payout': payout,
  'cashbacks.remove': remove,
} satisfies MethodHandlers;
