// mf-content texts in Russian.
import type { Translation } from '@omad/contract/remote';
import { pagesRu } from './pages.ru';
import { servicesRu } from './services.ru';
import type { uz } from './uz';

export const ru: Translation<typeof uz> = {
  home: { title: 'Omad — онлайн-казино и ставки на спорт', banners: 'Акции и новости' },
  footer: {
    support: 'Поддержка',
    payments: 'Способы оплаты',
    social: 'Социальные сети',
    countries: 'Страны обслуживания',
  },
  country: {
    uz: 'Узбекистан',
    ru: 'Россия',
    kz: 'Казахстан',
    kg: 'Киргизия',
    tj: 'Таджикистан',
    tm: 'Туркменистан',
  },
  nav: { header: 'Основное меню', sidebar: 'Меню сайта', bottom: 'Быстрое меню' },
  pages: pagesRu,
  services: servicesRu,
};
