// tournaments.get and tournaments.participate: the listing's order and filters, and taking
// part — players only, once, before or during the period, in the player's currency, never
// while excluded. Answers parsed with the contract's TournamentSchema.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorType, TournamentSchema, pageOf } from '@omad/contract/api';
import type { Tournament } from '@omad/contract/api';
import type { Platform } from '../platform';
import { START_TIMEOUT_MS, TestClient, issuesOf, parseWith } from '../testing/api-client';
import type { Answer } from '../testing/api-client';
import { freeSlots, fundedPlayer, insertTournament } from '../testing/competitions';
import type { Player } from '../testing/competitions';
import { createTestPlatform } from '../testing/test-platform';

const HOUR = 3_600_000;
let platform: Platform;
const clock = Date.now();
let games: string[] = [];

beforeAll(async () => {
  platform = await createTestPlatform({ now: () => clock });
  games = await freeSlots(platform.db, 2);
}, START_TIMEOUT_MS);
afterAll(() => platform?.close());

const listOf = async (client: TestClient, params: Record<string, string> = {}) => {
  const answer = await client.call('tournaments.get', { count: '50', ...params }, { http: 'GET' });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  expect(issuesOf(pageOf(TournamentSchema), answer.body.data)).toEqual([]);
  return parseWith(pageOf(TournamentSchema), answer.body.data);
};

const participate = async (client: TestClient, id: number | string): Promise<Answer> => {
  const answer = await client.call('tournaments.participate', { tournament_id: String(id) });
  if (answer.status === 200) expect(issuesOf(TournamentSchema, answer.body.data)).toEqual([]);
  return answer;
};

const tournament = (answer: Answer): Tournament => parseWith(TournamentSchema, answer.body.data);

/** A tournament on the test's games, [starts, ends) hours from now. */
const inHours = (starts: number, ends: number, currency = 'UZS') =>
  insertTournament(platform.db, {
    games,
    rule: 'total_bet',
    startsAt: clock + starts * HOUR,
    endsAt: clock + ends * HOUR,
    currency,
    prizes: [{ from: 1, to: 3, amount: '100000.00' }],
  });

describe('tournaments.get', () => {
  it('lists active ones soonest ending first, then upcoming soonest first, then finished latest first', async () => {
    await inHours(-5, 1);
    await inHours(-1, 30);
    await inHours(2, 4);
    await inHours(40, 50);
    await inHours(-20, -1);
    await inHours(-50, -30);
    const { items, count } = await listOf(new TestClient(platform.app));
    expect(count).toBe(items.length);
    const rank = { active: 0, upcoming: 1, finished: 2 } as const;
    const key = (item: Tournament) => {
      const status = item.status as keyof typeof rank;
      const when = Date.parse(status === 'upcoming' ? item.starts_at : item.ends_at);
      return [rank[status], status === 'finished' ? -when : when] as const;
    };
    const keys = items.map(key);
    const sorted = [...keys].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
    expect(keys).toEqual(sorted);
    expect(new Set(items.map((item) => item.status))).toEqual(
      new Set(['active', 'upcoming', 'finished']),
    );
    for (const item of items) {
      expect(item.is_participating).toBe(false);
      expect(item.description).toMatchObject({ title: expect.any(String) });
      expect(Array.isArray(item.description.rules)).toBe(true);
    }
  });

  it('filters by a JSON list of statuses and by id; an unknown id is an empty page', async () => {
    const id = await inHours(3, 6);
    const client = new TestClient(platform.app);
    const upcoming = await listOf(client, { status: JSON.stringify(['upcoming']) });
    expect(upcoming.items.every((item) => item.status === 'upcoming')).toBe(true);
    expect(upcoming.items.map((item) => item.id)).toContain(id);
    const two = await listOf(client, { status: '["active","finished"]' });
    expect(two.items.some((item) => item.status === 'upcoming')).toBe(false);
    const one = await listOf(client, { id: String(id) });
    expect(one).toMatchObject({ count: 1, items: [{ id, status: 'upcoming', participants: 0 }] });
    expect(one.items[0]?.prize_pool).toEqual({ amount: '300000.00', currency: 'UZS' });
    expect(await listOf(client, { id: '999999' })).toEqual({ items: [], count: 0 });
    const paged = await listOf(client, { count: '2', offset: '1' });
    expect(paged.items).toHaveLength(2);
    for (const [name, value] of [
      ['status', '["soon"]'],
      ['status', '[1]'],
      ['id', '0'],
      ['count', '51'],
    ] as const) {
      const answer = await client.call('tournaments.get', { [name]: value }, { http: 'GET' });
      expect(answer.body.error?.error_data, `${name}=${value}`).toEqual({ [name]: ['INVALID'] });
    }
    const ru = await client.call(
      'tournaments.get',
      { id: String(id) },
      { http: 'GET', locale: 'ru' },
    );
    expect(JSON.stringify(ru.body.data)).toContain('Тестовый турнир');
  });
});

describe('tournaments.participate', () => {
  const player = (currency = 'UZS'): Promise<Player> =>
    fundedPlayer(platform.app, platform.db, '1', currency);

  it('takes part once: the answer shows it, and again changes nothing', async () => {
    const id = await inHours(-1, 5);
    const me = await player();
    const first = await participate(me.client, id);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(tournament(first)).toMatchObject({ id, is_participating: true, participants: 1 });
    const again = await participate(me.client, id);
    expect(tournament(again)).toMatchObject({ id, is_participating: true, participants: 1 });
    const rows = await platform.db.query(
      'select 1 from tournament_participants where tournament_id = $1',
      [id],
    );
    expect(rows).toHaveLength(1);
    const listed = await listOf(me.client, { id: String(id) });
    expect(listed.items[0]).toMatchObject({ is_participating: true, participants: 1 });
    const other = await player();
    expect((await listOf(other.client, { id: String(id) })).items[0]?.is_participating).toBe(false);
    expect(
      (await listOf(new TestClient(platform.app), { id: String(id) })).items[0]?.is_participating,
    ).toBe(false);
  });

  it('joins an upcoming tournament in advance', async () => {
    const id = await inHours(24, 48);
    const answer = await participate((await player()).client, id);
    expect(tournament(answer)).toMatchObject({ status: 'upcoming', is_participating: true });
  });

  it('refuses a guest, a banned player, an unknown or finished tournament, and another currency', async () => {
    const active = await inHours(-1, 5);
    const finished = await inHours(-5, -1);
    const usd = await inHours(-1, 5, 'USD');
    const guest = await participate(new TestClient(platform.app), active);
    expect([guest.status, guest.body.error?.type]).toEqual([401, ErrorType.Authorization]);
    const me = await player();
    const refusals: [number | string, string][] = [
      [999999, 'NOT_FOUND'],
      [finished, 'FINISHED'],
      [usd, 'CURRENCY'],
      ['', 'REQUIRED'],
      ['abc', 'INVALID'],
      ['99999999999', 'INVALID'],
    ];
    for (const [id, code] of refusals) {
      const answer = await participate(me.client, id);
      expect([answer.status, answer.body.error?.error_data], String(id)).toEqual([
        400,
        { tournament_id: [code] },
      ]);
    }
    // A player of that currency takes part.
    const dollars = await player('USD');
    expect(tournament(await participate(dollars.client, usd))).toMatchObject({
      id: usd,
      is_participating: true,
      prize_pool: { currency: 'USD' },
    });
    const banned = await player();
    await new TestClient(platform.app).request('/api/_dev/ban', {
      method: 'POST',
      body: new URLSearchParams({ login: banned.email }),
    });
    const refused = await participate(banned.client, active);
    expect([refused.status, refused.body.error?.type]).toEqual([403, ErrorType.UserBanned]);
    const rows = await platform.db.query(
      'select 1 from tournament_participants where tournament_id = any($1::int[])',
      [[finished, active]],
    );
    expect(rows).toEqual([]);
  });

  it('refuses a player on a time-out or self-excluded', async () => {
    const id = await inHours(-1, 5);
    for (const kind of ['timeout', 'self_exclusion']) {
      const me = await player();
      await platform.db.query(
        'update accounts set exclusion_kind = $2, exclusion_until = $3 where id = $1',
        [me.id, kind, clock + 24 * HOUR],
      );
      const answer = await participate(me.client, id);
      expect([answer.status, answer.body.error?.type]).toEqual([
        409,
        ErrorType.ResponsibleGamingRestriction,
      ]);
    }
    expect(
      await platform.db.query('select 1 from tournament_participants where tournament_id = $1', [
        id,
      ]),
    ).toEqual([]);
  });
});
