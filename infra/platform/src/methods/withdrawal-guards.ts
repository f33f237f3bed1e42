// What a withdrawal must pass before money moves (issue 32, spec section 8): a payout
// provider to pay it (none is connected where simulations are off, production included:
// BillingUnavailableException, as for deposits), a confirmed contact of the player
// (UserNeedConfirmContactException), a verified identity above UNVERIFIED_WITHDRAWAL_MAX
// (KycWithdrawalException), and the account's password for a payout destination it never
// withdrew to, so a stolen session cannot send the balance to a new card.
import { ErrorType } from '@omad/contract/api';
import { UNVERIFIED_WITHDRAWAL_MAX } from '../config';
import { hasConfirmedContact } from '../domain/accounts';
import type { AccountRow } from '../domain/accounts';
import { centsOf } from '../domain/money';
import { maskRequisites, payoutFingerprint } from '../domain/requisites';
import { ApiError } from '../http/errors';
import type { CallContext } from '../http/rpc';
import { requireCurrentPassword } from './account-security';

export interface WithdrawalAsked {
  readonly method: string;
  /** Whole units, as the sum rule allows. */
  readonly amount: string;
  readonly requisites: Readonly<Record<string, unknown>>;
}

const fingerprintOf = (call: CallContext, asked: WithdrawalAsked): string =>
  payoutFingerprint(call.services.platformSecret, asked.method, asked.requisites);

/** Throws the refusal a withdrawal meets, or resolves when it may go on. */
export const guardWithdrawal = async (
  call: CallContext,
  account: AccountRow,
  asked: WithdrawalAsked,
): Promise<void> => {
  if (!call.services.simulations) {
    throw new ApiError(ErrorType.BillingUnavailable, 'No payout provider is connected');
  }
  if (!hasConfirmedContact(account)) {
    throw new ApiError(ErrorType.UserNeedConfirmContact, 'Confirm a contact to withdraw');
  }
  const unverifiedMax = UNVERIFIED_WITHDRAWAL_MAX[account.currency];
  if (
    !account.is_verified &&
    unverifiedMax !== undefined &&
    centsOf(asked.amount) > centsOf(unverifiedMax)
  ) {
    throw new ApiError(
      ErrorType.KycWithdrawal,
      `Withdrawals above ${unverifiedMax} ${account.currency} need a verified identity`,
      { data: { max_unverified_amount: unverifiedMax } },
    );
  }
  const [known] = await call.services.db.query(
    'select 1 from payout_destinations where account_id = $1 and fingerprint = $2',
    [account.id, fingerprintOf(call, asked)],
  );
  if (!known) await requireCurrentPassword(call, account);
};

/** Remembers the destination a withdrawal went to (masked), so the next needs no password. */
export const rememberPayoutDestination = async (
  call: CallContext,
  account: AccountRow,
  asked: WithdrawalAsked,
): Promise<void> => {
  await call.services.db.query(
    `insert into payout_destinations (account_id, fingerprint, method, masked, created_at)
     values ($1, $2, $3, $4, $5) on conflict do nothing`,
    [
      account.id,
      fingerprintOf(call, asked),
      asked.method,
      JSON.stringify(maskRequisites(asked.requisites)),
      call.services.now(),
    ],
  );
};
