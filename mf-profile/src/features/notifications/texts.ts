// Texts of the notifications page (/profile/notification) and its channels, in the 'profile'
// namespace under 'notifications'.
import type { Translation } from '@omad/contract/remote';

export const uz = {
  empty: "Hozircha bildirishnoma yo'q",
  emptyHint: "Bonuslar, darajalar va ballar haqidagi xabarlar shu yerda paydo bo'ladi",
  unread: "{{count}} ta o'qilmagan",
  markAll: "Hammasini o'qilgan deb belgilash",
  markRead: "O'qildi",
  new: 'Yangi',
  more: "Yana ko'rsatish",
  channelsTitle: 'Xabar kanallari',
  channelsHint:
    'Aksiya va yangiliklar qaysi kontaktlarga yuborilishini tanlang. Hisob xavfsizligi haqidagi xabarlar doim yuboriladi.',
  noContacts: "Kontakt qo'shilmagan",
  onSite: 'Saytdagi bildirishnomalar',
  onSiteHint: 'Doim yoqilgan',
  sound: 'Bildirishnoma ovozi',
  soundHint: 'Sodiqlik bildirishnomalari kelganda qisqa ohang chalinadi (shu qurilmada).',
} as const;

export const ru: Translation<typeof uz> = {
  empty: 'Уведомлений пока нет',
  emptyHint: 'Здесь появятся сообщения о бонусах, уровнях и баллах',
  unread: 'Непрочитанных: {{count}}',
  markAll: 'Отметить все прочитанными',
  markRead: 'Прочитано',
  new: 'Новое',
  more: 'Показать ещё',
  channelsTitle: 'Каналы сообщений',
  channelsHint:
    'Выберите, на какие контакты присылать акции и новости. Сообщения о безопасности аккаунта приходят всегда.',
  noContacts: 'Контакты не добавлены',
  onSite: 'Уведомления на сайте',
  onSiteHint: 'Всегда включены',
  sound: 'Звук уведомлений',
  soundHint: 'Короткий сигнал при уведомлениях программы лояльности (на этом устройстве).',
};
