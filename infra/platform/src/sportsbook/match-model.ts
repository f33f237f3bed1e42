// How a simulated match goes, per sport: its whole course is drawn when the fixture is made
// (seeded by the fixture's id, so the same on every start), the score at any moment is what
// that course has reached, and the chances of what is still open are counted by playing the
// rest of the match many times from the score as it stands, never from the drawn course.
import { hashOf, seededRandom } from '../seed/random';
import type { Random } from '../seed/random';

export const SPORTS = ['football', 'basketball', 'tennis', 'esports'] as const;
export type Sport = (typeof SPORTS)[number];

export const isSport = (value: string): value is Sport =>
  (SPORTS as readonly string[]).includes(value);

const MINUTE_MS = 60_000;

/** One scoring moment: `points` for a side, `at` milliseconds after kick-off. */
export interface ScoreEvent {
  readonly at: number;
  readonly side: 'home' | 'away';
  readonly points: number;
}

/** A match's drawn course: its events in time order, and when it ends after kick-off. */
export interface Course {
  readonly events: readonly ScoreEvent[];
  readonly duration: number;
}

export interface Score {
  readonly home: number;
  readonly away: number;
}

/** The sides' strength: Elo-like ratings, the home side's advantage already in `edge`. */
export interface Strength {
  /** Home rating minus away rating plus home advantage, in rating points. */
  readonly edge: number;
}

/** The chance the home side takes one set or map at `edge` (Elo's curve). */
const setShare = (edge: number): number => 1 / (1 + 10 ** (-edge / 400));

/** A sport's rules for the model and its markets. */
export interface SportRules {
  /** Whether a draw is a result (football only: elsewhere someone always wins). */
  readonly draw: boolean;
  /** The total's line: goals, points, sets or maps. */
  readonly totalLine: number;
  /**
   * The handicap's size by how uneven the sides are: the first line whose `upTo` the edge's
   * size stays under. The favourite gives it, the underdog takes it.
   */
  readonly handicaps: readonly Readonly<{ upTo: number; line: number }>[];
  /** A rating point's worth of home advantage. */
  readonly homeAdvantage: number;
  /** What a score counts, for the frame: goals, points, sets, maps. */
  readonly unit: 'goals' | 'points' | 'sets' | 'maps';
}

export const SPORT_RULES: Readonly<Record<Sport, SportRules>> = {
  football: {
    draw: true,
    totalLine: 2.5,
    handicaps: [
      { upTo: 150, line: 0.5 },
      { upTo: Infinity, line: 1.5 },
    ],
    homeAdvantage: 60,
    unit: 'goals',
  },
  basketball: {
    draw: false,
    totalLine: 158.5,
    handicaps: [
      { upTo: 60, line: 2.5 },
      { upTo: 160, line: 5.5 },
      { upTo: Infinity, line: 9.5 },
    ],
    homeAdvantage: 45,
    unit: 'points',
  },
  tennis: {
    draw: false,
    totalLine: 2.5,
    handicaps: [{ upTo: Infinity, line: 1.5 }],
    homeAdvantage: 0,
    unit: 'sets',
  },
  esports: {
    draw: false,
    totalLine: 2.5,
    handicaps: [{ upTo: Infinity, line: 1.5 }],
    homeAdvantage: 0,
    unit: 'maps',
  },
};

/** A match as it stands `elapsed` ms after kick-off: its score, and how far it has run. */
interface State {
  readonly score: Score;
  readonly elapsed: number;
}

const add = (score: Score, side: 'home' | 'away', points: number): Score =>
  side === 'home'
    ? { home: score.home + points, away: score.away }
    : { home: score.home, away: score.away + points };

// Football: 90 minutes of play over 105 on the clock (a 15-minute break after the 45th).
const FOOTBALL_PLAY_MINUTES = 90;
const footballClock = (minute: number): number => (minute <= 45 ? minute : minute + 15) * MINUTE_MS;
const footballRates = (edge: number) => ({
  home: (1.45 * 10 ** (edge / 900)) / FOOTBALL_PLAY_MINUTES,
  away: (1.2 * 10 ** (-edge / 900)) / FOOTBALL_PLAY_MINUTES,
});

// Basketball: 60 two-minute spells on the clock, each side scoring 0, 2 or 3 (rarely 5) per
// spell, about 1.3 a spell and 80 a game between equals; a tie goes to overtime, which someone wins.
const BASKETBALL_SPELLS = 60;
const SPELL_MS = 2 * MINUTE_MS;
const basketballSpell = (random: Random, mean: number): number => {
  const roll = random.next() * (80 / mean);
  if (roll < 0.02) return 5;
  if (roll < 0.16) return 3;
  if (roll < 0.56) return 2;
  return 0;
};
const basketballMeans = (edge: number) => ({
  home: 80 * 10 ** (edge / 6000),
  away: 80 * 10 ** (-edge / 6000),
});

// Tennis and esports: best of three sets or maps, each about 40 or 35 minutes.
const SET_MS: Readonly<Record<'tennis' | 'esports', number>> = {
  tennis: 40 * MINUTE_MS,
  esports: 35 * MINUTE_MS,
};

/** How long a sport's match runs on the clock when nothing is known of its course. */
export const nominalDuration = (sport: Sport): number => {
  if (sport === 'football') return footballClock(FOOTBALL_PLAY_MINUTES);
  if (sport === 'basketball') return BASKETBALL_SPELLS * SPELL_MS;
  return 3 * SET_MS[sport];
};

/**
 * Plays a match on from `state` to its end with `random`, calling `scored` for every event
 * after `state.elapsed`; answers the final score and the clock time it ended at.
 */
const playOn = (
  sport: Sport,
  strength: Strength,
  state: State,
  random: Random,
  scored: (event: ScoreEvent) => void = () => undefined,
): { score: Score; duration: number } => {
  let score = state.score;
  const event = (at: number, side: 'home' | 'away', points: number) => {
    score = add(score, side, points);
    scored({ at, side, points });
  };
  if (sport === 'football') {
    const rates = footballRates(strength.edge);
    for (let minute = 1; minute <= FOOTBALL_PLAY_MINUTES; minute += 1) {
      const at = footballClock(minute);
      if (at <= state.elapsed) continue;
      if (random.next() < rates.home) event(at, 'home', 1);
      if (random.next() < rates.away) event(at, 'away', 1);
    }
    return { score, duration: footballClock(FOOTBALL_PLAY_MINUTES) };
  }
  if (sport === 'basketball') {
    const means = basketballMeans(strength.edge);
    for (let spell = 1; spell <= BASKETBALL_SPELLS; spell += 1) {
      const at = spell * SPELL_MS;
      if (at <= state.elapsed) continue;
      const home = basketballSpell(random, means.home);
      const away = basketballSpell(random, means.away);
      if (home > 0) event(at, 'home', home);
      if (away > 0) event(at, 'away', away);
    }
    let end = BASKETBALL_SPELLS * SPELL_MS;
    while (score.home === score.away) {
      // Overtime: five more minutes on the clock, decided by a last basket.
      end += 5 * MINUTE_MS;
      event(end, random.next() < setShare(strength.edge) ? 'home' : 'away', 2);
    }
    return { score, duration: end };
  }
  const setMs = SET_MS[sport];
  let set = score.home + score.away;
  while (score.home < 2 && score.away < 2) {
    set += 1;
    event(set * setMs, random.next() < setShare(strength.edge) ? 'home' : 'away', 1);
  }
  return { score, duration: set * setMs };
};

/** The whole course of a match, drawn from its id: the same id, the same match. */
export const drawCourse = (sport: Sport, strength: Strength, fixtureId: string): Course => {
  const events: ScoreEvent[] = [];
  const { duration } = playOn(
    sport,
    strength,
    { score: { home: 0, away: 0 }, elapsed: 0 },
    seededRandom(hashOf(`course:${fixtureId}`)),
    (event) => events.push(event),
  );
  return { events, duration };
};

/** The score a course has reached `elapsed` ms after kick-off. */
export const scoreAt = (course: Course, elapsed: number): Score =>
  course.events
    .filter((event) => event.at <= elapsed)
    .reduce<Score>((score, event) => add(score, event.side, event.points), { home: 0, away: 0 });

/** The final score of a course. */
export const finalScore = (course: Course): Score => scoreAt(course, course.duration);

/**
 * `runs` finishes of a match from the state it is in, each a final score: what the book prices
 * from. `seed` fixes the runs (the book keys it by fixture and minute).
 */
export const finishes = (
  sport: Sport,
  strength: Strength,
  score: Score,
  elapsed: number,
  seed: number,
  runs: number,
): Score[] => {
  const random = seededRandom(seed);
  const results: Score[] = [];
  for (let run = 0; run < runs; run += 1) {
    // A set or map already decided stays decided: the state's score is where it stands.
    results.push(playOn(sport, strength, { score, elapsed }, random).score);
  }
  return results;
};
