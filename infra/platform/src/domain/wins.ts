// The winners feed (table wins): big real-money round wins and jackpot hits, each written once
// with the player's public name as it was then (player-names.ts), so the feed never reads a
// login and a deleted account's win keeps its name.
import type { Queryable } from '../db/db';
import { NAMED_ACCOUNT_COLUMNS, publicNameOf } from './player-names';
import type { NamedAccount } from './player-names';

/** The public name of an account (the feed's and the leaderboards' way of naming it). */
export const publicNameOfAccount = async (db: Queryable, accountId: number): Promise<string> => {
  const [account] = await db.query<NamedAccount>(
    `select ${NAMED_ACCOUNT_COLUMNS} from accounts a where a.id = $1`,
    [accountId],
  );
  if (!account) throw new Error(`account ${accountId} vanished`);
  return publicNameOf(account);
};

/** A win of the feed as it is written. */
export type NewWin = Readonly<{
  accountId: number;
  playerName: string;
  sysname: string;
  currency: string;
  amount: string;
  roundId: string;
  at: number;
}> &
  (
    | Readonly<{ kind: 'round'; multiplier: string }>
    | Readonly<{ kind: 'jackpot'; jackpotId: number }>
  );

export const recordWin = async (db: Queryable, win: NewWin): Promise<void> => {
  await db.query(
    `insert into wins (kind, account_id, player_name, sysname, currency, amount, multiplier,
       jackpot_id, round_id, created_at)
     values ($1, $2, $3, $4, $5, $6::numeric, $7::numeric, $8, $9, $10)`,
    [
      win.kind,
      win.accountId,
      win.playerName,
      win.sysname,
      win.currency,
      win.amount,
      win.kind === 'round' ? win.multiplier : null,
      win.kind === 'jackpot' ? win.jackpotId : null,
      win.roundId,
      win.at,
    ],
  );
};
