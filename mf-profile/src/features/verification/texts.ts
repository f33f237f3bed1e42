// Texts of identity verification (/profile/verification) and of the dialog that asks for it,
// in the 'profile' namespace under 'verification'.
import type { Translation } from '@omad/contract/remote';

export const uz = {
  intro:
    "Shaxsingizni tasdiqlang: bu pulni tez yechish va katta depozitlar uchun kerak. Hujjat va selfi kerak bo'ladi, tekshiruv odatda bir necha daqiqa davom etadi.",
  disabled: 'Shaxsni tasdiqlash hozircha mavjud emas',
  start: 'Tasdiqlashni boshlash',
  statusInit: 'Hujjatlar hali yuborilmagan',
  statusPending: 'Hujjatlar tekshirilmoqda. Natija shu sahifada paydo bo\u2018ladi.',
  statusApproved: 'Shaxsingiz tasdiqlandi',
  statusRejected: 'Hujjatlar rad etildi',
  reviewerComment: 'Tekshiruvchi izohi: {{comment}}',
  resubmit: 'Hujjatlarni qayta yuborish',
  frameTitle: 'Shaxsni tasdiqlash provayderi',
  simulated: 'Simulyatsiya: haqiqiy provayder ulanmagan, hujjatlar saqlanmaydi',
  requiredTitle: 'Shaxsni tasdiqlash kerak',
  requiredText: "Bu amal uchun shaxsingizni tasdiqlash kerak. Tekshiruvdan so'ng davom eta olasiz.",
  goVerify: "Tasdiqlashga o'tish",
} as const;

export const ru: Translation<typeof uz> = {
  intro:
    'Подтвердите личность: это нужно для быстрого вывода и крупных депозитов. Понадобятся документ и селфи, проверка обычно занимает несколько минут.',
  disabled: 'Подтверждение личности пока недоступно',
  start: 'Начать верификацию',
  statusInit: 'Документы ещё не отправлены',
  statusPending: 'Документы на проверке. Результат появится на этой странице.',
  statusApproved: 'Личность подтверждена',
  statusRejected: 'Документы отклонены',
  reviewerComment: 'Комментарий проверяющего: {{comment}}',
  resubmit: 'Отправить документы заново',
  frameTitle: 'Провайдер верификации',
  simulated: 'Симуляция: настоящий провайдер не подключён, документы не сохраняются',
  requiredTitle: 'Нужно подтвердить личность',
  requiredText:
    'Для этого действия нужно подтвердить личность. После проверки вы сможете продолжить.',
  goVerify: 'Перейти к верификации',
};
