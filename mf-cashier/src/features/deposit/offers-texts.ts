// Texts of the deposit offers to take with a deposit (offer-choice.tsx), in the 'cashier'
// namespace under 'offers'.
import type { Translation } from '@omad/contract/remote';

export const uz = {
  legend: 'Depozit bonusi',
  none: 'Bonussiz',
  noneText: "Faqat hisobni to'ldirish",
  minDeposit: 'Kamida {{amount}}.',
  excluded: '{{method}} bilan qilingan to‘lovlarga berilmaydi.',
  notQualified: 'Sizga hozir mavjud emas.',
} as const;

export const ru: Translation<typeof uz> = {
  legend: 'Бонус к депозиту',
  none: 'Без бонуса',
  noneText: 'Просто пополнить счёт',
  minDeposit: 'От {{amount}}.',
  excluded: 'Не действует для платежей через {{method}}.',
  notQualified: 'Сейчас вам недоступен.',
};
