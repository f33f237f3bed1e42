// Texts of the receipt (/cashier/receipt), in the 'cashier' namespace under 'receipt'. The
// payment result pages label a deposit's amount, number and date with these too.
import type { Translation } from '@omad/contract/remote';

export const uz = {
  amount: 'Summa',
  number: 'Raqam',
  date: 'Sana',
  status: 'Holat',
  method: "To'lov usuli",
  created: 'Yaratilgan',
  updated: 'Yangilangan',
  site: 'Sayt',
  none: 'Kvitansiya tanlanmagan',
  notFound: 'Bunday kvitansiya topilmadi',
  toHistory: "To'lovlar tarixiga",
} as const;

export const ru: Translation<typeof uz> = {
  amount: 'Сумма',
  number: 'Номер',
  date: 'Дата',
  status: 'Статус',
  method: 'Способ оплаты',
  created: 'Создан',
  updated: 'Обновлён',
  site: 'Сайт',
  none: 'Квитанция не выбрана',
  notFound: 'Такая квитанция не найдена',
  toHistory: 'К истории платежей',
};
