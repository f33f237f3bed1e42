// Rounds of the simulated game provider, played as the sandboxed frame plays them: every
// balance change is a ledger entry (the books are checked after each test), a retried round
// id moves nothing, a failure after the debit leaves nothing behind, and demo money is never
// real money.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ErrorType } from '@omad/contract/api';
import type { FailPoint } from '../dev/crash-points';
import { ledgerMismatches } from '../domain/ledger';
import { centsOf, decimalOf } from '../domain/money';
import type { Platform } from '../platform';
import { START_TIMEOUT_MS, TestClient } from '../testing/api-client';
import { newRoundId, openFrame, spin } from '../testing/game-frames';
import { createTestPlatform } from '../testing/test-platform';
import { tokenHashOf } from './game-sessions';
import type { RoundResult } from './rounds';

const SLOT = 'pragmatic_sweet_bonanza';
const PAYS_IN_TENTHS = [0, 5, 10, 20, 30, 50, 100, 200];
const failPoints = new Set<FailPoint>();
let platform: Platform;

beforeAll(async () => {
  platform = await createTestPlatform({ failPoints });
}, START_TIMEOUT_MS);
afterEach(async () => {
  failPoints.clear();
  expect(await ledgerMismatches(platform.db)).toEqual([]);
});
afterAll(() => platform?.close());

let players = 0;

/** A new player with `main` on the main balance (credited through the dev helper). */
const player = async (main: string): Promise<TestClient> => {
  const client = new TestClient(platform.app);
  players += 1;
  const email = `rounds.${players}@omad.uz`;
  await client.call('auth.register', { email, password: 'Omad-Pa55word' });
  if (centsOf(main) > 0n) {
    const credit = await client.request('/api/_dev/credit', {
      method: 'POST',
      body: new URLSearchParams({ login: email, amount: main }),
    });
    expect(credit.status).toBe(200);
  }
  return client;
};

const tokenFor = async (client: TestClient | null, mode: 'play' | 'demo') => {
  const frame = await openFrame(platform.app, client, SLOT, mode);
  expect(frame.status).toBe(200);
  expect(frame.token).toBeDefined();
  return frame.token ?? '';
};

/** A round that must be played: its answer, checked for shape. */
const played = async (token: string, bet: string, roundId = newRoundId()) => {
  const answer = await spin(platform.app, { token, round_id: roundId, bet });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  expect(answer.headers.get('access-control-allow-origin')).toBe('*');
  const round = answer.body.data as RoundResult;
  expect(round).toMatchObject({
    round_id: roundId,
    bet,
    win: expect.stringMatching(/^\d+\.\d\d$/),
    balance_before: expect.stringMatching(/^\d+\.\d\d$/),
    balance_after: expect.stringMatching(/^\d+\.\d\d$/),
  });
  expect(round.reels).toHaveLength(3);
  return round;
};

const balances = async (client: TestClient) =>
  (await client.call('account.getBalance', {}, { http: 'GET' })).body.data as Record<
    'main' | 'fun',
    { amount: number }
  >;

const entriesOf = (reference: string) =>
  platform.db.query<{ balance: string; amount: string; kind: string }>(
    `select balance, amount::text as amount, kind from ledger_entries where reference = $1
     order by id`,
    [reference],
  );

const countOf = async (table: string): Promise<number> =>
  Number((await platform.db.query<{ n: number }>(`select count(*)::int as n from ${table}`))[0]?.n);

describe('a real-money round', () => {
  it('debits the bet and credits the win as ledger entries, balance before and after right', async () => {
    const client = await player('100000');
    const token = await tokenFor(client, 'play');
    let balance = '100000.00';
    const outcomes = new Set<string>();
    for (let index = 0; index < 40; index += 1) {
      const round = await played(token, '1000.00');
      expect(round.mode).toBe('real');
      expect(round.currency).toBe('UZS');
      expect(round.balance_before).toBe(balance);
      const tenths = Number((centsOf(round.win) * 10n) / centsOf(round.bet));
      expect(PAYS_IN_TENTHS).toContain(tenths);
      expect(round.balance_after).toBe(
        decimalOf(centsOf(round.balance_before) - centsOf(round.bet) + centsOf(round.win)),
      );
      const expected = [{ balance: 'main', amount: '-1000.00', kind: 'bet' }];
      if (tenths > 0) expected.push({ balance: 'main', amount: round.win, kind: 'win' });
      expect(await entriesOf(round.round_id)).toEqual(expected);
      outcomes.add(tenths > 0 ? 'win' : 'loss');
      balance = round.balance_after;
    }
    // 40 spins all winning or all losing: less likely than one in a million.
    expect([...outcomes].sort()).toEqual(['loss', 'win']);
    expect((await balances(client)).main.amount).toBe(balance);
  });

  it('answers a repeated round id with the recorded round and moves nothing', async () => {
    const client = await player('50000');
    const token = await tokenFor(client, 'play');
    const roundId = newRoundId();
    const first = await played(token, '5000.00', roundId);
    const entries = await countOf('ledger_entries');
    const again = await played(token, '5000.00', roundId);
    expect(again).toEqual(first);
    expect(await countOf('ledger_entries')).toBe(entries);
    expect((await balances(client)).main.amount).toBe(first.balance_after);
    // The same id for another spin (another bet) is refused, by name.
    const other = await spin(platform.app, { token, round_id: roundId, bet: '1000.00' });
    expect(other.status).toBe(400);
    expect(other.body.error?.error_data).toEqual({ round_id: ['ALREADY_EXISTS'] });
  });

  it('plays a spin sent twice at once only once', async () => {
    const client = await player('20000');
    const token = await tokenFor(client, 'play');
    const roundId = newRoundId();
    const [one, two] = await Promise.all([
      spin(platform.app, { token, round_id: roundId, bet: '2000.00' }),
      spin(platform.app, { token, round_id: roundId, bet: '2000.00' }),
    ]);
    expect([one.status, two.status]).toEqual([200, 200]);
    expect(one.body.data).toEqual(two.body.data);
    expect((await entriesOf(roundId)).filter((entry) => entry.kind === 'bet')).toHaveLength(1);
  });

  it('leaves balance, entries and rounds untouched when it fails after the debit', async () => {
    const client = await player('30000');
    const token = await tokenFor(client, 'play');
    const before = {
      entries: await countOf('ledger_entries'),
      rounds: await countOf('game_rounds'),
    };
    failPoints.add('round:debit-written');
    const roundId = newRoundId();
    const failed = await spin(platform.app, { token, round_id: roundId, bet: '10000.00' });
    expect(failed.status).toBe(500);
    expect(failed.body.error?.type).toBe(ErrorType.InternalServerError);
    expect((await balances(client)).main.amount).toBe('30000.00');
    expect(await entriesOf(roundId)).toEqual([]);
    expect(await countOf('ledger_entries')).toBe(before.entries);
    expect(await countOf('game_rounds')).toBe(before.rounds);
    // The frame sends the same spin again once the fault is gone: it is played once.
    failPoints.clear();
    const round = await played(token, '10000.00', roundId);
    expect(round.balance_before).toBe('30000.00');
    expect((await entriesOf(roundId))[0]).toEqual({
      balance: 'main',
      amount: '-10000.00',
      kind: 'bet',
    });
  });

  it('refuses a bet the balance does not cover, and a bet the game does not offer', async () => {
    const client = await player('1500');
    const token = await tokenFor(client, 'play');
    const entries = await countOf('ledger_entries');
    const short = await spin(platform.app, { token, round_id: newRoundId(), bet: '2000' });
    expect(short.status).toBe(400);
    expect(short.body.error).toMatchObject({
      type: ErrorType.UserNeedDeposit,
      data: { mode: 'real' },
    });
    for (const bet of ['1234.00', '0', '-1000', '1000.001', 'lots']) {
      const refused = await spin(platform.app, { token, round_id: newRoundId(), bet });
      expect([bet, refused.status, refused.body.error?.error_data]).toEqual([
        bet,
        400,
        { bet: ['INVALID'] },
      ]);
    }
    const badId = await spin(platform.app, { token, round_id: 'x', bet: '1000' });
    expect(badId.body.error?.error_data).toEqual({ round_id: ['INVALID'] });
    expect(await countOf('ledger_entries')).toBe(entries);
    expect((await balances(client)).main.amount).toBe('1500.00');
  });

  it('knows the player by the token only, and the token ends with the sign-in', async () => {
    const client = await player('10000');
    const token = await tokenFor(client, 'play');
    const unknown = await spin(platform.app, {
      token: 'forged',
      round_id: newRoundId(),
      bet: '1000',
    });
    expect(unknown.status).toBe(401);
    expect(unknown.body.error?.type).toBe(ErrorType.Authorization);
    expect(unknown.headers.get('access-control-allow-origin')).toBe('*');
    await client.call('auth.logout');
    const ended = await spin(platform.app, { token, round_id: newRoundId(), bet: '1000' });
    expect(ended.status).toBe(401);
    expect(
      await platform.db.query('select 1 from game_sessions where token_hash = $1', [
        tokenHashOf(token),
      ]),
    ).toEqual([]);
  });

  it('refuses a player banned since the frame opened', async () => {
    const client = await player('10000');
    const token = await tokenFor(client, 'play');
    await client.request('/api/_dev/ban', {
      method: 'POST',
      body: new URLSearchParams({ login: `rounds.${players}@omad.uz` }),
    });
    const refused = await spin(platform.app, { token, round_id: newRoundId(), bet: '1000' });
    expect(refused.status).toBe(403);
    expect(refused.body.error?.type).toBe(ErrorType.UserBanned);
  });
});

describe('a demo round', () => {
  it("plays on the player's fun balance, topped up for the demo, never on main", async () => {
    const client = await player('5000');
    const token = await tokenFor(client, 'demo');
    expect(
      await platform.db.query(
        `select amount::text as amount from ledger_entries e join accounts a on a.id = e.account_id
       where a.email = $1 and e.kind = 'demo_refill'`,
        [`rounds.${players}@omad.uz`],
      ),
    ).toEqual([{ amount: '500000.00' }]);
    let fun = '500000.00';
    for (let index = 0; index < 5; index += 1) {
      const round = await played(token, '25000.00');
      expect(round).toMatchObject({ mode: 'demo', balance_before: fun });
      const entries = await entriesOf(round.round_id);
      expect(entries.map((entry) => entry.balance)).toEqual(entries.map(() => 'fun'));
      fun = round.balance_after;
    }
    expect(await balances(client)).toMatchObject({
      main: { amount: '5000.00' },
      fun: { amount: fun },
    });
  });

  it("plays a guest's demo money on the game session, in no account's ledger", async () => {
    const entries = await countOf('ledger_entries');
    const balancesBefore = await platform.db.query('select * from balances order by account_id');
    const token = await tokenFor(null, 'demo');
    let balance = '500000.00';
    for (let index = 0; index < 5; index += 1) {
      const round = await played(token, '1000.00');
      expect(round).toMatchObject({ mode: 'demo', currency: 'UZS', balance_before: balance });
      balance = round.balance_after;
    }
    expect(await countOf('ledger_entries')).toBe(entries);
    expect(await platform.db.query('select * from balances order by account_id')).toEqual(
      balancesBefore,
    );
    await platform.db.query(`update game_sessions set demo_balance = 500 where token_hash = $1`, [
      tokenHashOf(token),
    ]);
    const short = await spin(platform.app, { token, round_id: newRoundId(), bet: '1000' });
    expect(short.body.error).toMatchObject({
      type: ErrorType.UserNeedDeposit,
      data: { mode: 'demo' },
    });
  });

  it('answers the preflight of any origin, and a round from a sandboxed frame', async () => {
    const preflight = await platform.app.request('/api/_games/round', {
      method: 'OPTIONS',
      headers: { origin: 'null', 'access-control-request-method': 'POST' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    expect(preflight.headers.get('access-control-allow-methods')).toContain('POST');
    const form = await platform.app.request('/api/_games/round', {
      method: 'POST',
      headers: { origin: 'null', 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        token: await tokenFor(null, 'demo'),
        round_id: newRoundId(),
        bet: '1000',
      }),
    });
    expect(form.status).toBe(200);
    expect(form.headers.get('access-control-allow-credentials')).toBeNull();
  });
});
