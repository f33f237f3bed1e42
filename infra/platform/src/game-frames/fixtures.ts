// The simulated sportsbook's upcoming matches: a fixed list of plausible fixtures whose
// kick-offs are counted from "now", so the list is always upcoming, with odds derived
// deterministically from each side's strength (the same odds on every request).
import type { Locale } from '../config';
import { hashOf, seededRandom } from '../seed/random';

export type Sport = 'football' | 'tennis' | 'basketball';
export const SPORTS: readonly Sport[] = ['football', 'tennis', 'basketball'];

/** A name in both languages. */
type Named = Readonly<Record<Locale, string>>;

interface Side {
  readonly name: Named;
  /** Elo-like rating: 100 points more is roughly a 64 % favourite on neutral ground. */
  readonly rating: number;
}

const side = (uz: string, ru: string, rating: number): Side => ({ name: { uz, ru }, rating });

const leagues = {
  superliga: { uz: "O'zbekiston. Superliga", ru: 'Узбекистан. Суперлига' },
  premier: { uz: 'Angliya. Premyer-liga', ru: 'Англия. Премьер-лига' },
  laliga: { uz: 'Ispaniya. La Liga', ru: 'Испания. Ла Лига' },
  challenger: { uz: 'ATP Challenger. Toshkent', ru: 'ATP Challenger. Ташкент' },
  uzBasket: { uz: "O'zbekiston. Basketbol ligasi", ru: 'Узбекистан. Баскетбольная лига' },
  euroleague: { uz: 'Yevroliga', ru: 'Евролига' },
} as const satisfies Record<string, Named>;

interface FixtureSeed {
  readonly sport: Sport;
  readonly league: Named;
  readonly home: Side;
  readonly away: Side;
  /** Minutes after the next quarter hour. */
  readonly startsIn: number;
}

const HOUR = 60;
const DAY = 24 * HOUR;

const seeds: readonly FixtureSeed[] = [
  {
    sport: 'football',
    league: leagues.superliga,
    home: side('Paxtakor', 'Пахтакор', 1620),
    away: side('Nasaf', 'Насаф', 1590),
    startsIn: 45,
  },
  {
    sport: 'football',
    league: leagues.superliga,
    home: side('Navbahor', 'Навбахор', 1560),
    away: side("Neftchi Farg'ona", 'Нефтчи Фергана', 1545),
    startsIn: 2 * HOUR + 30,
  },
  {
    sport: 'football',
    league: leagues.superliga,
    home: side('Bunyodkor', 'Бунёдкор', 1500),
    away: side('AGMK', 'АГМК', 1575),
    startsIn: DAY + 4 * HOUR,
  },
  {
    sport: 'football',
    league: leagues.superliga,
    home: side("So'g'diyona", 'Согдиана', 1490),
    away: side('Surxon', 'Сурхан', 1470),
    startsIn: DAY + 6 * HOUR + 15,
  },
  {
    sport: 'football',
    league: leagues.premier,
    home: side('Arsenal', 'Арсенал', 1880),
    away: side('Chelsi', 'Челси', 1800),
    startsIn: 5 * HOUR,
  },
  {
    sport: 'football',
    league: leagues.premier,
    home: side('Liverpul', 'Ливерпуль', 1900),
    away: side('Manchester Siti', 'Манчестер Сити', 1910),
    startsIn: 2 * DAY + 3 * HOUR,
  },
  {
    sport: 'football',
    league: leagues.laliga,
    home: side('Real Madrid', 'Реал Мадрид', 1920),
    away: side('Sevilya', 'Севилья', 1710),
    startsIn: DAY + 8 * HOUR + 30,
  },
  {
    sport: 'tennis',
    league: leagues.challenger,
    home: side('Jasur Karimov', 'Жасур Каримов', 1540),
    away: side('Mark Lindqvist', 'Марк Линдквист', 1600),
    startsIn: HOUR + 15,
  },
  {
    sport: 'tennis',
    league: leagues.challenger,
    home: side('Sardor Nazarov', 'Сардор Назаров', 1580),
    away: side('Pablo Herrera', 'Пабло Эррера', 1500),
    startsIn: 3 * HOUR + 45,
  },
  {
    sport: 'basketball',
    league: leagues.uzBasket,
    home: side('Samarqand', 'Самарканд', 1560),
    away: side('Toshkent Lokomotiv', 'Локомотив Ташкент', 1590),
    startsIn: 4 * HOUR,
  },
  {
    sport: 'basketball',
    league: leagues.uzBasket,
    home: side('Andijon', 'Андижан', 1480),
    away: side('Buxoro', 'Бухара', 1505),
    startsIn: DAY + 5 * HOUR,
  },
  {
    sport: 'basketball',
    league: leagues.euroleague,
    home: side('Real Madrid', 'Реал Мадрид', 1760),
    away: side('Anadolu Efes', 'Анадолу Эфес', 1700),
    startsIn: 2 * DAY + 6 * HOUR,
  },
];

export interface Odds {
  readonly home: number;
  /** Null where the market has no draw (tennis, basketball with overtime). */
  readonly draw: number | null;
  readonly away: number;
}

export interface Fixture {
  /** Stable across requests: the bet slip keys selections by it. */
  readonly id: string;
  readonly sport: Sport;
  readonly league: string;
  readonly home: string;
  readonly away: string;
  /** Milliseconds since the epoch. */
  readonly kickoff: number;
  readonly odds: Odds;
}

/** The bookmaker's overround: implied probabilities add up to this. */
export const MARGIN = 1.06;
const HOME_ADVANTAGE: Readonly<Record<Sport, number>> = {
  football: 60,
  tennis: 0,
  basketball: 45,
};

const toOdd = (probability: number): number =>
  Math.max(1.01, Math.round(100 / (probability * MARGIN)) / 100);

/** Win-draw-win odds from the ratings, with a small seeded jitter so the book looks real. */
const oddsOf = (seed: FixtureSeed, id: string): Odds => {
  const jitter = seededRandom(hashOf(id));
  const difference =
    seed.home.rating + HOME_ADVANTAGE[seed.sport] - seed.away.rating + (jitter.next() - 0.5) * 30;
  const homeShare = 1 / (1 + 10 ** (-difference / 400));
  if (seed.sport !== 'football') {
    return { home: toOdd(homeShare), draw: null, away: toOdd(1 - homeShare) };
  }
  // Draws are likelier between even sides: about 29 % for equals, fewer for a mismatch.
  const draw = 0.29 - 0.22 * Math.abs(homeShare - 0.5);
  return {
    home: toOdd(homeShare * (1 - draw)),
    draw: toOdd(draw),
    away: toOdd((1 - homeShare) * (1 - draw)),
  };
};

const QUARTER_HOUR_MS = 15 * 60 * 1000;

/** The upcoming matches at `now`, soonest first, named in `locale`. */
export const upcomingFixtures = (now: number, locale: Locale): Fixture[] => {
  const base = Math.ceil(now / QUARTER_HOUR_MS) * QUARTER_HOUR_MS;
  return seeds
    .map((seed, index) => {
      const id = `m${index + 1}`;
      return {
        id,
        sport: seed.sport,
        league: seed.league[locale],
        home: seed.home.name[locale],
        away: seed.away.name[locale],
        kickoff: base + seed.startsIn * 60 * 1000,
        odds: oddsOf(seed, `${seed.home.name.uz}-${seed.away.name.uz}`),
      };
    })
    .sort((a, b) => a.kickoff - b.kickoff);
};
