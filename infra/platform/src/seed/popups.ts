// Seeded popups, each with uz and ru texts: an info popup opened by name, a published
// campaign popup for signed-in players, a text-only info popup without a button, and an
// unpublished campaign popup that only a preview (preview=1) shows.
import type { Queryable } from '../db/db';

export interface PopupText {
  readonly title: string;
  /** Plain text; newlines separate paragraphs. */
  readonly text: string;
  /** The call to action; its link is a locale-free path the storefront localises. */
  readonly button: { readonly title: string; readonly link: string } | null;
}

export interface PopupSeed {
  readonly id: number;
  readonly sysname: string;
  readonly kind: 'info' | 'campaign';
  readonly isPublished: boolean;
  readonly position: number;
  /** True when the popup shows generated artwork (/api/_media/popup/{sysname}.svg). */
  readonly hasImage: boolean;
  readonly uz: PopupText;
  readonly ru: PopupText;
}

export const popups: readonly PopupSeed[] = [
  {
    id: 1,
    sysname: 'welcome',
    kind: 'info',
    isPublished: true,
    position: 1,
    hasImage: true,
    uz: {
      title: 'Omad\u2019ga xush kelibsiz!',
      text:
        'Kazino o\u2018yinlari, jonli dilerlar va sport tikishlari \u2014 barchasi bir joyda.\n' +
        'Ro\u2018yxatdan o\u2018ting va birinchi depozitga 100% bonus oling.',
      button: { title: 'Bonusni olish', link: '/promotions' },
    },
    ru: {
      title: 'Добро пожаловать в Omad!',
      text:
        'Игры казино, живые дилеры и ставки на спорт \u2014 всё в одном месте.\n' +
        'Зарегистрируйтесь и получите бонус 100% на первый депозит.',
      button: { title: 'Получить бонус', link: '/promotions' },
    },
  },
  {
    id: 2,
    sysname: 'weekend-cashback',
    kind: 'campaign',
    isPublished: true,
    position: 2,
    hasImage: true,
    uz: {
      title: 'Dam olish kunlari 15% keshbek',
      text:
        'Shanba va yakshanba kunlari kazinoda yo\u2018qotilgan mablag\u2018ning 15% qaytariladi.\n' +
        'Keshbek dushanba kuni bonus hisobingizga tushadi.',
      button: { title: 'Takliflarni ko\u2018rish', link: '/offers' },
    },
    ru: {
      title: 'Кешбэк 15% в выходные',
      text:
        'В субботу и воскресенье вернём 15% средств, проигранных в казино.\n' +
        'Кешбэк поступит на бонусный счёт в понедельник.',
      button: { title: 'Смотреть предложения', link: '/offers' },
    },
  },
  {
    id: 3,
    sysname: 'responsible-gaming',
    kind: 'info',
    isPublished: true,
    position: 3,
    hasImage: false,
    uz: {
      title: 'Mas\u2019uliyatli o\u2018yin',
      text:
        'O\u2018yin \u2014 bu ko\u2018ngilochar mashg\u2018ulot, daromad manbai emas.\n' +
        'Depozit limitlarini profilingizda belgilashingiz mumkin.',
      button: null,
    },
    ru: {
      title: 'Ответственная игра',
      text:
        'Игра \u2014 это развлечение, а не источник дохода.\n' +
        'Лимиты депозитов можно установить в профиле.',
      button: null,
    },
  },
  {
    id: 4,
    sysname: 'spring-preview',
    kind: 'campaign',
    isPublished: false,
    position: 4,
    hasImage: false,
    uz: {
      title: 'Bahorgi turnir tez orada',
      text:
        '1-apreldan slotlarda sovrin jamg\u2018armasi 500 000 000 UZS bo\u2018lgan turnir boshlanadi.\n' +
        'Birinchilardan bo\u2018lib qatnashing!',
      button: { title: 'Turnirlar', link: '/tournaments' },
    },
    ru: {
      title: 'Скоро весенний турнир',
      text:
        'С 1 апреля \u2014 турнир в слотах с призовым фондом 500 000 000 UZS.\n' +
        'Участвуйте одними из первых!',
      button: { title: 'Турниры', link: '/tournaments' },
    },
  },
];

export const seedPopups = async (db: Queryable): Promise<void> => {
  for (const popup of popups) {
    await db.query(
      `insert into popups (id, sysname, kind, is_published, position, has_image, content)
       values ($1, $2, $3, $4, $5, $6, $7::jsonb)`,
      [
        popup.id,
        popup.sysname,
        popup.kind,
        popup.isPublished,
        popup.position,
        popup.hasImage,
        JSON.stringify({ uz: popup.uz, ru: popup.ru }),
      ],
    );
  }
};
