// The simulated book's fixtures in the database: stocked from the catalogue so every pairing
// always has a match to come (or under way), read with their state and prices at a moment,
// and ended (by the sweep when their course runs out, or now by the dev route).
import type { Db, Queryable } from '../db/db';
import type { Locale } from '../config';
import { CATALOGUE, edgeOf } from './catalogue';
import { drawCourse, finalScore, scoreAt } from './match-model';
import type { Course, Score, Sport } from './match-model';
import { pricesOf, selectionKey, selectionsOf } from './markets';
import type { Selection } from './markets';

const MINUTE_MS = 60_000;
/** Betting on a match closes this long before its course ends. */
export const CLOSES_BEFORE_END_MS = 2 * MINUTE_MS;
const BOOK_LOCK = 72_340_036;

export interface FixtureRow {
  readonly id: string;
  readonly template: number;
  readonly round: number;
  readonly sport: Sport;
  readonly league_uz: string;
  readonly league_ru: string;
  readonly home_uz: string;
  readonly home_ru: string;
  readonly away_uz: string;
  readonly away_ru: string;
  readonly base_edge: number;
  readonly kickoff: number;
  readonly ends_at: number;
  readonly course: Course;
  readonly ended_at: number | null;
  readonly final_home: number | null;
  readonly final_away: number | null;
}

export const FIXTURE_COLUMNS = `id, template, round, sport, league_uz, league_ru, home_uz, home_ru,
  away_uz, away_ru, base_edge, kickoff::float8 as kickoff, ends_at::float8 as ends_at, course,
  ended_at::float8 as ended_at, final_home, final_away`;

/** A fixture's id: the catalogue pairing (from 1) and its round. */
const fixtureId = (template: number, round: number): string => `fx${template + 1}-${round}`;

/**
 * Makes sure each catalogue pairing has a fixture that has not ended; answers how many it
 * made. One stocker at a time (an advisory lock), and a round is made once (its unique key).
 */
export const stockBook = (db: Db, now: number): Promise<number> =>
  db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [BOOK_LOCK]);
    const latest = await tx.query<{
      template: number;
      round: number;
      kickoff: number;
      ended: boolean;
    }>(
      `select distinct on (template) template, round, kickoff::float8 as kickoff,
         ended_at is not null as ended
       from sport_fixtures order by template, round desc`,
    );
    const byTemplate = new Map(latest.map((row) => [Number(row.template), row]));
    let made = 0;
    for (const [index, template] of CATALOGUE.entries()) {
      const last = byTemplate.get(index);
      if (last && !last.ended) continue;
      const round = (last ? Number(last.round) : 0) + 1;
      const kickoff = last
        ? Math.max(
            Number(last.kickoff) + template.every * MINUTE_MS,
            now + template.restIn * MINUTE_MS,
          )
        : now + template.firstIn * MINUTE_MS;
      const id = fixtureId(index, round);
      const edge = edgeOf(template);
      const course = drawCourse(template.sport, { edge }, id);
      const inserted = await tx.query(
        `insert into sport_fixtures (id, template, round, sport, league_uz, league_ru, home_uz,
           home_ru, away_uz, away_ru, base_edge, kickoff, ends_at, course)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)
         on conflict do nothing returning id`,
        [
          id,
          index,
          round,
          template.sport,
          template.league.uz,
          template.league.ru,
          template.home.name.uz,
          template.home.name.ru,
          template.away.name.uz,
          template.away.name.ru,
          Math.round(edge),
          kickoff,
          kickoff + course.duration,
          JSON.stringify(course),
        ],
      );
      made += inserted.length;
    }
    return made;
  });

/** Where a fixture stands at a moment. */
export type FixtureStatus = 'upcoming' | 'live' | 'closed' | 'ended';

export const statusAt = (fixture: FixtureRow, now: number): FixtureStatus => {
  if (fixture.ended_at !== null) return 'ended';
  if (now >= fixture.ends_at - CLOSES_BEFORE_END_MS) return 'closed';
  return now < fixture.kickoff ? 'upcoming' : 'live';
};

/** Its score at a moment: the final one once ended, none before kick-off. */
export const fixtureScore = (fixture: FixtureRow, now: number): Score | null => {
  if (fixture.final_home !== null && fixture.final_away !== null) {
    return { home: fixture.final_home, away: fixture.final_away };
  }
  if (fixture.ended_at !== null) return null;
  return now < fixture.kickoff ? null : scoreAt(fixture.course, now - fixture.kickoff);
};

/** A selection and its price now; null when the market is closed or the pick suspended. */
export interface Price {
  readonly selection: Selection;
  readonly odds: string | null;
}

/** The prices of a fixture's selections at `now` (all null once betting on it has closed). */
export const fixturePrices = (fixture: FixtureRow, now: number): Price[] => {
  const status = statusAt(fixture, now);
  const selections = selectionsOf(fixture.sport, fixture.base_edge);
  if (status !== 'upcoming' && status !== 'live') {
    return selections.map((selection) => ({ selection, odds: null }));
  }
  const elapsed = Math.max(0, now - fixture.kickoff);
  const prices = pricesOf(
    { id: fixture.id, sport: fixture.sport, baseEdge: fixture.base_edge },
    { score: scoreAt(fixture.course, elapsed), elapsed },
    Math.floor(now / MINUTE_MS),
  );
  return selections.map((selection) => ({
    selection,
    odds: prices.get(selectionKey(selection)) ?? null,
  }));
};

/** A fixture as the frame lists it, named in a locale. */
export interface FixtureView {
  readonly id: string;
  readonly sport: Sport;
  readonly league: string;
  readonly home: string;
  readonly away: string;
  readonly kickoff: number;
  readonly status: FixtureStatus;
  readonly score: Score | null;
  /** Minutes since kick-off while live. */
  readonly minute: number | null;
  readonly prices: readonly Price[];
}

export const fixtureView = (fixture: FixtureRow, now: number, locale: Locale): FixtureView => {
  const status = statusAt(fixture, now);
  return {
    id: fixture.id,
    sport: fixture.sport,
    league: locale === 'ru' ? fixture.league_ru : fixture.league_uz,
    home: locale === 'ru' ? fixture.home_ru : fixture.home_uz,
    away: locale === 'ru' ? fixture.away_ru : fixture.away_uz,
    kickoff: fixture.kickoff,
    status,
    score: fixtureScore(fixture, now),
    minute: status === 'live' ? Math.floor((now - fixture.kickoff) / MINUTE_MS) + 1 : null,
    prices: fixturePrices(fixture, now),
  };
};

/** The fixtures open for betting at `now`, soonest first. */
export const openFixtures = async (db: Queryable, now: number): Promise<FixtureRow[]> =>
  db.query<FixtureRow>(
    `select ${FIXTURE_COLUMNS} from sport_fixtures
     where ended_at is null and ends_at - $2 > $1
     order by kickoff, id`,
    [now, CLOSES_BEFORE_END_MS],
  );

/** Fixtures by id, locked against being ended while a bet on them is placed. */
export const lockFixtures = async (
  tx: Queryable,
  ids: readonly string[],
): Promise<Map<string, FixtureRow>> => {
  const rows = await tx.query<FixtureRow>(
    `select ${FIXTURE_COLUMNS} from sport_fixtures where id = any($1::text[]) order by id
     for share`,
    [ids],
  );
  return new Map(rows.map((row) => [row.id, row]));
};

/**
 * Ends a fixture at `now` with `score` (its course's final score when none is given; null: the
 * match was abandoned, its legs void): the score its legs are settled by. Answers false when
 * it had already ended.
 */
export const endFixture = async (
  tx: Queryable,
  fixture: FixtureRow,
  now: number,
  score: Score | null = finalScore(fixture.course),
): Promise<boolean> => {
  const ended = await tx.query(
    `update sport_fixtures set ended_at = $2, ends_at = least(ends_at, $2),
       final_home = $3, final_away = $4
     where id = $1 and ended_at is null returning id`,
    [fixture.id, now, score?.home ?? null, score?.away ?? null],
  );
  return ended.length > 0;
};
