// cashier.*: deposits, withdrawals and the payment history.
import { DepositInfoSchema, HistoryItemSchema, pageOf } from './entities';
import type { Deposit, DepositInfo, HistoryItem } from './entities';
import type { MethodCaller, Page, PageParams } from './methods';
import type { FormFields } from './wire';

/** The fields of cashier.makedeposit; campaign_offer_id defaults to -1 (no offer). */
export type DepositRequest = Readonly<Omit<Deposit, 'campaign_offer_id' | 'requisites'>> &
  Readonly<Partial<Pick<Deposit, 'campaign_offer_id' | 'requisites'>>>;

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
  cancelWithdrawal: (fields: FormFields): Promise<unknown> =>
    call('cashier.cancelwithdrawal', { body: fields }),

  getBanks: (): Promise<unknown> => call('cashier.getbanks'),

  /** One deposit, e.g. for a payment result page. */
  getDepositInfo: (id: number): Promise<DepositInfo> =>
    call('cashier.getdepositinfo', { params: { id }, schema: DepositInfoSchema }),

  getDepositSettings: (): Promise<unknown> => call('cashier.getdepositsettings'),

  getHistory: (query: HistoryQuery = {}): Promise<Page<HistoryItem>> =>
    call('cashier.gethistory', { params: query, schema: pageOf(HistoryItemSchema) }),

  getWithdrawSettings: (): Promise<unknown> => call('cashier.getwithdrawsettings'),

  /** Starts a deposit; what comes back (a redirect, a form) depends on the method. */
  makeDeposit: ({ campaign_offer_id = -1, ...deposit }: DepositRequest): Promise<unknown> =>
    call('cashier.makedeposit', { body: { ...deposit, campaign_offer_id } }),

  makeWithdrawal: (fields: FormFields): Promise<unknown> =>
    call('cashier.makewithdrawal', { body: fields }),
});
