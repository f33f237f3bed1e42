// Launch tokens of the simulated game provider. Opening a game frame starts a game session:
// a random token the page carries (the database keeps its SHA-256), bound to the game and the
// mode, and to the player's sign-in (signing out ends it) or, for a guest, holding the guest's
// demo money. The provider's round endpoint knows the player by this token alone.
import { createHash, randomBytes } from 'node:crypto';
import { DEFAULT_CURRENCY, GAME_SESSION_TTL_MS } from '../config';
import type { Db, Queryable } from '../db/db';
import { lockBalances, postEntry } from '../domain/ledger';
import { centsOf, decimalOf } from '../domain/money';
import { frameWallet } from './round-funds';
import type { FrameWallet } from './round-funds';
import { stakesFor } from './slot-paytable';

/** What a round plays on: the main balance, or demo money. */
export type RoundMode = 'real' | 'demo';

/** A signed-in player opening a frame. */
export interface FramePlayer {
  readonly accountId: number;
  readonly currency: string;
  /** The sign-in the game session belongs to (SessionUser.sessionHash). */
  readonly sessionHash: string;
}

export interface LaunchedSession {
  /** Goes into the page; never stored as is. */
  readonly token: string;
  readonly currency: string;
  /** What the frame shows first: main (real), fun (a player's demo) or the guest's demo money. */
  readonly balance: string;
  /** Real money: the balances and free spins the frame plays on (null for demo money). */
  readonly wallet: FrameWallet | null;
}

export const tokenHashOf = (token: string): string =>
  createHash('sha256').update(token).digest('hex');

/** Drops ended game sessions, and with a guest's session the rounds only it could repeat. */
const forgetEndedSessions = async (tx: Queryable, at: number): Promise<void> => {
  await tx.query(
    `with ended as (
       delete from game_sessions where expires_at <= $1 returning token_hash, account_id
     )
     delete from game_rounds r using ended
     where ended.account_id is null and r.account_id is null and r.session_hash = ended.token_hash`,
    [at],
  );
};

/**
 * A player's demo money: the fun balance, topped up to the currency's demo amount (a ledger
 * entry) when it no longer covers the smallest bet.
 */
const demoMoneyOf = async (
  tx: Queryable,
  player: FramePlayer,
  sysname: string,
  at: number,
): Promise<string> => {
  const balances = await lockBalances(tx, player.accountId);
  if (!balances) throw new Error(`account ${player.accountId} has no balances`);
  const { bets, demoBalance } = stakesFor(player.currency);
  const smallest = centsOf(bets[0] ?? demoBalance);
  const fun = centsOf(balances.fun);
  if (fun >= smallest) return balances.fun;
  const refill = await postEntry(tx, {
    accountId: player.accountId,
    balance: 'fun',
    amount: decimalOf(centsOf(demoBalance) - fun),
    kind: 'demo_refill',
    reference: sysname,
    at,
  });
  if (!refill) throw new Error('a demo refill cannot overdraw');
  return refill.after;
};

/** Starts a game session for `player` (null: a guest, demo only) and answers its token. */
export const launchGameSession = async (
  db: Db,
  game: { readonly sysname: string; readonly mode: RoundMode },
  player: FramePlayer | null,
  at: number,
): Promise<LaunchedSession> => {
  const token = randomBytes(32).toString('base64url');
  return db.transaction(async (tx) => {
    await forgetEndedSessions(tx, at);
    const currency = player?.currency ?? DEFAULT_CURRENCY;
    let balance: string;
    let demoBalance: string | null = null;
    let wallet: FrameWallet | null = null;
    if (!player) {
      balance = demoBalance = stakesFor(currency).demoBalance;
    } else if (game.mode === 'demo') {
      balance = await demoMoneyOf(tx, player, game.sysname, at);
    } else {
      wallet = await frameWallet(tx, player.accountId, game.sysname, at);
      balance = wallet.main;
    }
    await tx.query(
      `insert into game_sessions (token_hash, account_id, login_session, sysname, mode, currency,
         demo_balance, created_at, expires_at)
       values ($1, $2, $3, $4, $5, $6, $7::numeric, $8, $9)`,
      [
        tokenHashOf(token),
        player?.accountId ?? null,
        player?.sessionHash ?? null,
        game.sysname,
        player ? game.mode : 'demo',
        currency,
        demoBalance,
        at,
        at + GAME_SESSION_TTL_MS,
      ],
    );
    return { token, currency, balance, wallet };
  });
};
