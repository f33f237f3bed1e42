// games-config and search-config: how the games hall lists games and how search behaves.
import { media } from '../model';
import { localizedSingle } from './localize';

export const gamesConfig = localizedSingle((t) => ({
  hallView: 'grid',
  itemView: 'default',
  pageSize: 24,
  // One of all, messenger, product, none (spec section 9).
  fullScreenOption: 'all',
  sportsbookSysname: 'dgt_sportsbook',
  gameTypes: [
    { type: 'all', label: t('Hammasi', 'Все') },
    { type: 'casino', label: t('Kazino', 'Казино') },
    { type: 'slot', label: t('Slotlar', 'Слоты') },
    { type: 'live', label: t('Jonli kazino', 'Live-казино') },
    { type: 'fast', label: t("Tezkor o'yinlar", 'Быстрые игры') },
  ],
  categories: [
    { slug: 'popular', label: t('Ommabop', 'Популярные'), icon: media('icon-jackpots.svg') },
    { slug: 'new', label: t('Yangi', 'Новые'), icon: media('icon-promotions.svg') },
    { slug: 'slots', label: t('Slotlar', 'Слоты'), icon: media('icon-gamehall.svg') },
    { slug: 'live', label: t('Jonli kazino', 'Live-казино'), icon: media('icon-profile.svg') },
    {
      slug: 'fast',
      label: t("Tezkor o'yinlar", 'Быстрые игры'),
      icon: media('icon-tournaments.svg'),
    },
  ],
  demoMode: {
    isEnabled: true,
    buttonTitle: t('Demo', 'Демо'),
    notice: t(
      "Siz demo rejimda o'ynayapsiz: tikishlar virtual pul bilan.",
      'Вы играете в демо-режиме: ставки делаются виртуальными деньгами.',
    ),
  },
  texts: {
    playButton: t("O'ynash", 'Играть'),
    favouritesTitle: t("Sevimli o'yinlar", 'Избранные игры'),
    favouritesEmpty: t(
      "Yoqqan o'yinlarni yurakcha bilan belgilang — ular shu yerda paydo bo'ladi.",
      'Отмечайте понравившиеся игры сердечком — они появятся здесь.',
    ),
    loadMore: t("Yana ko'rsatish", 'Показать ещё'),
  },
}));

export const searchConfig = localizedSingle((t) => ({
  minQueryLength: 3,
  // Short: results follow typing; the hall cancels answers it no longer needs.
  debounceMs: 60,
  maxResults: 20,
  placeholder: t("O'yin yoki provayderni qidiring", 'Найти игру или провайдера'),
  emptyTitle: t('Hech narsa topilmadi', 'Ничего не найдено'),
  emptyText: t(
    "Boshqa nomni kiriting yoki ommabop o'yinlardan birini tanlang.",
    'Попробуйте другое название или выберите одну из популярных игр.',
  ),
  popularTitle: t("Ko'p qidirilganlar", 'Часто ищут'),
  popularQueries: [
    { query: 'Aviator' },
    { query: 'Sweet Bonanza' },
    { query: 'Gates of Olympus' },
    { query: 'Book of Dead' },
    { query: 'Crazy Time' },
  ],
}));
