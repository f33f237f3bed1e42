// mf-cashier texts in Russian.
import type { Translation } from '@omad/contract/remote';
import type { uz } from './uz';

export const ru: Translation<typeof uz> = {
  title: {
    cashier: 'Касса',
    deposit: 'Пополнение',
    depositMethod: 'Пополнение выбранным способом',
    history: 'История платежей',
    payCancel: 'Платёж отменён',
    payFail: 'Платёж не прошёл',
    payPending: 'Платёж в обработке',
    paySuccess: 'Платёж прошёл успешно',
    payMobile: 'Оплата на мобильном',
    payNewWindow: 'Оплата в новом окне',
    receipt: 'Квитанция',
    wallet: 'Кошелёк',
    withdraw: 'Вывод средств',
  },
};
