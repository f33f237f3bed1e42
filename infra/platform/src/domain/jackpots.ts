// Jackpots: each grows by a share of every real-money bet (main or bonus money, never free
// spins or demo) on the games it covers, in its currency, and on a hit pays its whole amount
// onto the player's main balance (a `jackpot` ledger entry) and starts again from its seed
// amount. Runs inside the round's transaction, after the round's own money moved, so a retried
// round id (answered from its record before) never reaches it.
import { randomInt } from 'node:crypto';
import type { Locale } from '../config';
import type { Queryable } from '../db/db';
import { contributionOf } from './competition-rules';
import { postEntry } from './ledger';
import { recordWin } from './wins';

export interface JackpotRow {
  readonly id: number;
  readonly sysname: string;
  readonly title_uz: string;
  readonly title_ru: string;
  readonly summary_uz: string;
  readonly summary_ru: string;
  readonly currency: string;
  readonly seed_amount: string;
  readonly amount: string;
  readonly contribution_percent: string;
  readonly hit_odds: number;
  readonly games: string[];
  readonly last_won_at: number | null;
}

/** The columns of a JackpotRow, for a select from jackpots. */
export const JACKPOT_COLUMNS = `id, sysname, title_uz, title_ru, summary_uz, summary_ru, currency,
  seed_amount::text as seed_amount, amount::text as amount,
  contribution_percent::text as contribution_percent, hit_odds, games,
  last_won_at::float8 as last_won_at`;

/** A jackpot as the contract's JackpotSchema has it, in the call's locale. */
export const jackpotView = (row: JackpotRow, locale: Locale) => ({
  id: row.id,
  sysname: row.sysname,
  description: {
    title: locale === 'ru' ? row.title_ru : row.title_uz,
    summary: locale === 'ru' ? row.summary_ru : row.summary_uz,
  },
  amount: { amount: row.amount, currency: row.currency },
  seed_amount: { amount: row.seed_amount, currency: row.currency },
  contribution_percent: row.contribution_percent,
  games: row.games,
  last_won_at: row.last_won_at === null ? null : new Date(row.last_won_at).toISOString(),
});

/** A fresh real-money round as jackpots see it. */
export interface JackpotRound {
  readonly accountId: number;
  readonly sysname: string;
  readonly currency: string;
  readonly roundId: string;
  readonly bet: string;
  readonly at: number;
}

/** What a hit paid: the jackpot and its amount. */
export interface JackpotHit {
  readonly id: number;
  readonly amount: string;
}

export interface HitDraw {
  /** Whether chance may hit (off in tests). */
  readonly chance: boolean;
  /** True when the round was rigged to hit its first covering jackpot (uses the rig up). */
  readonly rigged: () => boolean;
  /** The player's public name for the feed, read only when something is hit. */
  readonly playerName: () => Promise<string>;
}

/** Pays a hit: ledger entry, hit and feed rows, the jackpot back to its seed amount. */
const payHit = async (
  tx: Queryable,
  jackpot: Pick<JackpotRow, 'id'>,
  amount: string,
  round: JackpotRound,
  playerName: string,
): Promise<JackpotHit> => {
  const [hit] = await tx.query<{ id: number }>(
    `insert into jackpot_hits (jackpot_id, account_id, round_id, amount, currency, created_at)
     values ($1, $2, $3, $4::numeric, $5, $6) returning id`,
    [jackpot.id, round.accountId, round.roundId, amount, round.currency, round.at],
  );
  if (!hit) throw new Error('insert into jackpot_hits returned nothing');
  const paid = await postEntry(tx, {
    accountId: round.accountId,
    balance: 'main',
    amount,
    kind: 'jackpot',
    reference: `jackpot_hit:${hit.id}`,
    at: round.at,
  });
  if (!paid) throw new Error(`account ${round.accountId} has no balances`);
  await tx.query('update jackpots set amount = seed_amount, last_won_at = $2 where id = $1', [
    jackpot.id,
    round.at,
  ]);
  await recordWin(tx, {
    kind: 'jackpot',
    jackpotId: jackpot.id,
    accountId: round.accountId,
    playerName,
    sysname: round.sysname,
    currency: round.currency,
    amount,
    roundId: round.roundId,
    at: round.at,
  });
  return { id: jackpot.id, amount };
};

/**
 * Grows every jackpot of the round's currency that covers its game (locked in id order, so
 * concurrent rounds never deadlock on them), then draws a hit for each: 1 in its hit_odds by
 * chance, or the first one when the round was rigged. Answers the hits, each already paid.
 */
export const playJackpots = async (
  tx: Queryable,
  round: JackpotRound,
  draw: HitDraw,
): Promise<JackpotHit[]> => {
  const covering = await tx.query<Pick<JackpotRow, 'id' | 'contribution_percent' | 'hit_odds'>>(
    `select id, contribution_percent::text as contribution_percent, hit_odds from jackpots
     where currency = $1 and $2 = any(games) order by id for update`,
    [round.currency, round.sysname],
  );
  const rigged = covering.length > 0 && draw.rigged();
  const hits: JackpotHit[] = [];
  for (const [index, jackpot] of covering.entries()) {
    const [grown] = await tx.query<{ amount: string }>(
      `update jackpots set amount = amount + $2::numeric where id = $1
       returning amount::text as amount`,
      [jackpot.id, contributionOf(round.bet, jackpot.contribution_percent)],
    );
    if (!grown) throw new Error(`jackpot ${jackpot.id} vanished while locked`);
    const hit = (rigged && index === 0) || (draw.chance && randomInt(jackpot.hit_odds) === 0);
    if (hit) hits.push(await payHit(tx, jackpot, grown.amount, round, await draw.playerName()));
  }
  return hits;
};
