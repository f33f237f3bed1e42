// Texts of the cashback page (/profile/cashback) and of the unseen-cashback dialog, in the
// 'profile' namespace under 'cashback'.
import type { Translation } from '@omad/contract/remote';

export const uz = {
  title: 'Keshbek',
  hint: "Har hafta haqiqiy pulda yutqazganingizning bir qismi keshbek bo'lib qaytadi. Uni muddati tugaguncha oling.",
  filter: "Holat bo'yicha",
  filters: {
    all: 'Barchasi',
    active: 'Olish mumkin',
    paid_out: "To'langan",
    closed: 'Yopilgan',
  },
  empty: "Keshbek hali yo'q",
  emptyHint: "Haftalik keshbek hisoblangach shu yerda paydo bo'ladi.",
  more: "Yana ko'rsatish",
  popupTitle: 'Sizga keshbek!',
  popupActive: '{{amount}} keshbek hisoblandi. Uni {{date}} gacha oling.',
  popupActiveNoDate: '{{amount}} keshbek hisoblandi.',
  popupPaid: "{{amount}} keshbek asosiy hisobingizga o'tkazildi.",
  open: "Keshbek sahifasiga o'tish",
  later: 'Keyinroq',
} as const;

export const ru: Translation<typeof uz> = {
  title: 'Кешбэк',
  hint: 'Каждую неделю часть проигрыша на реальные деньги возвращается кешбэком. Заберите его до конца срока.',
  filter: 'По статусу',
  filters: {
    all: 'Все',
    active: 'Можно забрать',
    paid_out: 'Выплаченные',
    closed: 'Закрытые',
  },
  empty: 'Кешбэка пока нет',
  emptyHint: 'Недельный кешбэк появится здесь, когда будет начислен.',
  more: 'Показать ещё',
  popupTitle: 'Вам кешбэк!',
  popupActive: 'Начислен кешбэк {{amount}}. Заберите его до {{date}}.',
  popupActiveNoDate: 'Начислен кешбэк {{amount}}.',
  popupPaid: 'Кешбэк {{amount}} зачислен на основной счёт.',
  open: 'Перейти к кешбэку',
  later: 'Позже',
};
