// POST /api/_dev/notify: queues a loyalty notification for an account, so a test can watch
// the storefront toast it (once) on its next loyalty.getnotifications.
import type { LoyaltyNotification } from '@omad/contract/api';
import type { Queryable } from '../db/db';
import type { AccountRow } from '../domain/accounts';
import { LOYALTY_TRIGGERS, queueNotification } from '../domain/loyalty-notifications';
import { invalidParameter } from '../http/errors';
import { optionalString, requiredString } from '../http/params';
import type { Params } from '../http/params';

const typePattern = /^[a-z][a-z0-9_]{0,31}$/;
const amountPattern = /^-?\d{1,15}(\.\d{1,2})?$/;

const optionalAmount = (params: Params): number | null => {
  const amount = optionalString(params, 'amount');
  if (amount === undefined) return null;
  if (!amountPattern.test(amount)) throw invalidParameter('amount', 'INVALID');
  return Number(amount);
};

/** Queues what the params describe; `amount_type` and `image` are optional like `amount`. */
export const notify = async (
  db: Queryable,
  account: AccountRow,
  params: Params,
  createdAt: number,
): Promise<LoyaltyNotification> => {
  const trigger = requiredString(params, 'trigger');
  if (!LOYALTY_TRIGGERS.includes(trigger)) throw invalidParameter('trigger', 'INVALID');
  const type = requiredString(params, 'type');
  if (!typePattern.test(type)) throw invalidParameter('type', 'INVALID');
  return queueNotification(
    db,
    account.id,
    {
      trigger,
      type,
      title: requiredString(params, 'title'),
      message: requiredString(params, 'message'),
      amount: optionalAmount(params),
      amountType: optionalString(params, 'amount_type') ?? null,
      image: optionalString(params, 'image') ?? null,
    },
    createdAt,
  );
};
