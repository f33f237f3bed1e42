// Texts of the unsubscribe page (/unsubscribe), in the 'content' namespace under
// 'pages.unsubscribe'.
import type { Translation } from '@omad/contract/remote';

export const uz = {
  confirmTitle: 'Reklama xatlaridan voz kechasizmi?',
  confirmText:
    'Aksiyalar va bonuslar haqidagi xatlar endi sizning telefon va elektron pochtangizga kelmaydi. Hisob haqidagi muhim xabarlar kelishda davom etadi.',
  confirmButton: 'Obunani bekor qilish',
  doneTitle: 'Obuna bekor qilindi',
  doneText:
    'Endi sizga reklama xatlari kelmaydi. Obunani istalgan vaqtda profil sozlamalarida qayta yoqishingiz mumkin.',
  invalidTitle: 'Havola yaroqsiz',
  invalidText:
    "Havola eskirgan yoki to'liq ko'chirilmagan. Obunani shu yerning o'zida bekor qilishingiz mumkin.",
  invalidGuestText:
    "Havola eskirgan yoki to'liq ko'chirilmagan. Xatdagi havolani qayta oching yoki hisobingizga kiring.",
  failedTitle: "Obunani bekor qilib bo'lmadi",
} as const;

export const ru: Translation<typeof uz> = {
  confirmTitle: 'Отказаться от рекламных рассылок?',
  confirmText:
    'Письма и сообщения об акциях и бонусах больше не будут приходить на ваш телефон и почту. Важные уведомления о счёте продолжат приходить.',
  confirmButton: 'Отписаться',
  doneTitle: 'Вы отписались от рассылки',
  doneText:
    'Рекламные письма больше не будут приходить. Подписку можно снова включить в настройках профиля.',
  invalidTitle: 'Ссылка недействительна',
  invalidText: 'Ссылка устарела или скопирована не полностью. Отписаться можно прямо здесь.',
  invalidGuestText:
    'Ссылка устарела или скопирована не полностью. Откройте ссылку из письма ещё раз или войдите в аккаунт.',
  failedTitle: 'Не удалось отписаться',
};
