// Test helpers of the sportsbook specs: a player's account id, legs priced as the book prices
// them now, placements with a fresh request id, a refusal's ApiError, and a bet's row and
// ledger entries as the database holds them.
import type { Platform } from '../platform';
import { ApiError } from '../http/errors';
import { fixturePrices, openFixtures } from '../sportsbook/book';
import type { FixtureRow } from '../sportsbook/book';
import { MIN_ODDS, oddsHundredths } from '../sportsbook/markets';
import { placeBet } from '../sportsbook/placement';
import type { LegRequest, PlacementRequest } from '../sportsbook/placement';
import type { BonusPlayer } from './bonuses';

let requests = 0;
/** A request id no other placement of this run sends. */
export const newRequestId = (): string => `req-${(requests += 1)}-${process.pid}`;

/** The first of `work`'s refusal, thrown as an ApiError; fails when it was placed. */
export const refusal = async (work: Promise<unknown>): Promise<ApiError> => {
  const error = await work.then(
    () => new Error('it was placed'),
    (caught: unknown) => caught,
  );
  if (!(error instanceof ApiError)) throw error;
  return error;
};

export const sportsbookHelpers = (platform: () => Platform, clock: () => number) => {
  const accountOf = async (player: BonusPlayer): Promise<number> => {
    const [row] = await platform().db.query<{ id: number }>(
      'select id from accounts where email = $1',
      [player.email],
    );
    if (!row) throw new Error(`no account for ${player.email}`);
    return Number(row.id);
  };

  /** A leg on the first selection of `market` priced at least `min`, at its price now. */
  const legOn = (fixture: FixtureRow, market = 'result', min = MIN_ODDS): LegRequest => {
    const price = fixturePrices(fixture, clock()).find(
      (candidate) =>
        candidate.selection.market === market &&
        candidate.odds !== null &&
        oddsHundredths(candidate.odds) >= oddsHundredths(min),
    );
    if (!price?.odds) throw new Error(`nothing priced on ${fixture.id}`);
    return { fixtureId: fixture.id, ...price.selection, odds: price.odds };
  };

  /** The open fixtures that have not kicked off, soonest first. */
  const upcoming = async (): Promise<FixtureRow[]> =>
    (await openFixtures(platform().db, clock())).filter((fixture) => fixture.kickoff > clock());

  /** A placement of main money taking no odds change, under a fresh request id by default. */
  const place = (
    request: Omit<PlacementRequest, 'requestId' | 'accept' | 'funds'> & Partial<PlacementRequest>,
  ) =>
    placeBet(platform().db, clock(), {
      requestId: newRequestId(),
      accept: 'none',
      funds: 'main',
      ...request,
    });

  const betRow = async (id: number) =>
    (
      await platform().db.query<{
        status: string;
        payout: string | null;
        odds: string;
        stake: string;
      }>(
        `select status, payout::text as payout, odds::text as odds, stake::text as stake
         from sport_bets where id = $1`,
        [id],
      )
    )[0];

  const entriesOf = (betId: number) =>
    platform().db.query<{ balance: string; amount: string; kind: string }>(
      `select balance, amount::text as amount, kind from ledger_entries where reference = $1
       order by id`,
      [`sport_bet:${betId}`],
    );

  return { accountOf, legOn, upcoming, place, betRow, entriesOf };
};
