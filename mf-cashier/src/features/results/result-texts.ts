// Texts of a payment result page while it waits for the provider, in the 'cashier'
// namespace under 'result'.
import type { Translation } from '@omad/contract/remote';

export const uz = {
  waiting: 'Kutilmoqda',
  checking: "To'lov holati tekshirilmoqda…",
  openApp: 'Ilovani ochish (taqlid)',
} as const;

export const ru: Translation<typeof uz> = {
  waiting: 'Ожидание',
  checking: 'Проверяем статус платежа…',
  openApp: 'Открыть приложение (имитация)',
};
