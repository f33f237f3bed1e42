// Tournaments as stored and answered, and how a round scores: a fresh real-money round (main or
// bonus money; free spins and demo never score) counts for every tournament active at its time,
// in its currency, on its game, that the player takes part in, when the bet reaches min_bet.
// The rule turns it into the new score (competition-rules.ts scoreAfter); rounds counts every
// scoring round, scored_at moves only when the score rose. Runs in the round's transaction.
import type { TournamentRuleValue } from '@omad/contract/api';
import type { Locale } from '../config';
import type { Queryable } from '../db/db';
import { prizePoolOf, scoreAfter, statusAt } from './competition-rules';
import type { StoredPrize } from './competition-rules';
import { centsOf } from './money';

export interface TournamentRow {
  readonly id: number;
  readonly sysname: string;
  readonly title_uz: string;
  readonly title_ru: string;
  readonly summary_uz: string;
  readonly summary_ru: string;
  readonly rules_uz: string[];
  readonly rules_ru: string[];
  readonly image_url: string | null;
  readonly currency: string;
  readonly starts_at: number;
  readonly ends_at: number;
  readonly rule: TournamentRuleValue;
  readonly min_bet: string | null;
  readonly prizes: StoredPrize[];
  readonly games: string[];
  readonly settled_at: number | null;
}

/** The columns of a TournamentRow, for a select from tournaments `t`. */
export const TOURNAMENT_COLUMNS = `t.id, t.sysname, t.title_uz, t.title_ru, t.summary_uz,
  t.summary_ru, t.rules_uz, t.rules_ru, t.image_url, t.currency,
  t.starts_at::float8 as starts_at, t.ends_at::float8 as ends_at, t.rule,
  t.min_bet::text as min_bet, t.prizes, t.games, t.settled_at::float8 as settled_at`;

/** The tournament as a player sees it: how many take part, and whether they do. */
export interface TournamentStanding {
  readonly participants: number;
  readonly is_participating: boolean;
}

const iso = (at: number): string => new Date(at).toISOString();

/** A tournament as the contract's TournamentSchema has it, in the call's locale, at `at`. */
export const tournamentView = (
  row: TournamentRow,
  standing: TournamentStanding,
  locale: Locale,
  at: number,
) => {
  const money = (amount: string) => ({ amount, currency: row.currency });
  return {
    id: row.id,
    sysname: row.sysname,
    description: {
      title: locale === 'ru' ? row.title_ru : row.title_uz,
      summary: locale === 'ru' ? row.summary_ru : row.summary_uz,
      rules: locale === 'ru' ? row.rules_ru : row.rules_uz,
      image: row.image_url,
    },
    status: statusAt(row, at),
    starts_at: iso(row.starts_at),
    ends_at: iso(row.ends_at),
    rule: row.rule,
    min_bet: row.min_bet === null ? null : money(row.min_bet),
    prize_pool: money(prizePoolOf(row.prizes)),
    prizes: row.prizes.map((prize) => ({
      from: prize.from,
      to: prize.to,
      amount: money(prize.amount),
    })),
    games: row.games,
    participants: standing.participants,
    is_participating: standing.is_participating,
  };
};

/** A fresh real-money round as tournaments see it. */
export interface ScoringRound {
  readonly accountId: number;
  readonly sysname: string;
  readonly currency: string;
  readonly bet: string;
  readonly win: string;
  readonly at: number;
}

/** Scores the round in every tournament it counts for; answers how many it scored in. */
export const scoreRound = async (tx: Queryable, round: ScoringRound): Promise<number> => {
  const entries = await tx.query<{
    tournament_id: number;
    rule: TournamentRuleValue;
    score: string;
  }>(
    `select p.tournament_id, t.rule, p.score::text as score
     from tournament_participants p join tournaments t on t.id = p.tournament_id
     where p.account_id = $1 and t.currency = $2 and $3 = any(t.games)
       and t.starts_at <= $4 and t.ends_at > $4 and (t.min_bet is null or t.min_bet <= $5::numeric)
     order by p.tournament_id
     for update of p`,
    [round.accountId, round.currency, round.sysname, round.at, round.bet],
  );
  for (const entry of entries) {
    const score = scoreAfter(entry.rule, entry.score, round.bet, round.win);
    const rose = centsOf(score) > centsOf(entry.score);
    await tx.query(
      `update tournament_participants
       set score = $3::numeric, rounds = rounds + 1,
         scored_at = case when $4::boolean then $5::bigint else scored_at end
       where tournament_id = $1 and account_id = $2`,
      [entry.tournament_id, round.accountId, score, rose, round.at],
    );
  }
  return entries.length;
};
