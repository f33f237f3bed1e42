// Seed step 0010: the players of the competitions (competition-players.ts), three UZS
// jackpots, three tournaments (active, upcoming, finished) with their participants, and two
// weeks of the winners feed. The same on every database but for the dates, which are relative
// to the wall clock at seeding (like the seeded cashbacks), so the active tournament is active
// on a fresh start. Every jackpot and tournament covers the first popular game with a demo (the
// game the e2e tests play) and popular slots with demos. The finished tournament is left
// unsettled: the tournament sweep pays its prizes through the ledger like any other's.
import type { Queryable } from '../db/db';
import { centsOf, decimalOf } from '../domain/money';
import { insertSeedPlayers } from './competition-players';
import type { SeedPlayer } from './competition-players';
import { JACKPOT_TEXTS } from './competition-texts';
import { SEED_TOURNAMENTS, seedTournament } from './competition-tournaments';
import { below, seededRandom } from './random';
import type { Random } from './random';

const DAY = 86_400_000;

/** The first popular game with a demo, as games.get lists the category. */
export const FIRST_POPULAR_WITH_DEMO = `select sysname from games
  where 'popular' = any(categories) and has_demo and type <> 'sportsbook'
  order by position, sysname limit 1`;

const JACKPOTS = [
  // [sysname, seed amount, amount, contribution %, hit odds, popular slots covered, seeded hits]
  ['mega', '100000000.00', '152340500.00', '0.50', 500_000, 23, 1],
  ['major', '10000000.00', '12480250.00', '0.30', 50_000, 17, 3],
  ['mini', '1000000.00', '1250000.00', '0.20', 5_000, 11, 6],
] as const;

/** The e2e game first, then the popular slots with demos. */
const coveredGames = async (db: Queryable) => {
  const [first] = await db.query<{ sysname: string }>(FIRST_POPULAR_WITH_DEMO);
  if (!first) throw new Error('the catalogue has no popular game with a demo');
  const slots = await db.query<{ sysname: string }>(
    `select sysname from games
     where 'popular' = any(categories) and has_demo and type = 'slot' and sysname <> $1
     order by position, sysname limit 30`,
    [first.sysname],
  );
  const list = slots.map((slot) => slot.sysname);
  return (from: number, to: number) => [first.sysname, ...list.slice(from, to)];
};

const BETS = [1_000, 2_000, 5_000, 10_000, 25_000];
/** Multipliers of the seeded big wins, in hundredths (10x to 500x). */
const MULTIPLIERS = [1000, 1250, 1500, 2000, 2500, 4000, 5000, 7500, 10000, 15000, 25000, 50000];

interface SeedWin {
  readonly kind: 'round' | 'jackpot';
  readonly player: SeedPlayer;
  readonly sysname: string;
  readonly cents: bigint;
  readonly multiplier: string | null;
  readonly jackpotId: number | null;
  readonly at: number;
}

const seedJackpots = async (
  db: Queryable,
  games: (from: number, to: number) => string[],
  players: readonly SeedPlayer[],
  seededAt: number,
  random: Random,
): Promise<SeedWin[]> => {
  const hits: SeedWin[] = [];
  for (const [sysname, seed, amount, percent, odds, slots, seededHits] of JACKPOTS) {
    const covered = games(0, slots);
    const wins = Array.from({ length: seededHits }, () => ({
      player: random.pick(players),
      sysname: random.pick(covered),
      // A hit pays what the jackpot had grown to: its seed and up to half more.
      cents: centsOf(seed) + BigInt(below(random, Number(centsOf(seed) / 2n))),
      at: seededAt - below(random, 14 * DAY),
    }));
    const lastWon = wins.length > 0 ? Math.max(...wins.map((win) => win.at)) : null;
    const texts = JACKPOT_TEXTS[sysname];
    const [row] = await db.query<{ id: number }>(
      `insert into jackpots (sysname, title_uz, title_ru, summary_uz, summary_ru, currency,
         seed_amount, amount, contribution_percent, hit_odds, games, last_won_at)
       values ($1, $2, $3, $4, $5, 'UZS', $6::numeric, $7::numeric, $8::numeric, $9, $10, $11)
       returning id`,
      [
        sysname,
        texts.uz.title,
        texts.ru.title,
        texts.uz.summary,
        texts.ru.summary,
        seed,
        amount,
        percent,
        odds,
        covered,
        lastWon,
      ],
    );
    if (!row) throw new Error('insert into jackpots returned nothing');
    hits.push(
      ...wins.map((win) => ({
        ...win,
        kind: 'jackpot' as const,
        multiplier: null,
        jackpotId: row.id,
      })),
    );
  }
  return hits;
};

/** 50 big round wins on the covered games over the 14 days before `seededAt`. */
const bigWins = (
  games: readonly string[],
  players: readonly SeedPlayer[],
  seededAt: number,
  random: Random,
): SeedWin[] =>
  Array.from({ length: 50 }, () => {
    const bet = random.pick(BETS);
    const multiplier = random.pick(MULTIPLIERS);
    return {
      kind: 'round',
      player: random.pick(players),
      sysname: random.pick(games),
      // bet (so'm) x multiplier (hundredths) is the win in tiyin (cents).
      cents: BigInt(bet) * BigInt(multiplier),
      multiplier: decimalOf(BigInt(multiplier)),
      jackpotId: null,
      at: seededAt - below(random, 14 * DAY),
    };
  });

export const seedCompetitions = async (db: Queryable): Promise<void> => {
  const seededAt = Date.now();
  const random = seededRandom(20_340_019);
  const players = await insertSeedPlayers(db, seededAt);
  const games = await coveredGames(db);
  const hits = await seedJackpots(db, games, players, seededAt, random);
  for (const tournament of SEED_TOURNAMENTS) {
    const covered = games(...tournament.slots);
    await seedTournament(db, tournament, covered, players, seededAt, random);
  }
  const feed = [...hits, ...bigWins(games(0, 24), players, seededAt, random)].sort(
    (a, b) => a.at - b.at,
  );
  for (const win of feed) {
    await db.query(
      `insert into wins (kind, account_id, player_name, sysname, currency, amount, multiplier,
         jackpot_id, seeded, created_at)
       values ($1, $2, $3, $4, 'UZS', $5::numeric, $6::numeric, $7, true, $8)`,
      [
        win.kind,
        win.player.id,
        win.player.name,
        win.sysname,
        decimalOf(win.cents),
        win.multiplier,
        win.jackpotId,
        win.at,
      ],
    );
  }
};
