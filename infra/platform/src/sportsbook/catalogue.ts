// What the simulated book plays: a catalogue of pairings, each played again and again. The
// first round of each starts `firstIn` minutes after the book is first stocked (a negative
// value: already under way, so a few matches are live from the start); a later round is
// scheduled once the one before has ended, `every` days after it or, when that has passed,
// `restIn` minutes from then. Names are in both languages, as the frame shows them.
import type { Locale } from '../config';
import { SPORT_RULES } from './match-model';
import type { Sport } from './match-model';

export type Named = Readonly<Record<Locale, string>>;

export interface Side {
  readonly name: Named;
  /** Elo-like rating: 100 points more is roughly a 64 % favourite on neutral ground. */
  readonly rating: number;
}

export interface Template {
  readonly sport: Sport;
  readonly league: Named;
  readonly home: Side;
  readonly away: Side;
  readonly firstIn: number;
  readonly every: number;
  readonly restIn: number;
}

const side = (uz: string, ru: string, rating: number): Side => ({ name: { uz, ru }, rating });

const leagues = {
  superliga: { uz: "O'zbekiston. Superliga", ru: 'Узбекистан. Суперлига' },
  premier: { uz: 'Angliya. Premyer-liga', ru: 'Англия. Премьер-лига' },
  laliga: { uz: 'Ispaniya. La Liga', ru: 'Испания. Ла Лига' },
  challenger: { uz: 'ATP Challenger. Toshkent', ru: 'ATP Challenger. Ташкент' },
  wta: { uz: 'WTA. Dubay', ru: 'WTA. Дубай' },
  uzBasket: { uz: "O'zbekiston. Basketbol ligasi", ru: 'Узбекистан. Баскетбольная лига' },
  euroleague: { uz: 'Yevroliga', ru: 'Евролига' },
  cs2: { uz: 'CS2. Yevropa chempionati', ru: 'CS2. Чемпионат Европы' },
  dota: { uz: 'Dota 2. Osiyo ligasi', ru: 'Dota 2. Азиатская лига' },
} as const satisfies Record<string, Named>;

const HOUR = 60;
const DAY = 24 * HOUR;

type Row = [Sport, Named, Side, Side, number, number?];

const rows: readonly Row[] = [
  [
    'football',
    leagues.superliga,
    side('Paxtakor', 'Пахтакор', 1620),
    side('Nasaf', 'Насаф', 1590),
    -35,
  ],
  [
    'football',
    leagues.superliga,
    side('Navbahor', 'Навбахор', 1560),
    side("Neftchi Farg'ona", 'Нефтчи Фергана', 1545),
    2 * HOUR + 30,
  ],
  [
    'football',
    leagues.superliga,
    side('Bunyodkor', 'Бунёдкор', 1500),
    side('AGMK', 'АГМК', 1575),
    DAY + 4 * HOUR,
  ],
  [
    'football',
    leagues.superliga,
    side("So'g'diyona", 'Согдиана', 1490),
    side('Surxon', 'Сурхан', 1470),
    DAY + 6 * HOUR + 15,
  ],
  [
    'football',
    leagues.premier,
    side('Arsenal', 'Арсенал', 1880),
    side('Chelsi', 'Челси', 1800),
    5 * HOUR,
  ],
  [
    'football',
    leagues.premier,
    side('Liverpul', 'Ливерпуль', 1900),
    side('Manchester Siti', 'Манчестер Сити', 1910),
    2 * DAY + 3 * HOUR,
  ],
  [
    'football',
    leagues.laliga,
    side('Real Madrid', 'Реал Мадрид', 1920),
    side('Sevilya', 'Севилья', 1710),
    DAY + 8 * HOUR + 30,
  ],
  [
    'basketball',
    leagues.uzBasket,
    side('Samarqand', 'Самарканд', 1560),
    side('Toshkent Lokomotiv', 'Локомотив Ташкент', 1590),
    -50,
  ],
  [
    'basketball',
    leagues.uzBasket,
    side('Andijon', 'Андижан', 1480),
    side('Buxoro', 'Бухара', 1505),
    DAY + 5 * HOUR,
  ],
  [
    'basketball',
    leagues.euroleague,
    side('Real Madrid', 'Реал Мадрид', 1760),
    side('Anadolu Efes', 'Анадолу Эфес', 1700),
    2 * DAY + 6 * HOUR,
  ],
  [
    'tennis',
    leagues.challenger,
    side('Jasur Karimov', 'Жасур Каримов', 1540),
    side('Mark Lindqvist', 'Марк Линдквист', 1600),
    -45,
  ],
  [
    'tennis',
    leagues.challenger,
    side('Sardor Nazarov', 'Сардор Назаров', 1580),
    side('Pablo Herrera', 'Пабло Эррера', 1500),
    3 * HOUR + 45,
  ],
  [
    'tennis',
    leagues.wta,
    side('Kamila Rahimova', 'Камила Рахимова', 1610),
    side('Anna Novak', 'Анна Новак', 1630),
    DAY + 2 * HOUR,
  ],
  [
    'esports',
    leagues.cs2,
    side('Natus Vincere', 'Natus Vincere', 1700),
    side('Team Spirit', 'Team Spirit', 1720),
    -20,
  ],
  [
    'esports',
    leagues.cs2,
    side('Virtus.pro', 'Virtus.pro', 1640),
    side('G2 Esports', 'G2 Esports', 1690),
    6 * HOUR,
  ],
  [
    'esports',
    leagues.dota,
    side('Team Liquid', 'Team Liquid', 1660),
    side('Aurora', 'Aurora', 1600),
    DAY + HOUR + 30,
  ],
];

export const CATALOGUE: readonly Template[] = rows.map(
  ([sport, league, home, away, firstIn, every = 3]) => ({
    sport,
    league,
    home,
    away,
    firstIn,
    every: every * DAY,
    // Spread the next rounds of pairings that ended together over the coming hours.
    restIn: 40 + ((home.rating + away.rating) % 7) * 45,
  }),
);

/** The edge of a pairing: the home side's rating over the away side's, with home advantage. */
export const edgeOf = (template: Template): number =>
  template.home.rating - template.away.rating + SPORT_RULES[template.sport].homeAdvantage;
