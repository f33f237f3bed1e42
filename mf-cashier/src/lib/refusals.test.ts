import i18next, { type TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { ErrorType, PlatformError, type ErrorTypeName } from '@omad/contract/api';
import { ru } from '../i18n/ru';
import { uz } from '../i18n/uz';
import { refusalOf } from './refusals';

const LINKS = {
  confirmContactUrl: '/profile/settings',
  confirmContactLabel: 'Kontaktni tasdiqlash',
  verificationUrl: '/profile/verification',
  verificationLabel: 'Shaxsni tasdiqlash',
  profileUrl: '/profile/settings',
  profileLabel: "Profilni to'ldirish",
};

let t: Record<'uz' | 'ru', TFunction>;
beforeAll(async () => {
  const make = async (lng: 'uz' | 'ru') => {
    const instance = i18next.createInstance();
    await instance.init({
      lng,
      ns: ['cashier'],
      defaultNS: 'cashier',
      interpolation: { escapeValue: false },
      resources: { uz: { cashier: uz }, ru: { cashier: ru } },
    });
    return instance.getFixedT(lng, 'cashier');
  };
  t = { uz: await make('uz'), ru: await make('ru') };
});

const error = (type: ErrorTypeName, data: Record<string, unknown> = {}) =>
  new PlatformError({ type, message: type, status: 400, method: 'cashier.makedeposit', data });

describe('refusals of money calls', () => {
  it('says what the deposit limit leaves, in the period and currency of the player', () => {
    const limit = error(ErrorType.BillingDepositLimitExceeded, {
      available_amount: '400000.00',
      limit_amount: '1000000.00',
      period: 'day',
    });
    expect(refusalOf(limit, t.uz, LINKS, "so'm")?.message).toBe(
      "Kunlik depozit limitingiz oshib ketadi: 1,000,000 so'm dan 400,000 so'm qoldi. Kichikroq summa kiriting.",
    );
    expect(refusalOf(limit, t.ru, LINKS, 'сум')?.message).toContain(
      'из 1,000,000 сум осталось 400,000 сум',
    );
  });

  it('puts the CMS links on the refusals a player fixes elsewhere (spec section 8)', () => {
    expect(refusalOf(error(ErrorType.KycWithdrawal), t.uz, LINKS, "so'm")?.action).toEqual({
      label: 'Shaxsni tasdiqlash',
      to: '/profile/verification',
    });
    expect(refusalOf(error(ErrorType.UserNeedConfirmContact), t.uz, LINKS, "so'm")?.action).toEqual(
      {
        label: 'Kontaktni tasdiqlash',
        to: '/profile/settings',
      },
    );
    expect(refusalOf(error(ErrorType.KycUserProfile), t.ru, LINKS, 'сум')?.action?.to).toBe(
      '/profile/settings',
    );
    // Without the CMS's links the message stays and no button is offered.
    expect(refusalOf(error(ErrorType.KycWithdrawal), t.uz, null, "so'm")?.action).toBeUndefined();
  });

  it('says until when a time-out keeps deposits closed, and leads to responsible gaming', () => {
    const refusal = error(ErrorType.ResponsibleGamingRestriction, {
      kind: 'timeout',
      until: '2026-12-03T10:00:00Z',
    });
    expect(refusalOf(refusal, t.uz, LINKS, "so'm")).toMatchObject({
      message: expect.stringContaining('03.12.2026') as unknown,
      action: { to: '/profile/responsible-game' },
    });
    expect(refusalOf(refusal, t.ru, LINKS, 'сум')?.message).toContain(
      'Перерыв в игре до 03.12.2026',
    );
  });

  it('has words for every billing and withdrawal refusal, and leaves the rest to the form', () => {
    const said = [
      ErrorType.BillingTransactionDeclined,
      ErrorType.BillingUnavailable,
      ErrorType.BillingServiceError,
      ErrorType.UserNeedProfileData,
      ErrorType.SumsubVerificationRequired,
      ErrorType.WithdrawalDeclined,
      ErrorType.WithdrawalLimitsExceeded,
      ErrorType.WithdrawalLimitsPeriodExceeded,
      ErrorType.RequisitesOnVerification,
      ErrorType.RequisitesValidationRequired,
      ErrorType.RequisitesFraudulent,
    ];
    for (const type of said) {
      for (const locale of ['uz', 'ru'] as const) {
        const message = refusalOf(error(type), t[locale], LINKS, "so'm")?.message ?? '';
        expect([type, message.length > 10 && !message.includes('refusal.')]).toEqual([type, true]);
      }
    }
    expect(refusalOf(error(ErrorType.InvalidParameter), t.uz, LINKS, "so'm")).toBeNull();
    expect(refusalOf(new Error('offline'), t.uz, LINKS, "so'm")).toBeNull();
  });

  it('says a missing payout provider as a withdrawal that moved nothing, a deposit as before', () => {
    const unavailable = error(ErrorType.BillingUnavailable);
    expect(refusalOf(unavailable, t.uz, LINKS, "so'm", 'withdrawal')?.message).toBe(
      "Pul yechish hozir mavjud emas. Hisobingizdan hech narsa yechilmadi — keyinroq urinib ko'ring yoki qo'llab-quvvatlashga yozing.",
    );
    expect(refusalOf(unavailable, t.ru, LINKS, 'сум', 'withdrawal')?.message).toContain(
      'Вывод сейчас недоступен',
    );
    expect(refusalOf(unavailable, t.ru, LINKS, 'сум')?.message).toBe(
      'Платежи временно недоступны. Попробуйте чуть позже.',
    );
  });
});
