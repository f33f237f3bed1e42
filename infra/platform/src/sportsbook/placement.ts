// Placing a sports bet, one transaction: the player's balances row is locked first (the lock
// order of rounds and the cashier), a request id already placed answers the bet it placed and
// moves nothing, the legs' fixtures are locked against being ended, every leg is priced now,
// and the stake is taken from main money or from an active betting bonus's money as a
// `sport_bet` entry. Refused: a time-out or self-exclusion (as rounds are), a stake outside
// its bounds or above what the chosen money holds, a fixture that has ended or whose betting
// has closed, a suspended pick, and odds that moved in a way the player did not accept.
import { ErrorType } from '@omad/contract/api';
import type { Db, Queryable } from '../db/db';
import { findAccountById } from '../domain/accounts';
import { BONUS_COLUMNS } from '../domain/bonuses';
import type { BonusRow } from '../domain/bonuses';
import { refuseWhileExcluded } from '../domain/exclusion';
import { lockBalances, postEntry } from '../domain/ledger';
import type { BalanceAmounts } from '../domain/ledger';
import { centsOf, decimalOf } from '../domain/money';
import { ApiError, invalidParameter, notSignedIn } from '../http/errors';
import { userBanned } from '../http/guards';
import { fixturePrices, lockFixtures, statusAt } from './book';
import { combinedOdds, oddsHundredths, payoutOf, selectionKey } from './markets';
import type { Choice, Market } from './markets';

/** What a bet is paid with: main money, or an active betting bonus's money. */
export type BetFunds = 'main' | 'betting_bonus';

/** Which moves of the odds since the player saw them the placement takes. */
export type OddsChanges = 'none' | 'higher' | 'any';

export interface LegRequest {
  readonly fixtureId: string;
  readonly market: Market;
  readonly pick: Choice;
  /** The odds the player saw, two places. */
  readonly odds: string;
}

export interface PlacementRequest {
  readonly accountId: number;
  /** Made by the frame per placement; a retry sends it again. */
  readonly requestId: string;
  readonly stake: string;
  readonly funds: BetFunds;
  readonly legs: readonly LegRequest[];
  readonly accept: OddsChanges;
}

export const MAX_LEGS = 10;

/** A stake's bounds by currency (two places), and for any other currency. */
const STAKE_BOUNDS: Readonly<Record<string, Readonly<{ min: string; max: string }>>> = {
  UZS: { min: '1000.00', max: '50000000.00' },
};
const OTHER_STAKE_BOUNDS = { min: '1.00', max: '100000.00' } as const;

export const stakeBounds = (currency: string): Readonly<{ min: string; max: string }> =>
  STAKE_BOUNDS[currency] ?? OTHER_STAKE_BOUNDS;

/** A placement that found its request id already placed, or the bet it placed now. */
export interface Placed {
  readonly betId: number;
  readonly replayed: boolean;
}

const stakeOutOfRange = (bounds: Readonly<{ min: string; max: string }>): ApiError =>
  new ApiError(ErrorType.InvalidParameter, 'Invalid parameter: stake', {
    error_data: { stake: ['OUT_OF_RANGE'] },
    data: { ...bounds },
  });

const notEnoughMoney = (funds: BetFunds): ApiError =>
  funds === 'main'
    ? new ApiError(ErrorType.UserNeedDeposit, 'Insufficient funds for this bet', {
        data: { mode: 'real' },
      })
    : invalidParameter('funds', 'INSUFFICIENT');

/** The odds now of legs whose move the player did not accept, by 'fixture:market:pick'. */
const oddsChanged = (odds: Readonly<Record<string, string>>): ApiError =>
  new ApiError(ErrorType.InvalidParameter, 'The odds have changed', {
    error_data: { odds: ['INVALID'] },
    data: { odds: { ...odds } },
  });

const accepts = (accept: OddsChanges, seen: string, now: string): boolean => {
  const moved = oddsHundredths(now) - oddsHundredths(seen);
  if (moved === 0n) return true;
  return accept === 'any' || (accept === 'higher' && moved > 0n);
};

interface RecordedBet {
  readonly id: number;
  readonly stake: string;
  readonly funds: BetFunds;
  readonly legs: string;
}

const legsKey = (legs: readonly Pick<LegRequest, 'fixtureId' | 'market' | 'pick'>[]): string =>
  legs.map((leg) => `${leg.fixtureId}:${selectionKey(leg)}`).join('|');

const recordedBet = async (
  tx: Queryable,
  accountId: number,
  requestId: string,
): Promise<RecordedBet | undefined> =>
  (
    await tx.query<RecordedBet>(
      `select b.id, b.stake::text as stake, b.funds,
         string_agg(l.fixture_id || ':' || l.market || ':' || l.pick, '|' order by l.position)
           as legs
       from sport_bets b join sport_bet_legs l on l.bet_id = b.id
       where b.account_id = $1 and b.request_id = $2
       group by b.id`,
      [accountId, requestId],
    )
  )[0];

/** The betting bonus whose money pays `stake`: the soonest to expire that holds enough. */
const payingBonus = async (
  tx: Queryable,
  accountId: number,
  stake: string,
  balances: BalanceAmounts,
  at: number,
): Promise<BonusRow | undefined> => {
  const bonuses = await tx.query<BonusRow>(
    `select ${BONUS_COLUMNS} from bonuses
     where account_id = $1 and kind = 'betting' and status = 'active'
       and (expires_at is null or expires_at > $2)
     order by expires_at nulls last, id for update`,
    [accountId, at],
  );
  return bonuses.find(
    (bonus) =>
      centsOf(bonus.remaining ?? '0') >= centsOf(stake) &&
      centsOf(balances.betting_bonus) >= centsOf(stake),
  );
};

/** Checks a request's shape: legs, distinct fixtures, the stake within its bounds. */
const checkShape = (request: PlacementRequest, currency: string): void => {
  if (request.legs.length === 0 || request.legs.length > MAX_LEGS) {
    throw invalidParameter('legs', 'INVALID');
  }
  if (new Set(request.legs.map((leg) => leg.fixtureId)).size !== request.legs.length) {
    // Two picks of one match in an accumulator would hang on each other.
    throw invalidParameter('legs', 'ALREADY_EXISTS');
  }
  const bounds = stakeBounds(currency);
  const stake = centsOf(request.stake);
  if (stake < centsOf(bounds.min) || stake > centsOf(bounds.max)) throw stakeOutOfRange(bounds);
};

/** Places a bet, or answers the one its request id already placed. */
export const placeBet = (db: Db, at: number, request: PlacementRequest): Promise<Placed> =>
  db.transaction(async (tx) => {
    const balances = await lockBalances(tx, request.accountId);
    const account = await findAccountById(tx, request.accountId);
    if (!balances || !account) throw notSignedIn();
    if (account.ban_type) throw userBanned(account.ban_type);
    refuseWhileExcluded(account, at);
    const recorded = await recordedBet(tx, request.accountId, request.requestId);
    if (recorded) {
      // A retry places nothing more; the same id for another bet is a different placement.
      const same =
        centsOf(recorded.stake) === centsOf(request.stake) &&
        recorded.funds === request.funds &&
        recorded.legs === legsKey(request.legs);
      if (!same) throw invalidParameter('request_id', 'ALREADY_EXISTS');
      return { betId: Number(recorded.id), replayed: true };
    }
    checkShape(request, account.currency);
    const fixtures = await lockFixtures(
      tx,
      request.legs.map((leg) => leg.fixtureId),
    );
    const changed: Record<string, string> = {};
    const legs = request.legs.map((leg) => {
      const fixture = fixtures.get(leg.fixtureId);
      if (!fixture) throw invalidParameter('legs', 'NOT_FOUND');
      const status = statusAt(fixture, at);
      const price = fixturePrices(fixture, at).find(
        (candidate) => selectionKey(candidate.selection) === selectionKey(leg),
      );
      if (!price) throw invalidParameter('legs', 'INVALID');
      if ((status !== 'upcoming' && status !== 'live') || price.odds === null) {
        throw invalidParameter('legs', 'FINISHED');
      }
      if (!accepts(request.accept, leg.odds, price.odds)) {
        changed[`${leg.fixtureId}:${selectionKey(leg)}`] = price.odds;
      }
      return { ...leg, line: price.selection.line, odds: price.odds };
    });
    if (Object.keys(changed).length > 0) throw oddsChanged(changed);
    const odds = combinedOdds(legs.map((leg) => leg.odds));
    const bonus =
      request.funds === 'betting_bonus'
        ? await payingBonus(tx, request.accountId, request.stake, balances, at)
        : undefined;
    if (request.funds === 'betting_bonus' && !bonus) throw notEnoughMoney('betting_bonus');
    const [bet] = await tx.query<{ id: number }>(
      `insert into sport_bets (account_id, request_id, kind, funds, bonus_id, currency, stake,
         odds, potential_win, status, created_at)
       values ($1, $2, $3, $4, $5, $6, $7::numeric, $8::numeric, $9::numeric, 'open', $10)
       returning id`,
      [
        request.accountId,
        request.requestId,
        legs.length === 1 ? 'single' : 'accumulator',
        request.funds,
        bonus?.id ?? null,
        account.currency,
        request.stake,
        odds,
        payoutOf(request.stake, odds),
        at,
      ],
    );
    if (!bet) throw new Error('insert into sport_bets returned nothing');
    for (const [position, leg] of legs.entries()) {
      await tx.query(
        `insert into sport_bet_legs (bet_id, position, fixture_id, market, pick, line, odds, result)
         values ($1, $2, $3, $4, $5, $6::numeric, $7::numeric, 'open')`,
        [bet.id, position, leg.fixtureId, leg.market, leg.pick, leg.line, leg.odds],
      );
    }
    const debit = await postEntry(tx, {
      accountId: request.accountId,
      balance: request.funds,
      amount: decimalOf(-centsOf(request.stake)),
      kind: 'sport_bet',
      reference: `sport_bet:${bet.id}`,
      at,
    });
    if (!debit) throw notEnoughMoney(request.funds);
    if (bonus) {
      // The stake leaves the bonus's money now; it counts towards wagering when settled.
      await tx.query('update bonuses set remaining = remaining - $2::numeric where id = $1', [
        bonus.id,
        request.stake,
      ]);
    }
    return { betId: Number(bet.id), replayed: false };
  });
