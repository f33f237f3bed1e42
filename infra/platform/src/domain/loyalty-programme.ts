// The one loyalty programme, `omad-club`, as loyalty.getPrograms, loyalty.getProgram and
// loyalty.getinfo show it: its texts, its levels with what each gives, how rounds earn points
// and what a point is worth, in the player's currency (the default one for guests). A level's
// benefits name only what the platform does: points on every real-money bet, the weekly
// cashback every player gets, and the shop products the level opens.
import type { LoyaltyLevel, LoyaltyProgram } from '@omad/contract/api';
import type { Locale } from '../config';
import type { Queryable } from '../db/db';
import { CASHBACK } from './cashbacks';
import {
  EARNING_GAME_TYPES,
  LOYALTY_LEVELS,
  LOYALTY_PROGRAM,
  levelEnd,
  ratesFor,
} from './loyalty-rules';

const TEXTS = {
  uz: {
    title: 'Omad Klub',
    description:
      "Haqiqiy pul bilan qilingan har bir tikish uchun Omad ballari yig'ing: ular darajangizni oshiradi, do'konda esa bonuslar, bepul aylantirishlar va sovg'alarga almashtiriladi.",
    pointsAlias: 'Omad ballari',
    earning: 'Haqiqiy pul bilan qilingan har bir tikish uchun Omad ballari',
    cashback: `Haftalik keshbek: haqiqiy pulda yutqazilgan summaning ${CASHBACK.percent} %`,
    opens: (titles: string) => `Do'konda ochiladi: ${titles}`,
    everything: "Do'kondagi barcha mahsulotlar ochiq",
  },
  ru: {
    title: 'Клуб Omad',
    description:
      'Получайте баллы Omad за каждую ставку реальными деньгами: они повышают ваш уровень, а в магазине обмениваются на бонусы, бесплатные вращения и подарки.',
    pointsAlias: 'баллы Omad',
    earning: 'Баллы Omad за каждую ставку реальными деньгами',
    cashback: `Еженедельный кешбэк: ${CASHBACK.percent} % от проигрыша реальными деньгами`,
    opens: (titles: string) => `Открывается в магазине: ${titles}`,
    everything: 'Открыт весь ассортимент магазина',
  },
} as const;

/** What the points are called, in `locale`. */
export const pointsAlias = (locale: Locale): string => TEXTS[locale].pointsAlias;

/** A shop product as the levels' benefits name it. */
export interface OpenedProduct {
  readonly min_level: number;
  readonly title_uz: string;
  readonly title_ru: string;
}

/** The shop's products, cheapest first, for the benefits lines. */
export const productsByLevel = (db: Queryable): Promise<OpenedProduct[]> =>
  db.query<OpenedProduct>(
    'select min_level, title_uz, title_ru from loyalty_products order by price, id',
  );

/** The levels, lowest first, with their benefits in `locale`. */
export const programmeLevels = (
  products: readonly OpenedProduct[],
  locale: Locale,
): LoyaltyLevel[] => {
  const texts = TEXTS[locale];
  const highestGate = Math.max(1, ...products.map((product) => product.min_level));
  return LOYALTY_LEVELS.map(({ level, minValue, names }) => {
    const opened = products
      .filter((product) => product.min_level === level)
      .map((product) => (locale === 'ru' ? product.title_ru : product.title_uz));
    const shop =
      opened.length > 0
        ? [texts.opens(opened.join(', '))]
        : level > highestGate
          ? [texts.everything]
          : [];
    return {
      level,
      name: names[locale],
      minValue,
      maxValue: levelEnd(level),
      benefits: [texts.earning, texts.cashback, ...shop],
    };
  });
};

/** The programme in `locale`, its money in `currency`. */
export const programmeView = (
  products: readonly OpenedProduct[],
  locale: Locale,
  currency: string,
): LoyaltyProgram => {
  const rates = ratesFor(currency);
  return {
    sysname: LOYALTY_PROGRAM,
    title: TEXTS[locale].title,
    description: TEXTS[locale].description,
    image: null,
    is_default: true,
    levels: programmeLevels(products, locale),
    earning: EARNING_GAME_TYPES.map(([gameType, group]) => ({
      game_type: gameType,
      stake: { amount: rates.stakePerPoint[group], currency },
    })),
    point_value: { amount: rates.pointValue, currency },
  };
};
