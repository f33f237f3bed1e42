// Texts of the wallet (/cashier/wallet): balances, net deposits and the account's currency,
// in the 'cashier' namespace under 'wallet'.
import type { Translation } from '@omad/contract/remote';

export const uz = {
  main: 'Asosiy hisob',
  bonus: 'Bonus hisob',
  betting_bonus: 'Sport bonusi',
  net: 'Sof depozitlar',
  period: '{{since}} dan buyon (30 kun)',
  deposits: "To'ldirishlar",
  withdrawals: 'Yechishlar',
  netTotal: 'Farq',
  currency: 'Valyuta',
  currencyIs: 'Hisobingiz valyutasi:',
  rates: 'Kurslar ({{base}} da)',
  change: 'Valyutani almashtirish',
  save: 'Saqlash',
  changeHint:
    "Valyutani faqat birinchi to'ldirishgacha va bonus, bepul aylantirishlar yoki taklif olinmaguncha almashtirish mumkin.",
  currencySaved: 'Hisob valyutasi endi {{currency}}.',
  currencyLocked:
    "Valyutani almashtirib bo'lmaydi: hisobda pul harakati bo'lgan yoki bonus, bepul aylantirishlar yoki olingan taklif bor.",
} as const;

export const ru: Translation<typeof uz> = {
  main: 'Основной счёт',
  bonus: 'Бонусный счёт',
  betting_bonus: 'Спортивный бонус',
  net: 'Чистые депозиты',
  period: 'С {{since}} (30 дней)',
  deposits: 'Пополнения',
  withdrawals: 'Выводы',
  netTotal: 'Разница',
  currency: 'Валюта',
  currencyIs: 'Валюта счёта:',
  rates: 'Курсы (в {{base}})',
  change: 'Сменить валюту',
  save: 'Сохранить',
  changeHint:
    'Валюту можно сменить только до первого пополнения и пока нет бонусов, фриспинов или взятых предложений.',
  currencySaved: 'Валюта счёта теперь {{currency}}.',
  currencyLocked:
    'Валюту нельзя сменить: по счёту уже были операции или есть бонус, фриспины либо взятое предложение.',
};
