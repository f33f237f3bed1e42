// Seeded banners: five, with positions deliberately out of id order and one already
// finished (it must never be listed), each with uz and ru texts.
import type { Queryable } from '../db/db';

export interface BannerText {
  readonly title: string;
  readonly subtitle: string;
  readonly button: string;
  /** A locale-free path: the storefront adds /ru for Russian. */
  readonly link: string;
}

export interface BannerSeed {
  readonly id: number;
  readonly position: number;
  /** Milliseconds since the epoch, or null for a banner without an end. */
  readonly finishedAt: number | null;
  readonly uz: BannerText;
  readonly ru: BannerText;
}

export const banners: readonly BannerSeed[] = [
  {
    id: 1,
    position: 3,
    finishedAt: null,
    uz: {
      title: 'Xush kelibsiz bonusi 100%',
      subtitle: '5 000 000 UZS gacha birinchi depozitga',
      button: 'Bonusni olish',
      link: '/promotions',
    },
    ru: {
      title: 'Приветственный бонус 100%',
      subtitle: 'До 5 000 000 UZS на первый депозит',
      button: 'Получить бонус',
      link: '/promotions',
    },
  },
  {
    id: 2,
    position: 1,
    finishedAt: null,
    uz: {
      title: 'Jonli kazino har kuni',
      subtitle: 'Haqiqiy dilerlar bilan rulet va blekjek',
      button: "O'ynash",
      link: '/gamehall?category=live',
    },
    ru: {
      title: 'Живое казино каждый день',
      subtitle: 'Рулетка и блэкджек с настоящими дилерами',
      button: 'Играть',
      link: '/gamehall?category=live',
    },
  },
  {
    id: 3,
    position: 5,
    finishedAt: Date.UTC(2099, 11, 31),
    uz: {
      title: 'Haftalik keshbek 10%',
      subtitle: "Har dushanba yo'qotishlarning bir qismi qaytadi",
      button: 'Batafsil',
      link: '/profile/cashback',
    },
    ru: {
      title: 'Еженедельный кешбэк 10%',
      subtitle: 'Каждый понедельник возвращаем часть проигрыша',
      button: 'Подробнее',
      link: '/profile/cashback',
    },
  },
  {
    id: 4,
    position: 2,
    finishedAt: Date.UTC(2024, 0, 1),
    uz: {
      title: 'Yangi yil turniri',
      subtitle: 'Turnir yakunlandi',
      button: 'Natijalar',
      link: '/tournaments',
    },
    ru: {
      title: 'Новогодний турнир',
      subtitle: 'Турнир завершён',
      button: 'Результаты',
      link: '/tournaments',
    },
  },
  {
    id: 5,
    position: 4,
    finishedAt: null,
    uz: {
      title: 'Tezkor o\u2018yinlar',
      subtitle: 'Crash, Mines va Plinko bir necha soniyada',
      button: 'Sinab ko\u2018rish',
      link: '/gamehall?category=fast',
    },
    ru: {
      title: 'Быстрые игры',
      subtitle: 'Crash, Mines и Plinko за секунды',
      button: 'Попробовать',
      link: '/gamehall?category=fast',
    },
  },
];

export const seedBanners = async (db: Queryable): Promise<void> => {
  for (const banner of banners) {
    await db.query(
      'insert into banners (id, position, finished_at, content) values ($1, $2, $3, $4::jsonb)',
      [
        banner.id,
        banner.position,
        banner.finishedAt,
        JSON.stringify({ uz: banner.uz, ru: banner.ru }),
      ],
    );
  }
};
