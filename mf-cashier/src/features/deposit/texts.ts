// Texts of the deposit pages (/cashier/deposit, /cashier/deposit/{sysname}), in the 'cashier'
// namespace under 'deposit'. The amount field, the limit note and the refusals are the
// cashier's shared texts, in i18n/; the deposit offers' are in offers-texts.ts.
import type { Translation } from '@omad/contract/remote';

export const uz = {
  methods: "To'lov usullari",
  choose: "Chapdagi ro'yxatdan to'lov usulini tanlang.",
  unknownMethod: "Bu to'lov usuli hozir mavjud emas",
  allMethods: "Barcha to'lov usullari",
  titleMethod: '{{method}} orqali to‘ldirish',
  pay: "To'lash",
  payAmount: "{{amount}} to'lash",
  simulated:
    "Sinov muhiti: to'lov taqlid qilingan provayder sahifasida amalga oshiriladi, haqiqiy pul yechilmaydi.",
  offerNotAvailable: "Tanlangan bonus bu to'lovga to'g'ri kelmaydi",
} as const;

export const ru: Translation<typeof uz> = {
  methods: 'Способы оплаты',
  choose: 'Выберите способ оплаты в списке слева.',
  unknownMethod: 'Этот способ оплаты сейчас недоступен',
  allMethods: 'Все способы оплаты',
  titleMethod: 'Пополнение через {{method}}',
  pay: 'Оплатить',
  payAmount: 'Оплатить {{amount}}',
  simulated:
    'Тестовая среда: оплата проходит на странице имитации провайдера, настоящие деньги не списываются.',
  offerNotAvailable: 'Выбранный бонус не подходит к этому платежу',
};
