// A player's sports bets as the frame and the bet history show them: each with its legs named
// in the locale (fixture, market, pick, line, odds, result, the score), what it paid, and for
// an open single the cash-out quote now.
import type { Queryable } from '../db/db';
import type { Locale } from '../config';
import { FIXTURE_COLUMNS, fixtureScore } from './book';
import type { FixtureRow } from './book';
import { quoteOf } from './cashout';
import type { Choice, Market } from './markets';
import type { Score, Sport } from './match-model';
import type { BetFunds } from './placement';
import type { BetStatus, LegResult } from './settlement';

export interface BetLegView {
  readonly fixture_id: string;
  readonly sport: Sport;
  readonly league: string;
  readonly home: string;
  readonly away: string;
  readonly kickoff: string;
  readonly market: Market;
  readonly pick: Choice;
  readonly line: string | null;
  readonly odds: string;
  readonly result: LegResult;
  /** The score now (live), the final one (ended), none before kick-off or when abandoned. */
  readonly score: Score | null;
}

export interface BetView {
  readonly id: number;
  readonly kind: 'single' | 'accumulator';
  readonly funds: BetFunds;
  readonly currency: string;
  readonly stake: string;
  readonly odds: string;
  readonly potential_win: string;
  readonly status: BetStatus;
  readonly payout: string | null;
  readonly created_at: string;
  readonly settled_at: string | null;
  /** What an open single could be cashed out for now; null otherwise. */
  readonly cashout: string | null;
  readonly legs: readonly BetLegView[];
}

/** A bet's row: the view's own fields, times as epoch milliseconds. */
type BetRecord = Omit<BetView, 'created_at' | 'settled_at' | 'cashout' | 'legs'> &
  Readonly<{ created_at: number; settled_at: number | null }>;

interface LegRecord {
  readonly bet_id: number;
  readonly fixture_id: string;
  readonly market: Market;
  readonly pick: Choice;
  readonly line: string | null;
  readonly odds: string;
  readonly result: LegResult;
}

/** A leg as the database holds it, its fixture, and as the frame and the history show it. */
interface LoadedLeg {
  readonly record: LegRecord;
  readonly fixture: FixtureRow;
  readonly view: BetLegView;
}

/** The legs of bets by bet id, in their order, named in `locale`, scored at `now`. */
export const legsOf = async (
  db: Queryable,
  betIds: readonly number[],
  locale: Locale,
  now: number,
): Promise<Map<number, LoadedLeg[]>> => {
  const legs = await db.query<LegRecord>(
    `select bet_id, fixture_id, market, pick, line::text as line, odds::text as odds, result
     from sport_bet_legs where bet_id = any($1::bigint[]) order by bet_id, position`,
    [betIds],
  );
  const fixtures = new Map(
    (
      await db.query<FixtureRow>(
        `select ${FIXTURE_COLUMNS} from sport_fixtures where id = any($1::text[])`,
        [[...new Set(legs.map((leg) => leg.fixture_id))]],
      )
    ).map((fixture) => [fixture.id, fixture]),
  );
  const byBet = new Map<number, LoadedLeg[]>();
  for (const record of legs) {
    const fixture = fixtures.get(record.fixture_id);
    if (!fixture) continue;
    const view: BetLegView = {
      fixture_id: record.fixture_id,
      sport: fixture.sport,
      league: locale === 'ru' ? fixture.league_ru : fixture.league_uz,
      home: locale === 'ru' ? fixture.home_ru : fixture.home_uz,
      away: locale === 'ru' ? fixture.away_ru : fixture.away_uz,
      kickoff: new Date(fixture.kickoff).toISOString(),
      market: record.market,
      pick: record.pick,
      line: record.line,
      odds: record.odds,
      result: record.result,
      score: fixtureScore(fixture, now),
    };
    const id = Number(record.bet_id);
    byBet.set(id, [...(byBet.get(id) ?? []), { record, fixture, view }]);
  }
  return byBet;
};

/** Which of a player's bets: those still open, or those settled, newest first. */
export type BetsWanted = Readonly<{ open: boolean; limit: number }>;

export const betsOf = async (
  db: Queryable,
  accountId: number,
  locale: Locale,
  now: number,
  wanted: BetsWanted,
): Promise<BetView[]> => {
  const bets = await db.query<BetRecord>(
    `select id, kind, funds, currency, stake::text as stake, odds::text as odds,
       potential_win::text as potential_win, status, payout::text as payout,
       created_at::float8 as created_at, settled_at::float8 as settled_at
     from sport_bets where account_id = $1 and (status = 'open') = $2
     order by created_at desc, id desc limit $3`,
    [accountId, wanted.open, wanted.limit],
  );
  if (bets.length === 0) return [];
  const legs = await legsOf(
    db,
    bets.map((bet) => Number(bet.id)),
    locale,
    now,
  );
  const iso = (at: number | null) => (at === null ? null : new Date(Number(at)).toISOString());
  return bets.map((bet) => {
    const own = legs.get(Number(bet.id)) ?? [];
    const [first] = own;
    const cashout =
      bet.status === 'open' && first ? quoteOf(bet, first.record, first.fixture, now) : null;
    return {
      id: Number(bet.id),
      kind: bet.kind,
      funds: bet.funds,
      currency: bet.currency,
      stake: bet.stake,
      odds: bet.odds,
      potential_win: bet.potential_win,
      status: bet.status,
      payout: bet.payout,
      created_at: iso(bet.created_at) ?? '',
      settled_at: iso(bet.settled_at),
      cashout,
      legs: own.map((leg) => leg.view),
    };
  });
};
