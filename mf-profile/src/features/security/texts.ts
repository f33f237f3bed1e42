// Texts of the security page (/profile/security): the password, two-factor sign-in and the
// sessions, in the 'profile' namespace under 'security'.
import type { Translation } from '@omad/contract/remote';

export const uz = {
  passwordTitle: "Parolni o'zgartirish",
  oldPassword: 'Joriy parol',
  newPassword: 'Yangi parol',
  repeatPassword: 'Yangi parolni takrorlang',
  passwordHint: "6–20 belgi. O'zgartirgach, boshqa qurilmalardagi seanslar yopiladi.",
  passwordChanged: "Parol o'zgartirildi. Boshqa qurilmalardagi seanslar yopildi",
  changePassword: "Parolni o'zgartirish",
  stateOn: 'Yoqilgan',
  stateOff: "O'chirilgan",
  twoFactorTitle: 'Ikki bosqichli kirish',
  twoFactorOn: "Yoqilgan: kirishda pochta yoki SMS orqali kod so'raladi",
  twoFactorOff: "O'chirilgan: kirish uchun parol yetarli",
  enable: 'Yoqish',
  disable: "O'chirish",
  twoFactorCodeSent: 'Tasdiqlash kodi {{contact}} ga yuborildi',
  twoFactorEnabled: 'Ikki bosqichli kirish yoqildi',
  twoFactorDisabled: "Ikki bosqichli kirish o'chirildi",
  twoFactorOffHint:
    "Ikki bosqichli kirishni o'chirish uchun joriy parolni kiriting. Keyin tasdiqlash kodi yuboriladi",
  continue: 'Davom etish',
  needContact:
    'Kod faqat tasdiqlangan e-pochta yoki telefonga yuboriladi. Avval kontaktingizni tasdiqlang',
  toContacts: "Kontaktlarga o'tish",
  sessionsTitle: 'Faol seanslar',
  sessionsHint:
    "Hisobingizga kirilgan qurilmalar. Tanimagan qurilmani ko'rsangiz, boshqa seanslarni yoping va parolni almashtiring.",
  current: 'Shu qurilma',
  signedInAt: 'Kirilgan: {{time}}',
  lastSeen: 'Oxirgi faollik: {{time}}',
  unknownDevice: "Noma'lum qurilma",
  closeOthers: 'Boshqa barcha seanslarni yopish',
  closedOthers: '{{count}} ta seans yopildi',
  noOthers: "Boshqa faol seans yo'q",
} as const;

export const ru: Translation<typeof uz> = {
  passwordTitle: 'Смена пароля',
  oldPassword: 'Текущий пароль',
  newPassword: 'Новый пароль',
  repeatPassword: 'Повторите новый пароль',
  passwordHint: '6–20 символов. После смены сеансы на других устройствах закроются.',
  passwordChanged: 'Пароль изменён. Сеансы на других устройствах закрыты',
  changePassword: 'Сменить пароль',
  stateOn: 'Включён',
  stateOff: 'Выключен',
  twoFactorTitle: 'Двухэтапный вход',
  twoFactorOn: 'Включён: при входе запрашивается код из почты или SMS',
  twoFactorOff: 'Выключен: для входа достаточно пароля',
  enable: 'Включить',
  disable: 'Выключить',
  twoFactorCodeSent: 'Код подтверждения отправлен на {{contact}}',
  twoFactorEnabled: 'Двухэтапный вход включён',
  twoFactorDisabled: 'Двухэтапный вход выключен',
  twoFactorOffHint:
    'Чтобы выключить двухэтапный вход, введите текущий пароль. Затем придёт код подтверждения',
  continue: 'Продолжить',
  needContact:
    'Коды приходят только на подтверждённую почту или телефон. Сначала подтвердите контакт',
  toContacts: 'Перейти к контактам',
  sessionsTitle: 'Активные сеансы',
  sessionsHint:
    'Устройства, с которых выполнен вход. Если видите незнакомое — закройте другие сеансы и смените пароль.',
  current: 'Это устройство',
  signedInAt: 'Вход: {{time}}',
  lastSeen: 'Активность: {{time}}',
  unknownDevice: 'Неизвестное устройство',
  closeOthers: 'Закрыть все другие сеансы',
  closedOthers: 'Закрыто сеансов: {{count}}',
  noOthers: 'Других активных сеансов нет',
};
