// The navigation part of `common`: header, sidebar and mobile bottom menus and the footer
// link groups. Urls are locale-free paths; the shell adds the /ru prefix.
import { MENU_GAMES_SEARCH_URL } from '@omad/contract/cms';
import { media, type SeedEntry } from '../model';
import type { Translate } from './localize';

const item = (label: string, url: string, icon: string): SeedEntry => ({
  label,
  url,
  icon: media(`icon-${icon}.svg`),
});

export const headerMenu = (t: Translate): SeedEntry[] => [
  item(t("O'yinlar zali", 'Игровой зал'), '/gamehall', 'gamehall'),
  item(t('Sport', 'Спорт'), '/betting', 'betting'),
  item(t('Aksiyalar', 'Акции'), '/promotions', 'promotions'),
  item(t('Sodiqlik', 'Лояльность'), '/loyalty', 'loyalty'),
  item(t('Turnirlar', 'Турниры'), '/tournaments', 'tournaments'),
  item(t('Jekpotlar', 'Джекпоты'), '/jackpots', 'jackpots'),
];

export const sidebarMenu = (t: Translate): SeedEntry[] => [
  item(t('Bosh sahifa', 'Главная'), '/', 'home'),
  ...headerMenu(t),
  item(t('Provayderlar', 'Провайдеры'), '/providers', 'gamehall'),
  item(t("G'oliblar", 'Победители'), '/winners', 'tournaments'),
  item(t('Kassa', 'Касса'), '/cashier/deposit', 'wallet'),
  item(t("Qo'llab-quvvatlash", 'Поддержка'), '/support', 'support'),
];

export const mobileBottomMenu = (t: Translate): SeedEntry[] => [
  item(t('Asosiy', 'Главная'), '/', 'home'),
  item(t("O'yinlar", 'Игры'), '/gamehall', 'gamehall'),
  item(t('Qidiruv', 'Поиск'), MENU_GAMES_SEARCH_URL, 'search'),
  item(t('Sport', 'Спорт'), '/betting', 'betting'),
  item(t('Kassa', 'Касса'), '/cashier/deposit', 'wallet'),
];

const link = (label: string, url: string): SeedEntry => ({ label, url });

export const footerLinkGroups = (t: Translate): SeedEntry[] => [
  {
    title: t('Kazino', 'Казино'),
    links: [
      link(t("O'yinlar zali", 'Игровой зал'), '/gamehall'),
      link(t('Provayderlar', 'Провайдеры'), '/providers'),
      link(t('Jekpotlar', 'Джекпоты'), '/jackpots'),
      link(t('Turnirlar', 'Турниры'), '/tournaments'),
      link(t("G'oliblar", 'Победители'), '/winners'),
    ],
  },
  {
    title: t('Bonuslar', 'Бонусы'),
    links: [
      link(t('Aksiyalar', 'Акции'), '/promotions'),
      link(t('Takliflar', 'Предложения'), '/offers'),
      link(t('Sodiqlik dasturi', 'Программа лояльности'), '/loyalty'),
      link(t("Sodiqlik do'koni", 'Магазин лояльности'), '/loyalty/shop'),
    ],
  },
  {
    title: t("Ma'lumot", 'Информация'),
    links: [
      link(t('Biz haqimizda', 'О нас'), '/about'),
      link(t('Qoidalar va shartlar', 'Правила и условия'), '/terms'),
      link(t('Maxfiylik siyosati', 'Политика конфиденциальности'), '/privacy'),
      link(t("Mas'uliyatli o'yin", 'Ответственная игра'), '/responsible-gaming-info'),
    ],
  },
  {
    title: t('Yordam', 'Помощь'),
    links: [
      link(t("Qo'llab-quvvatlash xizmati", 'Служба поддержки'), '/support'),
      link(t('Kassa', 'Касса'), '/cashier/deposit'),
      link(t('Limitlar va tanaffus', 'Лимиты и перерыв'), '/profile/responsible-game'),
      link(t('Telegram kanal', 'Telegram-канал'), 'https://t.me/omad_support'),
    ],
  },
];
