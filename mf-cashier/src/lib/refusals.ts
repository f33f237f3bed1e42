// What a refused money call tells the player: a message in words for each billing, withdrawal
// and KYC error type of spec section 8, and, where the player can do something about it, a
// button to the page that fixes it (links from the CMS, as section 8 says for withdrawals).
import type { TFunction } from 'i18next';
import { ErrorType, isPlatformError } from '@omad/contract/api';
import type { SiteConfig } from '@omad/contract/cms';
import { formatDate, formatDecimal, isDecimal } from '@omad/contract/format';

export type Refusal = Readonly<{
  message: string;
  /** A locale-free path or an absolute URL that fixes the cause. */
  action?: Readonly<{ label: string; to: string }>;
  /** The error type, for tests and analytics. */
  type: string;
}>;

/** The platform's data field as text, when it is one. */
const dataText = (data: unknown, key: string): string | undefined => {
  const value = (data as Record<string, unknown> | undefined)?.[key];
  return typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;
};

const amountText = (data: unknown, key: string, symbol: string): string => {
  const value = dataText(data, key);
  return value !== undefined && isDecimal(value) ? `${formatDecimal(value)} ${symbol}` : '';
};

type Links = SiteConfig['withdrawalErrorLinks'];

/** Which money call was refused: some refusals read differently for money going out. */
export type MoneyFlow = 'deposit' | 'withdrawal';

/**
 * The refusal for a failed cashier call, or null when the form's own path (field codes,
 * network, throttling) should say it. `symbol` is the player's currency symbol.
 */
export const refusalOf = (
  error: unknown,
  t: TFunction,
  links: Links | null,
  symbol: string,
  flow: MoneyFlow = 'deposit',
): Refusal | null => {
  if (!isPlatformError(error)) return null;
  const { type, data } = error;
  const link = (
    label: string | null | undefined,
    to: string | null | undefined,
    fallback: string,
  ) => (to ? { label: label || fallback, to } : undefined);
  switch (type) {
    case ErrorType.BillingDepositLimitExceeded:
      return {
        type,
        message: t('refusal.depositLimit', {
          available: amountText(data, 'available_amount', symbol),
          limit: amountText(data, 'limit_amount', symbol),
          period: t(`limit.period.${dataText(data, 'period') ?? 'day'}`),
        }),
        action: { label: t('refusal.limitSettings'), to: '/profile/responsible-game' },
      };
    case ErrorType.BillingTransactionDeclined:
      return { type, message: t('refusal.declined') };
    case ErrorType.BillingUnavailable:
      // Where no payout provider is connected (production today) nothing left the balance.
      return {
        type,
        message: t(flow === 'withdrawal' ? 'refusal.withdrawalUnavailable' : 'refusal.unavailable'),
      };
    case ErrorType.BillingServiceError:
      return { type, message: t('refusal.serviceError') };
    case ErrorType.UserNeedProfileData:
      return {
        type,
        message: t('refusal.needProfile'),
        action: link(links?.profileLabel, links?.profileUrl, t('refusal.fillProfile')),
      };
    case ErrorType.SumsubVerificationRequired:
      return {
        type,
        message: t('refusal.needVerification'),
        action: link(links?.verificationLabel, links?.verificationUrl, t('refusal.verify')),
      };
    case ErrorType.KycWithdrawal:
      return {
        type,
        message: t('refusal.kycWithdrawal'),
        action: link(links?.verificationLabel, links?.verificationUrl, t('refusal.verify')),
      };
    case ErrorType.KycUserProfile:
      return {
        type,
        message: t('refusal.kycProfile'),
        action: link(links?.profileLabel, links?.profileUrl, t('refusal.fillProfile')),
      };
    case ErrorType.UserNeedConfirmContact:
      return {
        type,
        message: t('refusal.confirmContact'),
        action: link(links?.confirmContactLabel, links?.confirmContactUrl, t('refusal.confirm')),
      };
    case ErrorType.WithdrawalDeclined:
      return { type, message: t('refusal.withdrawalDeclined') };
    case ErrorType.WithdrawalLimitsExceeded:
      return { type, message: t('refusal.withdrawalLimits') };
    case ErrorType.WithdrawalLimitsPeriodExceeded:
      return { type, message: t('refusal.withdrawalPeriod') };
    case ErrorType.RequisitesOnVerification:
      return { type, message: t('refusal.requisitesOnVerification') };
    case ErrorType.RequisitesValidationRequired:
      return { type, message: t('refusal.requisitesValidation') };
    case ErrorType.RequisitesFraudulent:
      return { type, message: t('refusal.requisitesFraudulent') };
    case ErrorType.ResponsibleGamingRestriction: {
      const until = dataText(data, 'until');
      return {
        type,
        message: t('refusal.restricted', { until: until ? formatDate(until) : '' }),
        action: { label: t('refusal.limitSettings'), to: '/profile/responsible-game' },
      };
    }
    default:
      return null;
  }
};
