// Test helpers of the bonus specs: a fresh player, what the dev helpers give it (money, a bonus,
// a pack of free spins), its balances, the bonus calls answered as the contract parses them,
// and a bonus's row as the database holds it.
import type { Hono } from 'hono';
import type { Queryable } from '../db/db';
import { expect } from 'vitest';
import { BonusSchema } from '@omad/contract/api';
import type { Bonus } from '@omad/contract/api';
import { issuesOf, parseWith } from './api-client';
import type { Answer, TestClient } from './api-client';
import { freshEmail, registerPlayer } from './players';

/** A bonus's status, wagering and money as the database holds them. */
export const bonusRowOf = async (db: Queryable, id: number) =>
  (
    await db.query<{ status: string; wagered: string; remaining: string | null }>(
      `select status, wagered::text as wagered, remaining::text as remaining from bonuses
       where id = $1`,
      [id],
    )
  )[0];

export interface BonusPlayer {
  readonly client: TestClient;
  readonly email: string;
}

export const bonusHelpers = (app: () => Hono) => {
  const newPlayer = async (): Promise<BonusPlayer> => {
    const email = freshEmail('bonus');
    return { client: await registerPlayer(app(), { email }), email };
  };

  const dev = async (player: BonusPlayer, path: string, fields: Record<string, string>) => {
    const answer = await player.client.request(`/api/_dev/${path}`, {
      method: 'POST',
      body: new URLSearchParams({ login: player.email, ...fields }),
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body.data;
  };

  /** Money onto the player's main balance (an adjustment entry). */
  const credit = (player: BonusPlayer, amount: string) => dev(player, 'credit', { amount });

  /** A new casino bonus (`bonus`) or betting bonus granted to the player. */
  const grant = async (
    player: BonusPlayer,
    fields: Record<string, string> & { kind: 'bonus' | 'betting_bonus' },
  ): Promise<Bonus> => {
    const data = await dev(player, 'grant', fields);
    expect(issuesOf(BonusSchema, data)).toEqual([]);
    return parseWith(BonusSchema, data);
  };

  /** An active pack of free spins; answers its id. */
  const grantSpins = async (player: BonusPlayer, fields: Record<string, string>) =>
    ((await dev(player, 'grant', { kind: 'freespins', ...fields })) as { id: number }).id;

  const balances = async (player: BonusPlayer) => {
    const answer = await player.client.call('account.getBalance', {}, { http: 'GET' });
    const data = answer.body.data as Record<string, { amount: string }>;
    return {
      main: data.main?.amount,
      bonus: data.bonus?.amount,
      betting_bonus: data.betting_bonus?.amount,
    };
  };

  /** A bonus action; a 200 answer is checked against BonusSchema. */
  const act = async (player: BonusPlayer, method: string, id: number): Promise<Answer> => {
    const answer = await player.client.call(method, { bonus_id: String(id) });
    if (answer.status === 200) expect(issuesOf(BonusSchema, answer.body.data)).toEqual([]);
    return answer;
  };

  const bonusOf = (answer: Answer): Bonus => parseWith(BonusSchema, answer.body.data);

  return { newPlayer, credit, grant, grantSpins, balances, act, bonusOf };
};
