// POST /api/_dev/settle {fixture_id?, score?}: ends simulated fixtures now and settles what
// they decide, as the sweep would once their course ran out. With a fixture id, that fixture
// (with `score` "home:away", "void" for an abandoned match, or its own final score when none
// is given); without one, every fixture a bet is still waiting on. Then the book is stocked
// again. Answers the fixtures it ended and how many bets it settled. Dev only (dev routes).
import type { Db } from '../db/db';
import { invalidParameter } from '../http/errors';
import { optionalString } from '../http/params';
import type { Params } from '../http/params';
import { stockBook } from '../sportsbook/book';
import type { Score } from '../sportsbook/match-model';
import { endAndDecide, settleSportsBets } from '../sportsbook/settlement';

const SCORE = /^(\d{1,3}):(\d{1,3})$/;

/** A score as the route takes it; undefined: the fixture's own; null: abandoned. */
const scoreOf = (params: Params): Score | null | undefined => {
  const text = optionalString(params, 'score');
  if (text === undefined) return undefined;
  if (text === 'void') return null;
  const match = SCORE.exec(text);
  if (!match) throw invalidParameter('score', 'INVALID');
  return { home: Number(match[1]), away: Number(match[2]) };
};

export const settleNow = async (
  db: Db,
  params: Params,
  now: number,
): Promise<{ ended: string[]; settled: number }> => {
  const fixtureId = optionalString(params, 'fixture_id');
  const score = scoreOf(params);
  const ids = fixtureId
    ? [fixtureId]
    : (
        await db.query<{ id: string }>(
          `select distinct l.fixture_id as id from sport_bet_legs l
           join sport_fixtures f on f.id = l.fixture_id
           where l.result = 'open' and f.ended_at is null order by id`,
        )
      ).map((row) => row.id);
  const ended: string[] = [];
  for (const id of ids) {
    if (await endAndDecide(db, id, now, fixtureId ? score : undefined)) ended.push(id);
  }
  if (fixtureId && ended.length === 0) throw invalidParameter('fixture_id', 'NOT_FOUND');
  const settled = await settleSportsBets(db, now);
  await stockBook(db, now);
  return { ended, settled };
};
