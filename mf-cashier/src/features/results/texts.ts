// Texts of the payment result pages (/cashier/paysuccess and the others), in the 'cashier'
// namespace under 'system': each page's header, description and button. A text left out
// here is left out of the page. What a waiting page says is in result-texts.ts.
import type { Translation } from '@omad/contract/remote';

export const uz = {
  paySuccess: {
    header: "To'lov muvaffaqiyatli",
    description: "Mablag' hisobingizga tushdi. Omad!",
    button: "O'yinlarga",
  },
  payFail: {
    header: "To'lov amalga oshmadi",
    description: "Hisobingizdan hech narsa yechilmadi. Boshqa usul bilan urinib ko'ring.",
    button: "Hisobni to'ldirish",
  },
  payPending: {
    header: "To'lov kutilmoqda",
    description: "To'lov tizimi to'lovni tasdiqlamoqda. Sahifa o'zi yangilanadi.",
  },
  payCancel: {
    header: "To'lov bekor qilindi",
    description: "Siz to'lovni bekor qildingiz. Hisobingizdan hech narsa yechilmadi.",
    button: "Hisobni to'ldirish",
  },
  payMobile: {
    header: 'Ilovada tasdiqlang',
    description: "To'lovni telefoningizdagi hamyon ilovasida tasdiqlang. Sahifa o'zi yangilanadi.",
  },
  payNewWindow: {
    header: "To'lov yangi oynada",
    description: "To'lovni ochilgan oynada yakunlang. Bu sahifa natijani o'zi ko'rsatadi.",
    button: "Hisobni to'ldirish",
  },
} as const;

export const ru: Translation<typeof uz> = {
  paySuccess: {
    header: 'Платёж прошёл успешно',
    description: 'Деньги зачислены на счёт. Удачи!',
    button: 'К играм',
  },
  payFail: {
    header: 'Платёж не прошёл',
    description: 'С вашего счёта ничего не списано. Попробуйте другой способ.',
    button: 'Пополнить счёт',
  },
  payPending: {
    header: 'Платёж ожидает подтверждения',
    description: 'Платёжная система подтверждает платёж. Страница обновится сама.',
  },
  payCancel: {
    header: 'Платёж отменён',
    description: 'Вы отменили платёж. С вашего счёта ничего не списано.',
    button: 'Пополнить счёт',
  },
  payMobile: {
    header: 'Подтвердите в приложении',
    description: 'Подтвердите платёж в приложении кошелька на телефоне. Страница обновится сама.',
  },
  payNewWindow: {
    header: 'Оплата в новом окне',
    description: 'Завершите оплату в открывшемся окне. Эта страница сама покажет результат.',
    button: 'Пополнить счёт',
  },
};
