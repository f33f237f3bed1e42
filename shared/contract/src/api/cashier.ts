// cashier.*: deposits, withdrawals and the payment history. Every call that moves money
// carries an idempotency key: the same key is the same request, so a double click or a
// retried request moves money once (newIdempotencyKey makes one per attempt).
import * as v from 'valibot';
import {
  BankSchema,
  CashierHistorySchema,
  DepositInfoSchema,
  DepositSettingsSchema,
  DepositStartSchema,
  WithdrawSettingsSchema,
} from './entities';
import type {
  Bank,
  CashierHistory,
  CashierTransaction,
  Deposit,
  DepositInfo,
  DepositSettings,
  DepositStart,
  WithdrawSettings,
} from './entities';
import type { MethodCaller, PageParams } from './methods';

/** A fresh idempotency key for one attempt to move money (what the platform accepts). */
export const newIdempotencyKey = (): string => crypto.randomUUID();

/** The fields of cashier.makedeposit; campaign_offer_id defaults to -1 (no offer). */
export type DepositRequest = Readonly<Omit<Deposit, 'campaign_offer_id' | 'requisites'>> &
  Readonly<Partial<Pick<Deposit, 'campaign_offer_id' | 'requisites'>>> &
  Readonly<{ idempotency_key: string }>;

/** The fields of cashier.makewithdrawal. */
export type WithdrawalRequest = Readonly<{
  method: string;
  /** Digits only (spec section 5, the sum rule). */
  amount: string;
  requisites: Readonly<Record<string, string>>;
  idempotency_key: string;
  /**
   * The account's password, needed when `requisites` name a payout destination the player
   * never withdrew to (refused with `{ password: ['REQUIRED' | 'INVALID'] }`).
   */
  password?: string;
}>;

/** Which transactions cashier.gethistory lists. */
export type HistoryType = 'deposit' | 'withdrawal' | 'all';

/** The query of cashier.gethistory. */
export type HistoryQuery = PageParams &
  Readonly<{
    type?: HistoryType;
    /** Only transactions in these statuses. */
    statuses?: readonly string[];
  }>;

export const cashierApi = (call: MethodCaller) => ({
  /** Cancels a pending withdrawal; its amount goes back to the main balance once. */
  cancelWithdrawal: (id: number): Promise<CashierTransaction> =>
    call('cashier.cancelwithdrawal', { body: { id }, schema: DepositInfoSchema }),

  getBanks: (): Promise<Bank[]> => call('cashier.getbanks', { schema: v.array(BankSchema) }),

  /** One deposit, e.g. for a payment result page. */
  getDepositInfo: (id: number): Promise<DepositInfo> =>
    call('cashier.getdepositinfo', { params: { id }, schema: DepositInfoSchema }),

  getDepositSettings: (): Promise<DepositSettings> =>
    call('cashier.getdepositsettings', { schema: DepositSettingsSchema }),

  getHistory: (query: HistoryQuery = {}): Promise<CashierHistory> =>
    call('cashier.gethistory', { params: query, schema: CashierHistorySchema }),

  getWithdrawSettings: (): Promise<WithdrawSettings> =>
    call('cashier.getwithdrawsettings', { schema: WithdrawSettingsSchema }),

  /** Starts a deposit: the transaction (status new) and the provider page to pay on. */
  makeDeposit: ({ campaign_offer_id = -1, ...deposit }: DepositRequest): Promise<DepositStart> =>
    call('cashier.makedeposit', {
      body: { ...deposit, campaign_offer_id },
      schema: DepositStartSchema,
    }),

  /**
   * Takes the amount off the main balance at once; the withdrawal is then pending. Refused
   * with UserNeedConfirmContactException while the player has no confirmed contact, with
   * KycWithdrawalException above the platform's unverified amount when the identity is not
   * verified, with `{ password: [...] }` for a new payout destination without the password,
   * and with BillingUnavailableException where no payout provider is connected.
   */
  makeWithdrawal: (request: WithdrawalRequest): Promise<CashierTransaction> =>
    call('cashier.makewithdrawal', { body: request, schema: DepositInfoSchema }),
});
