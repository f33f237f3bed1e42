// The simulated book's markets and prices. Every fixture offers three markets: the result
// (1X2 in football, a winner elsewhere), a total over/under its sport's line and a handicap
// (the favourite gives the sport's line, the underdog takes it). Lines end in .5, so a pick
// either wins or loses. A price is the chance of the pick, counted over many finishes of the
// match from where it stands (match-model.ts), with the book's margin: decimal odds with two
// places, exact like money. A pick the finishes all but decide is suspended (no price).
import { centsOf, decimalOf } from '../domain/money';
import { SPORT_RULES, finishes } from './match-model';
import type { Score, Sport, Strength } from './match-model';
import { hashOf, seededRandom } from '../seed/random';

export const MARKETS = ['result', 'total', 'handicap'] as const;
export type Market = (typeof MARKETS)[number];

export const PICKS = ['home', 'draw', 'away', 'over', 'under'] as const;
export type Choice = (typeof PICKS)[number];

export const isMarket = (value: string): value is Market =>
  (MARKETS as readonly string[]).includes(value);
export const isChoice = (value: string): value is Choice =>
  (PICKS as readonly string[]).includes(value);

/** One thing a player can back: a market's pick, at a line for totals and handicaps. */
export interface Selection {
  readonly market: Market;
  readonly pick: Choice;
  /** The total's line, or the home side's handicap ('-1.5'); null for the result. */
  readonly line: string | null;
}

/** A selection's key in a fixture's prices: 'result:home', 'total:over', … */
export const selectionKey = (selection: Pick<Selection, 'market' | 'pick'>): string =>
  `${selection.market}:${selection.pick}`;

const line = (value: number): string => value.toFixed(1);

/** The selections a fixture offers: the favourite (by `baseEdge`) gives the handicap. */
export const selectionsOf = (sport: Sport, baseEdge: number): Selection[] => {
  const rules = SPORT_RULES[sport];
  const size = rules.handicaps.find((step) => Math.abs(baseEdge) < step.upTo)?.line ?? 0.5;
  const homeHandicap = baseEdge >= 0 ? -size : size;
  return [
    { market: 'result', pick: 'home', line: null },
    ...(rules.draw ? [{ market: 'result', pick: 'draw', line: null } as const] : []),
    { market: 'result', pick: 'away', line: null },
    { market: 'total', pick: 'over', line: line(rules.totalLine) },
    { market: 'total', pick: 'under', line: line(rules.totalLine) },
    { market: 'handicap', pick: 'home', line: line(homeHandicap) },
    { market: 'handicap', pick: 'away', line: line(homeHandicap) },
  ];
};

/** Whether a selection wins at a final score (lines end in .5: never a push). */
export const selectionWins = (selection: Selection, score: Score): boolean => {
  const { home, away } = score;
  const at = Number(selection.line ?? '0');
  switch (selection.market) {
    case 'result':
      if (selection.pick === 'home') return home > away;
      if (selection.pick === 'away') return away > home;
      return home === away;
    case 'total':
      return selection.pick === 'over' ? home + away > at : home + away < at;
    case 'handicap':
      return selection.pick === 'home' ? home + at > away : away > home + at;
  }
};

/** The book's overround: the implied chances of a market's picks add up to this. */
export const MARGIN = 1.06;
export const MIN_ODDS = '1.01';
export const MAX_ODDS = '51.00';
/** A pick with a smaller chance than this, or a bigger one than its opposite, is suspended. */
const DECIDED = 0.02;
/** How many finishes a price is counted over. */
const RUNS = 1200;

/** Odds as hundredths (1.85 → 185n): the same two places as money, so the same helpers. */
export const oddsHundredths = (odds: string): bigint => centsOf(odds);

const oddsOfChance = (chance: number): string | null => {
  if (chance < DECIDED || chance > 1 - DECIDED) return null;
  const hundredths = Math.floor(100 / (chance * MARGIN));
  const bounded = Math.min(Math.max(hundredths, 101), 5100);
  return decimalOf(BigInt(bounded));
};

/** How far the book's view of the sides drifts in a minute: a few rating points. */
const DRIFT_POINTS = 40;

/** The sides' edge as the book sees it in `minute`: the base edge, drifted a little. */
export const driftedEdge = (baseEdge: number, fixtureId: string, minute: number): number =>
  baseEdge + (seededRandom(hashOf(`drift:${fixtureId}:${minute}`)).next() - 0.5) * DRIFT_POINTS;

/**
 * The prices of a fixture's selections in `minute`, from its score `elapsed` ms after kick-off
 * (0 before it): by selection key, null where suspended. Stable within the minute.
 */
export const pricesOf = (
  fixture: Readonly<{ id: string; sport: Sport; baseEdge: number }>,
  state: Readonly<{ score: Score; elapsed: number }>,
  minute: number,
): Map<string, string | null> => {
  const strength: Strength = { edge: driftedEdge(fixture.baseEdge, fixture.id, minute) };
  const ends = finishes(
    fixture.sport,
    strength,
    state.score,
    state.elapsed,
    hashOf(`price:${fixture.id}:${minute}`),
    RUNS,
  );
  const prices = new Map<string, string | null>();
  for (const selection of selectionsOf(fixture.sport, fixture.baseEdge)) {
    const won = ends.filter((score) => selectionWins(selection, score)).length;
    prices.set(selectionKey(selection), oddsOfChance(won / ends.length));
  }
  return prices;
};

/**
 * An accumulator's odds: the product of its legs' odds, two places, rounded down. A single's
 * are its leg's. A void leg counts as 1.00.
 */
export const combinedOdds = (legs: readonly string[]): string => {
  if (legs.length === 0) return '1.00';
  const product = legs.reduce((total, odds) => total * oddsHundredths(odds), 1n);
  return decimalOf(product / 100n ** BigInt(legs.length - 1));
};

/** What a stake at `odds` pays back, stake included, in whole cents rounded down. */
export const payoutOf = (stake: string, odds: string): string =>
  decimalOf((centsOf(stake) * oddsHundredths(odds)) / 100n);
