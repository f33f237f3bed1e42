// Real rounds on bonus money and free spins, played as the sandboxed frame plays them: an active
// bonus's money is staked and wagered, then released to main exactly once (retried round ids
// and later rounds release nothing more); a free spin takes no money and its win goes where the
// rule says; the frame shows what it stakes. The books are checked after every test.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ErrorType } from '@omad/contract/api';
import { ledgerMismatches } from '../domain/ledger';
import { centsOf, decimalOf, formatAmount } from '../domain/money';
import type { Platform } from '../platform';
import { START_TIMEOUT_MS } from '../testing/api-client';
import { bonusHelpers, bonusRowOf } from '../testing/bonuses';
import type { BonusPlayer } from '../testing/bonuses';
import { newRoundId, openFrame, spin } from '../testing/game-frames';
import { createTestPlatform } from '../testing/test-platform';
import { FRAME_TEXTS } from './frame-texts';
import type { RoundResult } from './rounds';

const SLOT = 'pragmatic_sweet_bonanza';
let platform: Platform;

beforeAll(async () => {
  platform = await createTestPlatform({ now: () => Date.UTC(2030, 3, 3, 12) });
}, START_TIMEOUT_MS);
afterEach(async () => expect(await ledgerMismatches(platform.db)).toEqual([]));
afterAll(() => platform?.close());

const { newPlayer, credit, grant, grantSpins, balances, act } = bonusHelpers(() => platform.app);

const tokenOf = async (player: BonusPlayer, sysname = SLOT) => {
  const frame = await openFrame(platform.app, player.client, sysname, 'play');
  expect(frame.token).toBeDefined();
  return frame.token ?? '';
};

const round = async (token: string, bet: string, roundId = newRoundId()) => {
  const answer = await spin(platform.app, { token, round_id: roundId, bet });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data as RoundResult;
};

const entriesOf = (reference: string) =>
  platform.db.query<{ balance: string; amount: string; kind: string }>(
    `select balance, amount::text as amount, kind from ledger_entries where reference = $1
     order by id`,
    [reference],
  );

const bonusRow = (id: number) => bonusRowOf(platform.db, id);

const packRow = async (id: number) =>
  (
    await platform.db.query<{ status: string; remaining_count: number }>(
      'select status, remaining_count from freespin_packs where id = $1',
      [id],
    )
  )[0];

describe('a real round with an active casino bonus', () => {
  it('stakes bonus money until wagered, then releases what is left to main exactly once', async () => {
    const player = await newPlayer();
    const bonus = await grant(player, { kind: 'bonus', amount: '10000', wager: '5000' });
    await act(player, 'bonuses.activate', bonus.id);
    const token = await tokenOf(player);
    let bonusMoney = '10000.00';
    let last: RoundResult | undefined;
    for (let index = 0; index < 5; index += 1) {
      last = await round(token, '1000.00');
      expect(last).toMatchObject({ funds: 'bonus', balance_before: bonusMoney });
      const expected = [{ balance: 'bonus', amount: '-1000.00', kind: 'bet' }];
      if (last.win !== '0.00') expected.push({ balance: 'bonus', amount: last.win, kind: 'win' });
      expect(await entriesOf(last.round_id)).toEqual(expected);
      bonusMoney = last.balance_after;
      if (index < 4) {
        expect(await bonusRow(bonus.id)).toEqual({
          status: 'active',
          wagered: decimalOf(BigInt(index + 1) * 100_000n),
          remaining: bonusMoney,
        });
        expect(last.wallet).toEqual({ main: '0.00', bonus: bonusMoney, freespins: null });
      }
    }
    // The fifth round met the requirement: what was left moved to main, once.
    expect(await bonusRow(bonus.id)).toEqual({
      status: 'wagered',
      wagered: '5000.00',
      remaining: '0.00',
    });
    const release = [
      { balance: 'bonus', amount: decimalOf(-centsOf(bonusMoney)), kind: 'bonus_release' },
      { balance: 'main', amount: bonusMoney, kind: 'bonus_release' },
    ];
    expect((await entriesOf(`bonus:${bonus.id}`)).slice(1)).toEqual(release);
    expect(await balances(player)).toMatchObject({ main: bonusMoney, bonus: '0.00' });
    expect(last?.wallet).toEqual({ main: bonusMoney, bonus: null, freespins: null });

    // The last round sent again is answered as recorded; nothing moves.
    const again = await round(token, '1000.00', last?.round_id);
    expect(again).toEqual(last);
    // Later rounds stake main money and release nothing.
    const after = await round(token, '1000.00');
    expect(after).toMatchObject({ funds: 'main', balance_before: bonusMoney });
    expect((await entriesOf(`bonus:${bonus.id}`)).slice(1)).toEqual(release);
    const history = await platform.db.query<{ funds: string }>(
      `select funds from game_rounds where round_id = any($1::text[])`,
      [[last?.round_id, after.round_id]],
    );
    expect(history.map((row) => row.funds).sort()).toEqual(['bonus', 'main']);
  });

  it('stakes main money for a bet the bonus money does not cover, and shows it in the frame', async () => {
    const player = await newPlayer();
    await credit(player, '30000');
    const bonus = await grant(player, { kind: 'bonus', amount: '2000', wager: '100000' });
    await act(player, 'bonuses.activate', bonus.id);
    const frame = await openFrame(platform.app, player.client, SLOT, 'play');
    const texts = FRAME_TEXTS.uz.slot;
    expect(frame.html).toContain(
      `data-balance-label>${texts.bonusBalance}</span><output class="meter__value" data-balance>2,000 UZS</output>`,
    );
    const big = await round(frame.token ?? '', '5000.00');
    expect(big).toMatchObject({ funds: 'main', balance_before: '30000.00' });
    expect(await bonusRow(bonus.id)).toMatchObject({ status: 'active', wagered: '0.00' });
  });
});

describe('a free spin', () => {
  it('takes no money, counts the pack down, and pays its win to main without a bonus', async () => {
    const player = await newPlayer();
    const packId = await grantSpins(player, { count: '2', amount: '2000' });
    const frame = await openFrame(platform.app, player.client, SLOT, 'play');
    expect(frame.html).toContain(
      `data-freespins>${FRAME_TEXTS.uz.slot.freespins.replace('{count}', '2')}`,
    );
    expect(frame.html).toContain('data-bet="2000.00" aria-pressed="true"');
    const ru = await openFrame(platform.app, player.client, SLOT, 'play', 'ru');
    expect(ru.html).toContain('Бесплатные вращения: 2');
    const token = frame.token ?? '';
    // Its spins come first, at its bet.
    const other = await spin(platform.app, { token, round_id: newRoundId(), bet: '1000' });
    expect(other.body.error?.error_data).toEqual({ bet: ['INVALID'] });

    let main = '0.00';
    const first = await round(token, '2000.00');
    expect(first).toMatchObject({ funds: 'freespins', bet: '2000.00', balance_before: main });
    expect(await entriesOf(first.round_id)).toEqual(
      first.win === '0.00' ? [] : [{ balance: 'main', amount: first.win, kind: 'win' }],
    );
    main = first.balance_after;
    expect(main).toBe(first.win);
    expect(first.wallet).toEqual({ main, bonus: null, freespins: { count: 1, bet: '2000.00' } });
    expect(await packRow(packId)).toEqual({ status: 'active', remaining_count: 1 });
    // The same spin again uses no second spin of the pack.
    expect(await round(token, '2000.00', first.round_id)).toEqual(first);
    expect(await packRow(packId)).toEqual({ status: 'active', remaining_count: 1 });

    const second = await round(token, '2000.00');
    expect(second).toMatchObject({ funds: 'freespins', balance_before: main });
    expect(await packRow(packId)).toEqual({ status: 'used', remaining_count: 0 });
    expect(second.wallet?.freespins).toBeNull();
    main = second.balance_after;
    expect((await balances(player)).main).toBe(main);
    // The pack is used up: a round now needs money.
    if (centsOf(main) < 200_000n) {
      const broke = await spin(platform.app, { token, round_id: newRoundId(), bet: '2000' });
      expect(broke.body.error?.type).toBe(ErrorType.UserNeedDeposit);
    }
    const wagered = await player.client.call(
      'responsibleGaming.getSessionSummary',
      {},
      { http: 'GET' },
    );
    expect(wagered.body.data).toMatchObject({ rounds: 2, wagered: '0.00' });
  });

  it('pays its win to the active casino bonus, whose money it joins', async () => {
    const player = await newPlayer();
    const bonus = await grant(player, { kind: 'bonus', amount: '5000', wager: '500000' });
    await act(player, 'bonuses.activate', bonus.id);
    await grantSpins(player, { count: '30', amount: '1000' });
    const frame = await openFrame(platform.app, player.client, SLOT, 'play');
    expect(frame.html).toContain(
      `data-balance-label>${FRAME_TEXTS.uz.slot.bonusBalance}</span><output class="meter__value" data-balance>${formatAmount('5000')} UZS</output>`,
    );
    let bonusMoney = '5000.00';
    let won = false;
    // Thirty spins all losing: about one in a million.
    for (let index = 0; index < 30 && !won; index += 1) {
      const free = await round(frame.token ?? '', '1000.00');
      expect(free).toMatchObject({ funds: 'freespins', balance_before: bonusMoney });
      won = free.win !== '0.00';
      expect(await entriesOf(free.round_id)).toEqual(
        won ? [{ balance: 'bonus', amount: free.win, kind: 'win' }] : [],
      );
      bonusMoney = free.balance_after;
    }
    expect(won).toBe(true);
    expect(await bonusRow(bonus.id)).toEqual({
      status: 'active',
      wagered: '0.00',
      remaining: bonusMoney,
    });
    expect(await balances(player)).toMatchObject({ main: '0.00', bonus: bonusMoney });
  });
});
