// Texts of the withdrawal page (/cashier/withdraw): its form, the password asked for new
// requisites and the pending withdrawals, in the 'cashier' namespace under 'withdraw'.
import type { Translation } from '@omad/contract/remote';

export const uz = {
  forfeitsBonus:
    'Sizda faol bonus bor: pul yechish so‘ralsa, u bekor qilinadi va qolgan bonus puli yo‘qoladi.',
  seeBonuses: 'Bonuslarni ko‘rish',
  bank: 'Bank',
  chooseBank: 'Bankni tanlang',
  passwordWhy:
    "Bu rekvizitlarga hali pul yechmagansiz. Xavfsizlik uchun hisobingiz parolini kiriting — kiritilgan ma'lumotlar saqlandi.",
  password: 'Hisob paroli',
  passwordRequired: 'Hisobingiz parolini kiriting',
  passwordInvalid: "Parol noto'g'ri",
  showPassword: "Parolni ko'rsatish",
  hidePassword: 'Parolni yashirish',
  submit: 'Yechib olish',
  available: 'Yechib olish mumkin',
  availableNote: 'Faqat asosiy hisobdan; bonus mablag‘larini yechib bo‘lmaydi.',
  done: "{{amount}} yechish so'rovi qabul qilindi va jarayonda.",
  method: 'Qayerga yechish',
  noMethods: "Valyutangiz uchun yechish usullari yo'q.",
  progress: 'Yechish jarayoni',
  step: { requested: "So'rov yuborildi", processing: "Ko'rib chiqilmoqda", paidOut: "To'landi" },
  cancelFailed: "Bekor qilib bo'lmadi. Qayta urinib ko'ring.",
  cancel: 'Bekor qilish va pulni qaytarish',
  nonePending: "Jarayondagi yechishlar yo'q",
  pending: 'Jarayondagi yechishlar',
} as const;

export const ru: Translation<typeof uz> = {
  forfeitsBonus:
    'У вас активный бонус: при запросе вывода он будет отменён, а оставшиеся бонусные деньги сгорят.',
  seeBonuses: 'Посмотреть бонусы',
  bank: 'Банк',
  chooseBank: 'Выберите банк',
  passwordWhy:
    'На эти реквизиты вы ещё не выводили. Для безопасности введите пароль от аккаунта — введённые данные сохранены.',
  password: 'Пароль от аккаунта',
  passwordRequired: 'Введите пароль от аккаунта',
  passwordInvalid: 'Неверный пароль',
  showPassword: 'Показать пароль',
  hidePassword: 'Скрыть пароль',
  submit: 'Вывести',
  available: 'Доступно к выводу',
  availableNote: 'Только с основного счёта; бонусные средства вывести нельзя.',
  done: 'Заявка на вывод {{amount}} принята и обрабатывается.',
  method: 'Куда вывести',
  noMethods: 'Для вашей валюты нет способов вывода.',
  progress: 'Ход вывода',
  step: { requested: 'Заявка отправлена', processing: 'На рассмотрении', paidOut: 'Выплачено' },
  cancelFailed: 'Не удалось отменить. Попробуйте ещё раз.',
  cancel: 'Отменить и вернуть деньги',
  nonePending: 'Нет выводов в обработке',
  pending: 'Выводы в обработке',
};
