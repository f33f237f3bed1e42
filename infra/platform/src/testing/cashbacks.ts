// Test helpers of the cashback specs: a fresh player with its account id, a round recorded as
// the game provider would have (with a result the test chooses), and the player's cashbacks as
// the contract parses them.
import { expect } from 'vitest';
import { CashbackSchema, pageOf } from '@omad/contract/api';
import type { Cashback } from '@omad/contract/api';
import type { Platform } from '../platform';
import { issuesOf, parseWith } from './api-client';
import type { TestClient } from './api-client';
import { newRoundId } from './game-frames';
import { freshEmail, registerPlayer } from './players';

export interface CashbackPlayer {
  readonly client: TestClient;
  readonly email: string;
  readonly id: number;
}

/** Helpers over the platform `current()` gives (made in the spec's beforeAll). */
export const cashbackHelpers = (current: () => Platform) => {
  const newPlayer = async (): Promise<CashbackPlayer> => {
    const email = freshEmail('cashback');
    const client = await registerPlayer(current().app, { email });
    const [row] = await current().db.query<{ id: number }>(
      'select id from accounts where email = $1',
      [email],
    );
    return { client, email, id: Number(row?.id) };
  };

  /** A round as the game provider would have recorded it, with a result the test chooses. */
  const recordRound = (
    player: CashbackPlayer,
    at: number,
    bet: string,
    win: string,
    funds: 'main' | 'bonus' | 'freespins' | 'fun' = 'main',
  ) =>
    current().db.query(
      `insert into game_rounds (round_id, account_id, session_hash, sysname, mode, currency, bet,
       win, balance_before, balance_after, reels, created_at, funds)
     values ($1, $2, 'test', 'spribe_aviator', $3, 'UZS', $4, $5, 0, 0,
       array['cherry', 'lemon', 'bell'], $6, $7)`,
      [newRoundId(), player.id, funds === 'fun' ? 'demo' : 'real', bet, win, at, funds],
    );

  const cashbacksOf = async (client: TestClient): Promise<Cashback[]> => {
    const answer = await client.call('cashbacks.get', {}, { http: 'GET' });
    expect(issuesOf(pageOf(CashbackSchema), answer.body.data)).toEqual([]);
    return parseWith(pageOf(CashbackSchema), answer.body.data).items;
  };

  return { newPlayer, recordRound, cashbacksOf };
};
