// The seeded tournaments (seed step 0010, from seed/competitions.ts): one active, one upcoming
// and one finished, dates relative to the seeding time, with participant rows written as
// seed data (scores, rounds and times drawn from the seeded random generator). The finished
// one is left unsettled: the tournament sweep pays its prizes through the ledger.
import type { Queryable } from '../db/db';
import type { StoredPrize } from '../domain/competition-rules';
import { decimalOf } from '../domain/money';
import { tournamentImageUrl } from '../media/routes';
import type { SeedPlayer } from './competition-players';
import { TOURNAMENT_TEXTS } from './competition-texts';
import { below, shuffled } from './random';
import type { Random } from './random';

const DAY = 86_400_000;

const prize = (from: number, to: number, soums: number): StoredPrize => ({
  from,
  to,
  amount: decimalOf(BigInt(soums) * 100n),
});

export interface SeedTournament {
  readonly sysname: keyof typeof TOURNAMENT_TEXTS;
  readonly rule: 'total_bet' | 'total_win' | 'max_multiplier';
  /** Start and end, from the seeding time. */
  readonly starts: number;
  readonly ends: number;
  readonly minBet: string | null;
  readonly prizes: readonly StoredPrize[];
  /** The popular slots covered (besides the e2e game): [first, last) of the list. */
  readonly slots: readonly [number, number];
  readonly participants: number;
  /** The best score, in the rule's unit (so'm, or a multiplier's hundredths). */
  readonly best: number;
}

export const SEED_TOURNAMENTS: readonly SeedTournament[] = [
  {
    sysname: 'weekly_win_race',
    rule: 'total_win',
    starts: -2 * DAY,
    ends: 5 * DAY,
    minBet: null,
    // 20,000,000 + 10,000,000 + 5,000,000 + 7 x 1,500,000 + 10 x 500,000 = 50,500,000.
    prizes: [
      prize(1, 1, 20_000_000),
      prize(2, 2, 10_000_000),
      prize(3, 3, 5_000_000),
      prize(4, 10, 1_500_000),
      prize(11, 20, 500_000),
    ],
    slots: [0, 24],
    participants: 30,
    best: 28_000_000,
  },
  {
    sysname: 'multiplier_hunt',
    rule: 'max_multiplier',
    starts: 3 * DAY,
    ends: 10 * DAY,
    minBet: '2000.00',
    // 5,000,000 + 3,000,000 + 2,000,000 + 7 x 500,000 = 13,500,000.
    prizes: [
      prize(1, 1, 5_000_000),
      prize(2, 2, 3_000_000),
      prize(3, 3, 2_000_000),
      prize(4, 10, 500_000),
    ],
    slots: [6, 30],
    // Joined in advance: no rounds before the start.
    participants: 6,
    best: 0,
  },
  {
    sysname: 'bet_marathon',
    rule: 'total_bet',
    starts: -10 * DAY,
    ends: -3 * DAY,
    minBet: null,
    // 10,000,000 + 5,000,000 + 3,000,000 + 7 x 1,000,000 + 5 x 400,000 = 27,000,000.
    prizes: [
      prize(1, 1, 10_000_000),
      prize(2, 2, 5_000_000),
      prize(3, 3, 3_000_000),
      prize(4, 10, 1_000_000),
      prize(11, 15, 400_000),
    ],
    slots: [0, 14],
    participants: 25,
    best: 80_000_000,
  },
];

export const seedTournament = async (
  db: Queryable,
  tournament: SeedTournament,
  games: readonly string[],
  players: readonly SeedPlayer[],
  seededAt: number,
  random: Random,
) => {
  const texts = TOURNAMENT_TEXTS[tournament.sysname];
  const startsAt = seededAt + tournament.starts;
  const endsAt = seededAt + tournament.ends;
  const [row] = await db.query<{ id: number }>(
    `insert into tournaments (sysname, title_uz, title_ru, summary_uz, summary_ru, rules_uz,
       rules_ru, image_url, currency, starts_at, ends_at, rule, min_bet, prizes, games)
     values ($1, $2, $3, $4, $5, $6, $7, $8, 'UZS', $9, $10, $11, $12::numeric, $13::jsonb, $14)
     returning id`,
    [
      tournament.sysname,
      texts.uz.title,
      texts.ru.title,
      texts.uz.summary,
      texts.ru.summary,
      texts.uz.rules,
      texts.ru.rules,
      tournamentImageUrl(tournament.sysname),
      startsAt,
      endsAt,
      tournament.rule,
      tournament.minBet,
      JSON.stringify(tournament.prizes),
      games,
    ],
  );
  if (!row) throw new Error('insert into tournaments returned nothing');
  const lastScoring = Math.min(seededAt, endsAt);
  for (const player of shuffled(players, random).slice(0, tournament.participants)) {
    if (startsAt > seededAt) {
      await db.query(
        `insert into tournament_participants (tournament_id, account_id, joined_at)
         values ($1, $2, $3)`,
        [row.id, player.id, seededAt - below(random, DAY)],
      );
      continue;
    }
    const joinedAt = startsAt + below(random, (lastScoring - startsAt) / 2);
    // Scores spread like real tables: a few far ahead, most in a long tail.
    const score = Math.floor(random.next() ** 2 * tournament.best);
    await db.query(
      `insert into tournament_participants (tournament_id, account_id, joined_at, score, rounds,
         scored_at)
       values ($1, $2, $3, $4::numeric, $5, $6)`,
      [
        row.id,
        player.id,
        joinedAt,
        decimalOf(BigInt(score) * 100n),
        5 + below(random, 300),
        joinedAt + below(random, lastScoring - joinedAt),
      ],
    );
  }
};
