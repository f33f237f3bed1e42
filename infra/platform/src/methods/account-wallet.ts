// The wallet's account methods: the deposit limit that binds first, with what is left of it
// (account.getDepositLimit; responsibleGaming.get has every period's), the account's currency and what it is worth in the others
// (account.getcurrencyrates, account.setCurrency). A currency can be chosen only while no
// money has moved on the account and nothing valued in the old one waits for it (a bonus, a
// free-spin pack, a taken offer): a ledger keeps one currency per account.
import { toUserAccount } from '../domain/accounts';
import { bindingLimit, depositLimitsOf } from '../domain/deposit-limits';
import { CURRENCIES } from '../config';
import { lockBalances } from '../domain/ledger';
import { centsOf } from '../domain/money';
import { invalidParameter } from '../http/errors';
import { requireAccount } from '../http/guards';
import { requiredString } from '../http/params';
import type { MethodHandlers } from '../http/rpc';
import { findAccountById } from '../domain/accounts';

/** Reference rates: so'm per unit of each currency (a treasury's daily fixing, fixed here). */
const UZS_PER_UNIT: Readonly<Record<(typeof CURRENCIES)[number], bigint>> = {
  UZS: 1n,
  USD: 12_650n,
  RUB: 135n,
};
/** Decimal places a rate is given with. */
const RATE_PLACES = 6;

const rateText = (numerator: bigint, denominator: bigint): string => {
  const scaled = (numerator * 10n ** BigInt(RATE_PLACES)) / denominator;
  const text = scaled.toString().padStart(RATE_PLACES + 1, '0');
  return `${text.slice(0, -RATE_PLACES)}.${text.slice(-RATE_PLACES)}`;
};

export const walletMethods = {
  'account.getDepositLimit': async (call) => {
    const account = await requireAccount(call);
    const state = bindingLimit(
      await depositLimitsOf(call.services.db, account.id, call.services.now()),
    );
    if (!state) {
      return {
        available_amount: null,
        can_edit: true,
        expired_at: null,
        limit_amount: null,
        period: 'none',
      };
    }
    return {
      available_amount: state.available,
      // Limits are changed in responsible gaming, where a raise waits out its cooling-off.
      can_edit: true,
      expired_at: new Date(state.periodEnd).toISOString(),
      limit_amount: state.limit,
      period: state.period,
    };
  },

  'account.getcurrencyrates': async (call) => {
    const account = await requireAccount(call);
    const base = UZS_PER_UNIT[account.currency as keyof typeof UZS_PER_UNIT] ?? 1n;
    return {
      base: account.currency,
      rates: CURRENCIES.map((currency) => ({
        currency,
        // What one unit of `currency` is worth in the account's currency.
        rate: rateText(UZS_PER_UNIT[currency], base),
      })),
    };
  },

  'account.setCurrency': async (call) => {
    const account = await requireAccount(call);
    const currency = requiredString(call.params, 'currency').toUpperCase();
    if (!(CURRENCIES as readonly string[]).includes(currency)) {
      throw invalidParameter('currency', 'INVALID');
    }
    const { db } = call.services;
    await db.transaction(async (tx) => {
      const balances = await lockBalances(tx, account.id);
      const moved = await tx.query(
        `select 1 from cashier_transactions where account_id = $1
         union all select 1 from bonuses where account_id = $1
         union all select 1 from freespin_packs where account_id = $1
         union all select 1 from offer_takes where account_id = $1
         limit 1`,
        [account.id],
      );
      const holdsMoney =
        !balances ||
        [balances.main, balances.bonus, balances.betting_bonus].some(
          (amount) => centsOf(amount) !== 0n,
        );
      if (currency !== account.currency && (moved.length > 0 || holdsMoney)) {
        throw invalidParameter('currency', 'LOCKED');
      }
      await tx.query('update accounts set currency = $2 where id = $1', [account.id, currency]);
    });
    const updated = await findAccountById(db, account.id);
    if (!updated) throw new Error(`account ${account.id} vanished`);
    return toUserAccount(updated, call.services.now());
  },
} satisfies MethodHandlers;
