// Test helpers of the competition specs: jackpots and tournaments of a test's own on games no
// seeded competition covers (so tests never share a jackpot's amount or a table), a funded
// player, its rounds in a game frame, and the dev rigging of its next round.
import type { Hono } from 'hono';
import { expect } from 'vitest';
import type { Db } from '../db/db';
import type { StoredPrize } from '../domain/competition-rules';
import type { RoundResult } from '../game-frames/rounds';
import { TestClient } from './api-client';
import { newRoundId, openFrame, spin } from './game-frames';
import { freshEmail, registerPlayer } from './players';

/** `count` slots with a demo that no seeded jackpot or tournament covers, from `skip` on. */
export const freeSlots = async (db: Db, count: number, skip = 0): Promise<string[]> =>
  (
    await db.query<{ sysname: string }>(
      `select g.sysname from games g
       where g.type = 'slot' and g.has_demo
         and not exists (select 1 from jackpots j where g.sysname = any(j.games))
         and not exists (select 1 from tournaments t where g.sysname = any(t.games))
       order by g.position desc, g.sysname limit $1 offset $2`,
      [count, skip],
    )
  ).map((row) => row.sysname);

export interface NewJackpot {
  readonly games: readonly string[];
  readonly seed?: string;
  readonly amount?: string;
  readonly percent?: string;
  readonly currency?: string;
}

let made = 0;

/** A jackpot of the test's own; answers its id. Chance hits are off on the test platform. */
export const insertJackpot = async (db: Db, jackpot: NewJackpot): Promise<number> => {
  made += 1;
  const [row] = await db.query<{ id: number }>(
    `insert into jackpots (sysname, title_uz, title_ru, summary_uz, summary_ru, currency,
       seed_amount, amount, contribution_percent, hit_odds, games)
     values ($1, $2, $3, 'Sinov', 'Тест', $4, $5::numeric, $6::numeric, $7::numeric, $8, $9)
     returning id`,
    [
      `test_jackpot_${made}`,
      `Sinov jekpoti ${made}`,
      `Тестовый джекпот ${made}`,
      jackpot.currency ?? 'UZS',
      jackpot.seed ?? '1000.00',
      jackpot.amount ?? jackpot.seed ?? '1000.00',
      jackpot.percent ?? '0.50',
      2_000_000_000,
      jackpot.games,
    ],
  );
  return Number(row?.id);
};

export interface NewTournament {
  readonly games: readonly string[];
  readonly rule: 'total_bet' | 'total_win' | 'max_multiplier';
  readonly startsAt: number;
  readonly endsAt: number;
  readonly minBet?: string;
  readonly currency?: string;
  readonly prizes?: readonly StoredPrize[];
}

/** A tournament of the test's own; answers its id. */
export const insertTournament = async (db: Db, tournament: NewTournament): Promise<number> => {
  made += 1;
  const [row] = await db.query<{ id: number }>(
    `insert into tournaments (sysname, title_uz, title_ru, summary_uz, summary_ru, rules_uz,
       rules_ru, image_url, currency, starts_at, ends_at, rule, min_bet, prizes, games)
     values ($1, $2, $3, 'Sinov', 'Тест', array['Birinchi', 'Ikkinchi'],
       array['Первое', 'Второе'], null, $4, $5, $6, $7, $8::numeric, $9::jsonb, $10)
     returning id`,
    [
      `test_tournament_${made}`,
      `Sinov turniri ${made}`,
      `Тестовый турнир ${made}`,
      tournament.currency ?? 'UZS',
      tournament.startsAt,
      tournament.endsAt,
      tournament.rule,
      tournament.minBet ?? null,
      JSON.stringify(tournament.prizes ?? []),
      tournament.games,
    ],
  );
  return Number(row?.id);
};

export interface Player {
  readonly client: TestClient;
  readonly email: string;
  readonly id: number;
}

/** A new player (UZS unless `currency`), with `main` credited through the dev helper. */
export const fundedPlayer = async (
  app: Hono,
  db: Db,
  main: string,
  currency = 'UZS',
): Promise<Player> => {
  const email = freshEmail('competitor');
  const client = await registerPlayer(app, { email, currency });
  const credit = await client.request('/api/_dev/credit', {
    method: 'POST',
    body: new URLSearchParams({ login: email, amount: main }),
  });
  expect(credit.status, JSON.stringify(credit.body)).toBe(200);
  const [row] = await db.query<{ id: number }>('select id from accounts where email = $1', [email]);
  return { client, email, id: Number(row?.id) };
};

/** The launch token of the player's frame of `sysname` in `mode`. */
export const frameToken = async (
  app: Hono,
  player: Player | null,
  sysname: string,
  mode: 'play' | 'demo' = 'play',
): Promise<string> => {
  const frame = await openFrame(app, player?.client ?? null, sysname, mode);
  expect(frame.token, frame.html.slice(0, 200)).toBeDefined();
  return frame.token ?? '';
};

/** One round that must be played; its answer. */
export const playOnce = async (
  app: Hono,
  token: string,
  bet: string,
  roundId = newRoundId(),
): Promise<RoundResult> => {
  const answer = await spin(app, { token, round_id: roundId, bet });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data as RoundResult;
};

/** Rigs the player's next real-money round (POST /api/_dev/next-round). */
export const rigNext = async (app: Hono, player: Player, outcome: 'top' | 'jackpot') => {
  const answer = await new TestClient(app).request('/api/_dev/next-round', {
    method: 'POST',
    body: new URLSearchParams({ login: player.email, outcome }),
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
};

/** The player's main balance as the balances table holds it. */
export const mainOf = async (db: Db, player: Pick<Player, 'id'>): Promise<string> => {
  const [row] = await db.query<{ main: string }>(
    'select main::text as main from balances where account_id = $1',
    [player.id],
  );
  return row?.main ?? '';
};
