// Texts of the header account widget, in the 'auth' namespace under 'widget'. The short
// button labels (sign in, deposit, profile, sign out) are the dialog frame's, in i18n/.
import type { Translation } from '@omad/contract/remote';

export const uz = {
  balances: 'Balanslar',
  main: 'Asosiy balans',
  bonus: 'Bonus balans',
  bettingBonus: 'Stavkalar uchun bonus',
  refresh: 'Balansni yangilash',
  refreshing: 'Balans yangilanmoqda',
  account: 'Hisob: {{login}}',
} as const;

export const ru: Translation<typeof uz> = {
  balances: 'Балансы',
  main: 'Основной баланс',
  bonus: 'Бонусный баланс',
  bettingBonus: 'Бонус на ставки',
  refresh: 'Обновить баланс',
  refreshing: 'Баланс обновляется',
  account: 'Аккаунт: {{login}}',
};
