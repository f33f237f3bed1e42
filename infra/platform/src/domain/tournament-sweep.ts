// The tournament sweep (on the platform's sweep timer, production too; tests call
// platform.sweepTournaments()): a finished tournament not settled yet pays each ranked place's
// prize onto that player's main balance (a `tournament_prize` entry, reference
// `tournament:{id}`, unique per account), all in one transaction that also marks it settled.
// Scoring stops at ends_at, so the table it pays is the final one; a rerun finds it settled
// and pays nothing, and the unique reference would refuse a second payment anyway.
import type { Db, Queryable } from '../db/db';
import { prizeOfPlace } from './competition-rules';
import { rankedParticipants } from './leaderboard';
import { lockBalances, postEntry } from './ledger';
import { centsOf } from './money';
import { TOURNAMENT_COLUMNS } from './tournaments';
import type { TournamentRow } from './tournaments';

/** At most this many tournaments are settled per sweep; the next sweep takes the rest. */
const BATCH = 20;

const settle = async (tx: Queryable, id: number, at: number): Promise<boolean> => {
  const [tournament] = await tx.query<TournamentRow>(
    `select ${TOURNAMENT_COLUMNS} from tournaments t
     where t.id = $1 and t.settled_at is null and t.ends_at <= $2 for update`,
    [id, at],
  );
  if (!tournament) return false;
  const lastPaid = Math.max(0, ...tournament.prizes.map((prize) => prize.to));
  const winners = (await rankedParticipants(tx, id, lastPaid))
    .map((row) => ({ ...row, prize: prizeOfPlace(tournament.prizes, row.place) }))
    // Participation checks the currency, so a winner's is the tournament's; one that is not
    // could not take the prize on its main balance and is passed over.
    .filter((row) => row.prize !== null && centsOf(row.prize) > 0n)
    .filter((row) => row.currency === tournament.currency)
    // Balances are locked in account order, as every multi-account writer must.
    .sort((a, b) => a.account_id - b.account_id);
  for (const winner of winners) {
    if (!(await lockBalances(tx, winner.account_id)) || winner.prize === null) continue;
    const paid = await postEntry(tx, {
      accountId: winner.account_id,
      balance: 'main',
      amount: winner.prize,
      kind: 'tournament_prize',
      reference: `tournament:${id}`,
      at,
    });
    if (!paid) throw new Error(`account ${winner.account_id} has no balances`);
  }
  await tx.query('update tournaments set settled_at = $2 where id = $1', [id, at]);
  return true;
};

/** Settles the finished tournaments not settled yet; answers how many it settled. */
export const sweepTournaments = async (db: Db, at: number): Promise<number> => {
  const due = await db.query<{ id: number }>(
    `select id from tournaments where settled_at is null and ends_at <= $1
     order by ends_at, id limit ${BATCH}`,
    [at],
  );
  let settled = 0;
  for (const { id } of due) {
    if (await db.transaction((tx) => settle(tx, id, at))) settled += 1;
  }
  return settled;
};
