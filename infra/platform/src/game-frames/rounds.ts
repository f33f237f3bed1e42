// A round of the simulated game provider, one transaction: the balance is locked, a round id
// already recorded answers its recorded result and moves nothing, funds are checked, the
// outcome is drawn here, the bet and the win are ledger entries, and the round is recorded.
// A player's real round stakes a free spin, bonus money or main money (round-funds.ts), a
// demo round fun money; a guest plays on the demo money of its game session, which no
// account's ledger ever sees. A fresh round staked with money also plays its part in jackpots,
// the winners feed and tournaments (round-competitions.ts) and earns loyalty points
// (domain/loyalty-earning.ts).
import { ErrorType } from '@omad/contract/api';
import type { Exclusion } from '@omad/contract/api';
import type { Services } from '../config';
import type { Queryable } from '../db/db';
import { failPoint } from '../dev/crash-points';
import { refuseWhileExcluded } from '../domain/exclusion';
import { lockBalances, postEntry } from '../domain/ledger';
import type { BalanceAmounts, Movement } from '../domain/ledger';
import { centsOf, decimalOf, multiplyByTenths } from '../domain/money';
import { ApiError, invalidParameter } from '../http/errors';
import { userBanned } from '../http/guards';
import type { RoundMode } from './game-sessions';
import { tokenHashOf } from './game-sessions';
import type { JackpotHit } from '../domain/jackpots';
import { earnRoundPoints } from '../domain/loyalty-earning';
import { competeRound } from './round-competitions';
import { chooseStake, frameWallet, settleReal } from './round-funds';
import type { FrameWallet, RealFunds } from './round-funds';
import { takeRigged } from './rigged-rounds';
import { drawOutcome, losingOutcome, stakesFor, topOutcome } from './slot-paytable';
import type { Reels } from './slot-paytable';

/** What the frame sends for one spin. */
export interface RoundRequest {
  readonly token: string;
  /** Made by the frame per spin; a retry of the same spin sends it again. */
  readonly roundId: string;
  /** A decimal string, one of the currency's bets. */
  readonly bet: string;
}

/** What the endpoint answers: the round as recorded, and for real money what comes next. */
export interface RoundResult {
  readonly round_id: string;
  readonly mode: RoundMode;
  /** What the stake was paid with; balance_before/after are that balance's (a free spin's:
   * the balance its win went to). */
  readonly funds: RealFunds | 'fun';
  readonly currency: string;
  readonly bet: string;
  readonly win: string;
  readonly balance_before: string;
  readonly balance_after: string;
  readonly reels: Reels;
  /** A real round's frame: the balances and pack the next round plays on. */
  readonly wallet?: FrameWallet;
  /** The jackpot this round hit and what it paid onto main (a fresh round's answer only). */
  readonly jackpot?: JackpotHit;
}

interface SessionRow {
  readonly token_hash: string;
  readonly account_id: number | null;
  readonly sysname: string;
  readonly mode: RoundMode;
  readonly currency: string;
  readonly demo_balance: string | null;
  readonly ban_type: string | null;
  readonly exclusion_kind: Exclusion['kind'] | null;
  readonly exclusion_until: number | null;
}

/** A recorded round: its answer, and the game it was played on. */
type RoundRow = Omit<RoundResult, 'wallet'> & { readonly sysname: string };

export const sessionEnded = (): ApiError =>
  new ApiError(ErrorType.Authorization, 'Game session ended');

export const insufficientFunds = (mode: RoundMode): ApiError =>
  new ApiError(ErrorType.UserNeedDeposit, 'Insufficient funds for this bet', { data: { mode } });

/** The live session of a token, locked for the round (a guest's demo money is on it). */
const lockSession = async (tx: Queryable, token: string, at: number) =>
  (
    await tx.query<SessionRow>(
      `select gs.token_hash, gs.account_id, gs.sysname, gs.mode, gs.currency,
         gs.demo_balance::text as demo_balance, a.ban_type, a.exclusion_kind, a.exclusion_until
       from game_sessions gs
       left join accounts a on a.id = gs.account_id
       left join sessions s on s.id_hash = gs.login_session
       where gs.token_hash = $1 and gs.expires_at > $2
         and (gs.account_id is null or s.expires_at > $2)
       for update of gs`,
      [tokenHashOf(token), at],
    )
  )[0];

const ROUND_COLUMNS = `round_id, sysname, mode, funds, currency, bet::text as bet,
  win::text as win, balance_before::text as balance_before, balance_after::text as balance_after,
  reels`;

/** The round this id already recorded for the session's player (or guest session). */
const recordedRound = async (tx: Queryable, session: SessionRow, roundId: string) =>
  (
    await tx.query<RoundRow>(
      session.account_id === null
        ? `select ${ROUND_COLUMNS} from game_rounds
           where account_id is null and session_hash = $1 and round_id = $2`
        : `select ${ROUND_COLUMNS} from game_rounds where account_id = $1 and round_id = $2`,
      [session.account_id ?? session.token_hash, roundId],
    )
  )[0];

/** A recorded round as answered: a real one with the frame's wallet as it is now. */
const answerOf = async (
  tx: Queryable,
  session: SessionRow,
  { sysname, ...round }: RoundRow,
  at: number,
): Promise<RoundResult> =>
  session.account_id !== null && round.mode === 'real'
    ? { ...round, wallet: await frameWallet(tx, session.account_id, sysname, at) }
    : round;

/** A guest's demo round: the session's demo money moves, no ledger. */
const settleGuest = async (
  tx: Queryable,
  session: SessionRow,
  request: RoundRequest,
  win: string,
  services: Services,
): Promise<Movement> => {
  const before = session.demo_balance ?? '0.00';
  if (centsOf(before) < centsOf(request.bet)) throw insufficientFunds('demo');
  const after = decimalOf(centsOf(before) - centsOf(request.bet) + centsOf(win));
  await tx.query('update game_sessions set demo_balance = $2::numeric where token_hash = $1', [
    session.token_hash,
    after,
  ]);
  failPoint(services.failPoints, 'round:debit-written');
  return { before, after };
};

/** A player's demo round: bet and win on the fun balance. */
const settleDemo = async (
  tx: Queryable,
  accountId: number,
  request: RoundRequest,
  win: string,
  services: Services,
  at: number,
): Promise<Movement> => {
  const entry = { accountId, balance: 'fun', reference: request.roundId, at } as const;
  const debit = await postEntry(tx, { ...entry, amount: `-${request.bet}`, kind: 'bet' });
  if (!debit) throw insufficientFunds('demo');
  failPoint(services.failPoints, 'round:debit-written');
  if (centsOf(win) === 0n) return debit;
  const credit = await postEntry(tx, { ...entry, amount: win, kind: 'win' });
  if (!credit) throw new Error('a win cannot overdraw');
  return { before: debit.before, after: credit.after };
};

/** Plays one round (or answers the one this round id already recorded). */
export const playRound = (services: Services, request: RoundRequest): Promise<RoundResult> =>
  services.db.transaction(async (tx) => {
    const at = services.now();
    const session = await lockSession(tx, request.token, at);
    if (!session) throw sessionEnded();
    if (session.ban_type) throw userBanned(session.ban_type);
    // A time-out or self-exclusion stops real-money rounds; demo rounds go on.
    if (session.mode === 'real') refuseWhileExcluded(session, at);
    const { bets } = stakesFor(session.currency);
    if (!bets.includes(request.bet)) throw invalidParameter('bet', 'INVALID');
    let balances: BalanceAmounts | undefined;
    if (session.account_id !== null) {
      balances = await lockBalances(tx, session.account_id);
      if (!balances) throw sessionEnded();
    }
    const recorded = await recordedRound(tx, session, request.roundId);
    if (recorded) {
      // A retry repeats its spin exactly; the same id for another spin is a different round.
      const same =
        recorded.sysname === session.sysname &&
        recorded.mode === session.mode &&
        recorded.bet === request.bet;
      if (!same) throw invalidParameter('round_id', 'ALREADY_EXISTS');
      return answerOf(tx, session, recorded, at);
    }
    const real =
      session.account_id !== null && balances && session.mode === 'real'
        ? {
            accountId: session.account_id,
            sysname: session.sysname,
            roundId: request.roundId,
            bet: request.bet,
            balances,
            at,
          }
        : undefined;
    const stake = real && (await chooseStake(tx, real));
    if (real && !stake) throw insufficientFunds('real');
    // Staked with money (not a free spin): the round counts for jackpots, feed, tournaments.
    const competing = real && stake && stake.funds !== 'freespins' ? real : undefined;
    const rigged = (outcome: 'top' | 'loss') =>
      competing !== undefined &&
      !services.production &&
      takeRigged(services.riggedRounds, competing.accountId, outcome);
    const outcome = rigged('top') ? topOutcome() : rigged('loss') ? losingOutcome() : drawOutcome();
    const win = multiplyByTenths(request.bet, outcome.tenths);
    const debited = () => failPoint(services.failPoints, 'round:debit-written');
    let moved: Movement | undefined;
    if (real && stake) moved = await settleReal(tx, stake, real, win, debited);
    else if (session.account_id === null)
      moved = await settleGuest(tx, session, request, win, services);
    else moved = await settleDemo(tx, session.account_id, request, win, services, at);
    if (!moved) throw insufficientFunds(session.mode);
    const [round] = await tx.query<RoundRow>(
      `insert into game_rounds (round_id, account_id, session_hash, sysname, mode, currency, bet,
         win, balance_before, balance_after, reels, created_at, funds)
       values ($1, $2, $3, $4, $5, $6, $7::numeric, $8::numeric, $9::numeric, $10::numeric, $11,
         $12, $13)
       returning ${ROUND_COLUMNS}`,
      [
        request.roundId,
        session.account_id,
        session.token_hash,
        session.sysname,
        session.mode,
        session.currency,
        request.bet,
        win,
        moved.before,
        moved.after,
        outcome.reels,
        at,
        stake ? stake.funds : 'fun',
      ],
    );
    if (!round) throw new Error('insert into game_rounds returned nothing');
    const jackpot =
      competing &&
      (await competeRound(tx, services, { ...competing, currency: session.currency, win }));
    if (competing) await earnRoundPoints(tx, { ...competing, currency: session.currency });
    const answer = await answerOf(tx, session, round, at);
    return jackpot ? { ...answer, jackpot } : answer;
  });
