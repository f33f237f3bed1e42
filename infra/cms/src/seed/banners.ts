// banners: the home page slider, per locale, ordered by position. Each links to the terms
// page through a relation, so the relation shape is exercised by real content.
import { media, relation } from '../model';
import { localizedCollection } from './localize';

export const banners = localizedCollection((t) => [
  {
    title: t('100% xush kelibsiz bonusi', 'Приветственный бонус 100%'),
    subtitle: t(
      "Birinchi depozitga 5 000 000 so'mgacha va 100 ta bepul aylantirish",
      'До 5 000 000 сум и 100 фриспинов на первый депозит',
    ),
    buttonTitle: t('Bonusni olish', 'Забрать бонус'),
    url: '/promotions',
    position: 1,
    isGuestOnly: true,
    image: media('banner-welcome.svg'),
    startsAt: '2025-01-15T00:00:00.000Z',
    finishedAt: null,
    termsPage: relation('pages', 'slug', 'terms'),
  },
  {
    title: t('Har hafta 10% gacha keshbek', 'Кешбэк до 10% каждую неделю'),
    subtitle: t(
      "Yo'qotilgan mablag'ning bir qismini har dushanba qaytarib beramiz",
      'Каждый понедельник возвращаем часть проигранных средств',
    ),
    buttonTitle: t('Batafsil', 'Подробнее'),
    url: '/promotions',
    position: 2,
    isGuestOnly: false,
    image: media('banner-cashback.svg'),
    startsAt: '2025-01-15T00:00:00.000Z',
    finishedAt: null,
    termsPage: relation('pages', 'slug', 'terms'),
  },
  {
    title: t("Bahor turniri: 500 000 000 so'm", 'Весенний турнир: 500 000 000 сум'),
    subtitle: t(
      "Slotlarda o'ynang, reytingda ko'tariling va sovrin fondidan ulush oling",
      'Играйте в слоты, поднимайтесь в рейтинге и делите призовой фонд',
    ),
    buttonTitle: t('Qatnashish', 'Участвовать'),
    url: '/tournaments',
    position: 3,
    isGuestOnly: false,
    image: media('banner-tournament.svg'),
    startsAt: '2025-03-01T00:00:00.000Z',
    finishedAt: '2026-05-31T23:59:59.000Z',
    termsPage: relation('pages', 'slug', 'terms'),
  },
]);
