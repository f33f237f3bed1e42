// The cashier's entities (spec section 3: deposit, deposit limit, deposit info, history items)
// and the shapes of the cashier.* answers, as valibot schemas re-exported by entities.ts.
// Every amount is an exact decimal string (entities-money.ts).
import * as v from 'valibot';
import { DecimalSchema, MoneySchema } from './entities-money';

/** The fields of a deposit request (cashier.makedeposit). */
export const DepositSchema = v.object({
  /** Payment method sysname from the deposit settings. */
  method: v.string(),
  /** Amount in the account currency: digits only (spec section 5, the sum rule). */
  amount: v.string(),
  /** The campaign offer to take with the deposit; -1 for none. */
  campaign_offer_id: v.optional(v.number(), -1),
  /** Method-specific payer details (card, bank, phone...). */
  requisites: v.optional(v.record(v.string(), v.unknown()), {}),
});
export type Deposit = v.InferOutput<typeof DepositSchema>;

/** The period a deposit limit counts over. */
export const DepositLimitPeriod = {
  None: 'none',
  Day: 'day',
  Week: 'week',
  Month: 'month',
} as const;

/** account.getDepositLimit: the responsible-gaming deposit limit. */
export const DepositLimitSchema = v.object({
  /** What may still be deposited in the current period; null without a limit. */
  available_amount: v.nullable(DecimalSchema),
  /** False while a recent change locks the limit. */
  can_edit: v.boolean(),
  /** When the current period ends (ISO time); null without a limit. */
  expired_at: v.nullable(v.string()),
  /** The limit per period; null without a limit. */
  limit_amount: v.nullable(DecimalSchema),
  /** See DepositLimitPeriod. */
  period: v.optional(v.string(), DepositLimitPeriod.None),
});
export type DepositLimit = v.InferOutput<typeof DepositLimitSchema>;

/**
 * Where a cashier transaction stands: new (asked for), pending (the provider or the
 * operator has it), then success, fail or cancel, which never change again.
 */
export const CashierStatus = {
  New: 'new',
  Pending: 'pending',
  Success: 'success',
  Fail: 'fail',
  Cancel: 'cancel',
} as const;
export type CashierStatusName = (typeof CashierStatus)[keyof typeof CashierStatus];

/** True for a status that never changes again. */
export const isFinalStatus = (status: string): boolean =>
  status === CashierStatus.Success ||
  status === CashierStatus.Fail ||
  status === CashierStatus.Cancel;

/**
 * A deposit or withdrawal: cashier.getdepositinfo (the result pages, the receipt), the items of
 * cashier.gethistory, and the answers of makewithdrawal and cancelwithdrawal.
 */
export const DepositInfoSchema = v.object({
  id: v.number(),
  /** Payer details the deposit was made with. */
  requisites: v.nullable(v.record(v.string(), v.unknown())),
  /** Payment method sysname. */
  method: v.string(),
  /** 'deposit' or 'withdrawal'. */
  type: v.string(),
  created_at: v.string(),
  updated_at: v.nullable(v.string()),
  amount: MoneySchema,
  /** See CashierStatus (the platform may send others). */
  status: v.string(),
  /** The site domain the deposit was made on. */
  domain: v.nullable(v.string()),
});
export type DepositInfo = v.InferOutput<typeof DepositInfoSchema>;
/** A withdrawal has the same fields as a deposit. */
export type CashierTransaction = DepositInfo;

/** A cashier history entry (cashier.gethistory); other fields depend on the tab. */
export const HistoryItemSchema = v.looseObject({ id: v.number(), created_at: v.string() });
export type HistoryItem = v.InferOutput<typeof HistoryItemSchema>;

/** One field of payer details a method asks for, with its spec section 5 input mask. */
export const RequisiteFieldSchema = v.object({
  /** The key in `requisites`, e.g. 'card_number'. */
  name: v.string(),
  /** Validation kind: 'text', 'cardHolder' or 'phone'. */
  type: v.string(),
  /** '#' a digit, '@' a letter, '*' either; null for free text. */
  mask: v.nullable(v.string()),
  required: v.boolean(),
});
export type RequisiteField = v.InferOutput<typeof RequisiteFieldSchema>;

/** A payment method with its bounds in the player's currency. */
export const PaymentMethodSchema = v.object({
  sysname: v.string(),
  name: v.string(),
  /** 'card' or 'wallet'. */
  type: v.string(),
  /** Logo url. */
  icon: v.string(),
  currency: v.string(),
  /** Least and most per payment, inclusive. */
  min: DecimalSchema,
  max: DecimalSchema,
  requisites: v.array(RequisiteFieldSchema),
  /** A withdrawal to this method names the payer's bank (cashier.getbanks). */
  needs_bank: v.boolean(),
});
export type PaymentMethod = v.InferOutput<typeof PaymentMethodSchema>;

/** cashier.getdepositsettings. */
export const DepositSettingsSchema = v.object({ methods: v.array(PaymentMethodSchema) });
export type DepositSettings = v.InferOutput<typeof DepositSettingsSchema>;

/** cashier.getwithdrawsettings: the methods, and what can be withdrawn (main balance only). */
export const WithdrawSettingsSchema = v.object({
  methods: v.array(PaymentMethodSchema),
  withdrawable: MoneySchema,
  /** True while a casino bonus is active: a withdrawal forfeits it (warn before sending). */
  forfeits_bonus: v.optional(v.boolean(), false),
});
export type WithdrawSettings = v.InferOutput<typeof WithdrawSettingsSchema>;

/** A bank (cashier.getbanks). */
export const BankSchema = v.object({ id: v.number(), name: v.string() });
export type Bank = v.InferOutput<typeof BankSchema>;

/** How the payment page opens (spec section 2): here, in a new window, or in a phone app. */
export const PaymentView = {
  SameWindow: 'same_window',
  NewWindow: 'new_window',
  Mobile: 'mobile',
} as const;
export type PaymentViewName = (typeof PaymentView)[keyof typeof PaymentView];

/** cashier.makedeposit: the deposit made (status new) and where the player pays for it. */
export const DepositStartSchema = v.object({
  transaction: DepositInfoSchema,
  payment: v.object({
    /** The payment provider's page. */
    url: v.string(),
    /** See PaymentView. */
    view: v.picklist([PaymentView.SameWindow, PaymentView.NewWindow, PaymentView.Mobile]),
  }),
});
export type DepositStart = v.InferOutput<typeof DepositStartSchema>;

/**
 * account.getcurrencyrates: what one unit of each offered currency is worth in `base` (the
 * account's currency), as decimal text with up to six places ('12650.000000').
 */
export const CurrencyRatesSchema = v.object({
  base: v.string(),
  rates: v.array(v.object({ currency: v.string(), rate: v.string() })),
});
export type CurrencyRates = v.InferOutput<typeof CurrencyRatesSchema>;

/** Net deposits over a period (cashier.gethistory's `totals`), for the wallet page. */
export const NetDepositsSchema = v.object({
  deposits: MoneySchema,
  withdrawals: MoneySchema,
  /** Deposits minus withdrawals. */
  net: MoneySchema,
  /** The period counted: from (ISO time) to now. */
  since: v.string(),
});
export type NetDeposits = v.InferOutput<typeof NetDepositsSchema>;

/** cashier.gethistory: one page of transactions, and the player's net deposits. */
export const CashierHistorySchema = v.object({
  items: v.array(DepositInfoSchema),
  count: v.number(),
  totals: NetDepositsSchema,
});
export type CashierHistory = v.InferOutput<typeof CashierHistorySchema>;
