// Cash-out: an open single can be settled before its match ends at a quoted value, the stake
// times its odds over the pick's odds now, less the book's share, in whole cents rounded down.
// The player sends the quote they saw: a quote that has fallen since is refused with the new
// one; an equal or better one pays the quote now, once (the bet leaves `open` under its row
// lock, and a cash-out is its only payout). A retry after it was paid answers what it paid.
// Allowed during a time-out: money only comes back.
import { ErrorType } from '@omad/contract/api';
import type { Db } from '../db/db';
import { centsOf, decimalOf } from '../domain/money';
import { ApiError, invalidParameter } from '../http/errors';
import { fixturePrices, lockFixtures, statusAt } from './book';
import type { FixtureRow } from './book';
import { oddsHundredths, selectionKey } from './markets';
import type { Choice, Market } from './markets';
import { closeBet, lockOpenBet } from './settlement';

/** The share of the fair value a cash-out pays, in percent. */
export const CASHOUT_PERCENT = 95n;

/** stake × placed odds ÷ odds now × 95 %, in whole cents down; null without a price now. */
export const cashoutValue = (
  stake: string,
  placedOdds: string,
  oddsNow: string | null,
): string | null =>
  oddsNow === null
    ? null
    : decimalOf(
        (centsOf(stake) * oddsHundredths(placedOdds) * CASHOUT_PERCENT) /
          (oddsHundredths(oddsNow) * 100n),
      );

/** What an open single's pick could be cashed out for at `now`; null when it cannot. */
export const quoteOf = (
  bet: Readonly<{ kind: string; stake: string; odds: string }>,
  leg: Readonly<{ market: Market; pick: Choice }>,
  fixture: FixtureRow,
  now: number,
): string | null => {
  if (bet.kind !== 'single') return null;
  const status = statusAt(fixture, now);
  if (status !== 'upcoming' && status !== 'live') return null;
  const price = fixturePrices(fixture, now).find(
    (candidate) => selectionKey(candidate.selection) === selectionKey(leg),
  );
  return cashoutValue(bet.stake, bet.odds, price?.odds ?? null);
};

export interface CashoutRequest {
  readonly accountId: number;
  readonly betId: number;
  /** The quote the player saw. */
  readonly quote: string;
}

const quoteChanged = (quote: string | null): ApiError =>
  new ApiError(ErrorType.InvalidParameter, 'The cash-out value has changed', {
    error_data: { quote: ['INVALID'] },
    data: { quote },
  });

/** Cashes an open single out at its quote now; answers what it paid. */
export const cashOut = (db: Db, at: number, request: CashoutRequest): Promise<{ payout: string }> =>
  db.transaction(async (tx) => {
    const locked = await lockOpenBet(tx, request.betId, request.accountId);
    if (!locked) {
      const [done] = await tx.query<{ status: string; payout: string | null }>(
        `select status, payout::text as payout from sport_bets
         where id = $1 and account_id = $2`,
        [request.betId, request.accountId],
      );
      if (!done) throw invalidParameter('bet_id', 'NOT_FOUND');
      if (done.status === 'cashed_out' && done.payout !== null) return { payout: done.payout };
      throw invalidParameter('bet_id', 'FINISHED');
    }
    const [leg] = await tx.query<{ fixture_id: string; market: Market; pick: Choice }>(
      'select fixture_id, market, pick from sport_bet_legs where bet_id = $1 order by position',
      [request.betId],
    );
    if (!leg || locked.bet.kind !== 'single') throw invalidParameter('bet_id', 'INVALID');
    const fixture = (await lockFixtures(tx, [leg.fixture_id])).get(leg.fixture_id);
    const quote = fixture ? quoteOf(locked.bet, leg, fixture, at) : null;
    if (quote === null || centsOf(quote) === 0n) throw invalidParameter('bet_id', 'FINISHED');
    if (centsOf(quote) < centsOf(request.quote)) throw quoteChanged(quote);
    await closeBet(
      tx,
      locked,
      { status: 'cashed_out', payout: quote, kind: 'sport_cashout', counted: '0.00' },
      at,
    );
    return { payout: quote };
  });
