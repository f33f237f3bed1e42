// Texts of the hints feature, in the 'auth' namespace under 'hints'. The hint titles and
// texts come from CMS (cashier-config registrationHint, common.confirmHint); these are the
// frame around them and the confirm-email popup shown after registration.
import type { Translation } from '@omad/contract/remote';

export const uz = {
  region: 'Eslatmalar',
  dismiss: 'Eslatmani yopish',
  sent: 'Tasdiqlash xati {{contact}} manziliga yuborildi',
  sendFailed: "Tasdiqlash xatini yuborib bo'lmadi. Qayta urinib ko'ring",
  confirmEmail: {
    title: 'Elektron pochtangizni tasdiqlang',
    text: 'Tasdiqlash havolasini {{email}} manziliga yuboramiz. Tasdiqlangan pochta hisobingizni himoya qiladi va yutuqlarni yechib olishga yordam beradi.',
    send: 'Xat yuborish',
    later: 'Keyinroq',
    sent: 'Xat yuborildi. Pochtangizni tekshiring.',
    close: 'Yopish',
  },
} as const;

export const ru: Translation<typeof uz> = {
  region: 'Подсказки',
  dismiss: 'Скрыть подсказку',
  sent: 'Письмо для подтверждения отправлено на {{contact}}',
  sendFailed: 'Не удалось отправить письмо для подтверждения. Попробуйте ещё раз',
  confirmEmail: {
    title: 'Подтвердите электронную почту',
    text: 'Отправим ссылку для подтверждения на {{email}}. Подтверждённая почта защищает аккаунт и помогает выводить выигрыши.',
    send: 'Отправить письмо',
    later: 'Позже',
    sent: 'Письмо отправлено. Проверьте почту.',
    close: 'Закрыть',
  },
};
