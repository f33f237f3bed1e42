// freespins.get through the API: a player's free-spin packs with their game, spins and bet,
// in the call's locale; a bad status or page size is refused. The books are checked after
// every test.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { FreespinPackSchema, pageOf } from '@omad/contract/api';
import { DAY_MS } from '../domain/bonuses';
import { ledgerMismatches } from '../domain/ledger';
import type { Platform } from '../platform';
import { START_TIMEOUT_MS, issuesOf } from '../testing/api-client';
import { bonusHelpers } from '../testing/bonuses';
import { createTestPlatform } from '../testing/test-platform';

let platform: Platform;
const clock = Date.UTC(2030, 2, 2, 10);

beforeAll(async () => {
  platform = await createTestPlatform({ now: () => clock });
}, START_TIMEOUT_MS);
afterEach(async () => expect(await ledgerMismatches(platform.db)).toEqual([]));
afterAll(() => platform?.close());

const { newPlayer, grantSpins } = bonusHelpers(() => platform.app);

describe('freespins.get', () => {
  it('lists the active packs with their game, spins and bet, in the call’s locale', async () => {
    const player = await newPlayer();
    await grantSpins(player, {
      sysname: 'pragmatic_gates_of_olympus',
      count: '15',
      amount: '5000',
    });
    const answer = await player.client.call('freespins.get', {}, { http: 'GET', locale: 'ru' });
    expect(issuesOf(pageOf(FreespinPackSchema), answer.body.data)).toEqual([]);
    expect(answer.body.data).toEqual({
      count: 1,
      items: [
        {
          id: expect.any(Number),
          game: { sysname: 'pragmatic_gates_of_olympus', name: 'Gates of Olympus' },
          remaining_count: 15,
          total_count: 15,
          bet: { amount: '5000.00', currency: 'UZS' },
          description: { title: 'Бесплатные вращения: Gates of Olympus' },
          status: 'active',
          expires_at: new Date(clock + 7 * DAY_MS).toISOString(),
        },
      ],
    });
    for (const params of [{ status: 'gone' }, { count: '100' }] as Record<string, string>[]) {
      const refused = await player.client.call('freespins.get', params, { http: 'GET' });
      expect(refused.status).toBe(400);
    }
  });
});
