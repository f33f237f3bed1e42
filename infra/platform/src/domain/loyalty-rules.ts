// The loyalty programme's rules as pure functions: how much a stake earns per currency and game
// type, what a point is worth, and the levels reached by experience. A group's points are
// floor(everything it has staked / its rate), so what a round stakes below a point is carried
// to the next round and no fraction of a point is ever lost. Points are whole numbers; money
// is exact (whole cents, never floats).
import type { Locale } from '../config';
import { DEFAULT_CURRENCY } from '../config';
import { centsOf, decimalOf } from './money';

/** The sysname of the one programme every player is in. */
export const LOYALTY_PROGRAM = 'omad-club';

/** Stakes that earn at one rate: slot, casino and fast games together, live games apart. */
export type EarningGroup = 'standard' | 'live';

/** The game types that earn, in the order the programme lists them, with their group. */
export const EARNING_GAME_TYPES: readonly (readonly [string, EarningGroup])[] = [
  ['slot', 'standard'],
  ['casino', 'standard'],
  ['fast', 'standard'],
  ['live', 'live'],
  // A sports bet earns when it is settled, if it counts (sportsbook/bet-rewards.ts).
  ['sportsbook', 'standard'],
];

/** The group a game type earns in; null for one that earns nothing. */
export const earningGroupOf = (gameType: string): EarningGroup | null =>
  EARNING_GAME_TYPES.find(([type]) => type === gameType)?.[1] ?? null;

export interface CurrencyRates {
  /** Staked for one point, per group (decimal strings). */
  readonly stakePerPoint: Readonly<Record<EarningGroup, string>>;
  /** What one point is worth in the shop. */
  readonly pointValue: string;
}

const RATES: Readonly<Record<string, CurrencyRates>> = {
  UZS: { stakePerPoint: { standard: '1000.00', live: '2000.00' }, pointValue: '10.00' },
  USD: { stakePerPoint: { standard: '1.00', live: '2.00' }, pointValue: '0.01' },
  RUB: { stakePerPoint: { standard: '10.00', live: '20.00' }, pointValue: '0.10' },
};

/** A currency's rates (the default currency's for one without its own). */
export const ratesFor = (currency: string): CurrencyRates => {
  const rates = RATES[currency] ?? RATES[DEFAULT_CURRENCY];
  if (!rates) throw new Error('the default currency has no loyalty rates');
  return rates;
};

/** Points a group has earned for everything it has staked: whole points only. */
const pointsOfStakes = (stakedCents: bigint, rate: string): bigint => stakedCents / centsOf(rate);

/**
 * The points a bet earns when its group had counted `stakedBefore`: the whole points the
 * group's total gains, the remainder carried.
 */
export const pointsOfBet = (stakedBefore: string, bet: string, rate: string): number => {
  const before = centsOf(stakedBefore);
  return Number(pointsOfStakes(before + centsOf(bet), rate) - pointsOfStakes(before, rate));
};

/** What `points` are worth in `currency`, exactly. */
export const pointsValue = (points: number, currency: string): string =>
  decimalOf(BigInt(points) * centsOf(ratesFor(currency).pointValue));

export interface LevelRule {
  readonly level: number;
  /** Experience at which the level starts. */
  readonly minValue: number;
  readonly names: Readonly<Record<Locale, string>>;
}

/** The levels, lowest first; the first starts at 0. */
export const LOYALTY_LEVELS: readonly LevelRule[] = [
  { level: 1, minValue: 0, names: { uz: 'Yangi boshlovchi', ru: 'Новичок' } },
  { level: 2, minValue: 200, names: { uz: 'Bronza', ru: 'Бронза' } },
  { level: 3, minValue: 2_000, names: { uz: 'Kumush', ru: 'Серебро' } },
  { level: 4, minValue: 10_000, names: { uz: 'Oltin', ru: 'Золото' } },
  { level: 5, minValue: 50_000, names: { uz: 'Brilliant', ru: 'Бриллиант' } },
];

/** Where a level ends: the next level's start; null for the top level. */
export const levelEnd = (level: number): number | null =>
  LOYALTY_LEVELS.find((rule) => rule.level === level + 1)?.minValue ?? null;

/** The level `experience` reaches. */
export const levelOf = (experience: number): number =>
  LOYALTY_LEVELS.reduce(
    (reached, rule) => (experience >= rule.minValue ? rule.level : reached),
    LOYALTY_LEVELS[0]?.level ?? 1,
  );

/** A level's name in `locale`. */
export const levelName = (level: number, locale: Locale): string =>
  LOYALTY_LEVELS.find((rule) => rule.level === level)?.names[locale] ?? String(level);

/** How the shop's bonuses and free-spin packs are granted. */
export const LOYALTY_SHOP = {
  /** A bonus product's casino bonus: wagering requirement as a multiple of its amount. */
  bonusWager: 10,
  /** Days to wager it once activated. */
  bonusValidDays: 7,
  /** Days to activate it (bonuses.activate) once bought. */
  bonusActivateDays: 14,
  /** Days a bought pack of free spins lasts. */
  packValidDays: 7,
} as const;

/** A whole number with its thousands apart, as uz and ru write them: 15000 → '15 000'. */
export const groupThousands = (value: number): string =>
  String(value).replace(/\B(?=(\d{3})+(?!\d))/g, '\u00a0');
