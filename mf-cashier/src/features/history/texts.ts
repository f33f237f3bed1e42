// Texts of the payment history (/cashier/history) and its tabs, in the 'cashier' namespace
// under 'history'. The statuses are the cashier's shared texts, in i18n/.
import type { Translation } from '@omad/contract/remote';

export const uz = {
  receipt: 'Kvitansiya',
  wager: 'Aylantirilgan: {{wagered}} / {{required}}',
  empty: {
    deposit: "Hali to'ldirishlar yo'q",
    withdrawal: "Hali yechishlar yo'q",
    bonuses: "Hali bonuslar yo'q",
    cashbacks: "Hali keshbek yo'q",
  },
  more: "Yana ko'rsatish ({{shown}} / {{total}})",
  tabs: "Tarix bo'limlari",
  tab: {
    deposit: "To'ldirishlar",
    withdrawal: 'Yechishlar',
    bonuses: 'Bonuslar',
    cashbacks: 'Keshbek',
  },
} as const;

export const ru: Translation<typeof uz> = {
  receipt: 'Квитанция',
  wager: 'Отыграно: {{wagered}} / {{required}}',
  empty: {
    deposit: 'Пополнений пока нет',
    withdrawal: 'Выводов пока нет',
    bonuses: 'Бонусов пока нет',
    cashbacks: 'Кешбэка пока нет',
  },
  more: 'Показать ещё ({{shown}} из {{total}})',
  tabs: 'Разделы истории',
  tab: { deposit: 'Пополнения', withdrawal: 'Выводы', bonuses: 'Бонусы', cashbacks: 'Кешбэк' },
};
