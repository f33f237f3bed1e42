// Bet-history exports: asked for a period, queued, made ready by the sweep, downloaded as CSV by
// their owner only.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ErrorType, HistoryExportSchema, pageOf } from '@omad/contract/api';
import type { HistoryExport } from '@omad/contract/api';
import { sweepHistoryExports } from '../domain/history-exports';
import { ledgerMismatches } from '../domain/ledger';
import type { Platform } from '../platform';
import { START_TIMEOUT_MS, TestClient, issuesOf, parseWith } from '../testing/api-client';
import { parseCsv } from '../testing/csv';
import { newRoundId, openFrame, spin } from '../testing/game-frames';
import { freshEmail, registerPlayer } from '../testing/players';
import { createTestPlatform } from '../testing/test-platform';

const DAY = 86_400_000;
let platform: Platform;
// Each reading a second later: every round has its own time.
let clock = Date.UTC(2030, 5, 1);

beforeAll(async () => {
  platform = await createTestPlatform({ now: () => (clock += 1000) });
}, START_TIMEOUT_MS);
afterEach(async () => expect(await ledgerMismatches(platform.db)).toEqual([]));
afterAll(() => platform?.close());

const iso = (at: number) => new Date(at).toISOString();

/** A new player with 100,000 on main. */
const newPlayer = async () => {
  const email = freshEmail('exports');
  const client = await registerPlayer(platform.app, { email });
  await new TestClient(platform.app).request('/api/_dev/credit', {
    method: 'POST',
    body: new URLSearchParams({ login: email, amount: '100000' }),
  });
  return client;
};

/** Plays `count` rounds of 1,000 and answers their ids. */
const play = async (client: TestClient, sysname: string, mode: 'play' | 'demo', count: number) => {
  const { token } = await openFrame(platform.app, client, sysname, mode);
  const ids: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const round_id = newRoundId();
    expect((await spin(platform.app, { token, round_id, bet: '1000' })).status).toBe(200);
    ids.push(round_id);
  }
  return ids;
};

const ask = (client: TestClient, from: string, to: string, locale = 'uz') =>
  client.call('games.createhistoryexportrequest', { from, to }, { locale });

const queue = async (client: TestClient, from: string, to: string, locale = 'uz') => {
  const answer = await ask(client, from, to, locale);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  expect(issuesOf(HistoryExportSchema, answer.body.data)).toEqual([]);
  return parseWith(HistoryExportSchema, answer.body.data);
};

const exportsOf = async (
  client: TestClient,
): Promise<{ items: HistoryExport[]; count: number }> => {
  const answer = await client.call('games.gethistoryexportrequest', {}, { http: 'GET' });
  expect(issuesOf(pageOf(HistoryExportSchema), answer.body.data)).toEqual([]);
  return parseWith(pageOf(HistoryExportSchema), answer.body.data);
};

/**
 * GET `url` as the browser of `client` (a guest's when null): the body's first bytes, and its
 * text as a browser decodes it (a byte order mark taken off).
 */
const download = async (client: TestClient | null, url: string) => {
  const cookie = client ? [...client.cookies].map(([name, value]) => `${name}=${value}`) : [];
  const response = await platform.app.request(url, {
    headers: cookie.length > 0 ? { cookie: cookie.join('; ') } : {},
  });
  const bytes = new Uint8Array(await response.arrayBuffer());
  const text = new TextDecoder().decode(bytes);
  return { status: response.status, headers: response.headers, head: [...bytes.slice(0, 3)], text };
};

describe('bet-history exports', () => {
  it('queues an export, the sweep writes its CSV, and only its owner downloads it', async () => {
    const client = await newPlayer();
    const start = clock;
    const real = await play(client, 'spribe_aviator', 'play', 3);
    const demo = await play(client, 'pragmatic_sweet_bonanza', 'demo', 2);
    const live = await play(client, 'evolution_crazy_time', 'play', 1);
    const period = { from: iso(start - DAY), to: iso(clock + 3_600_000) };
    const queued = await queue(client, period.from, period.to, 'ru');
    expect(queued).toMatchObject({ status: 'queued', ...period, rows: null, url: null });
    expect(await exportsOf(client)).toEqual({ items: [queued], count: 1 });

    expect(await platform.sweepExports()).toBe(1);
    expect(await platform.sweepExports()).toBe(0);
    const { items } = await exportsOf(client);
    const ready = items[0];
    expect(ready).toEqual({
      ...queued,
      status: 'ready',
      rows: 4,
      url: `/api/_exports/${queued.id}.csv`,
    });

    const file = await download(client, ready?.url ?? '');
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(file.headers.get('content-disposition')).toBe(
      `attachment; filename="omad-bets-${period.from.slice(0, 10)}_${period.to.slice(0, 10)}.csv"`,
    );
    expect(file.headers.get('cache-control')).toBe('private, no-store');
    // Excel reads UTF-8 (and so Cyrillic) only after a byte order mark.
    expect(file.head).toEqual([0xef, 0xbb, 0xbf]);
    const [header, ...records] = parseCsv(file.text);
    expect(header).toEqual([
      'Время (UTC)',
      'Игра',
      'Провайдер',
      'Тип игры',
      'ID раунда',
      'Деньги',
      'Ставка',
      'Выигрыш',
      'Баланс после',
      'Валюта',
      'Подробности',
    ]);
    // Real-money rounds only, oldest first; demo rounds move no money and are left out.
    expect(records.map((record) => record[4])).toEqual([...real, ...live]);
    expect(records.flat()).not.toEqual(expect.arrayContaining(demo));
    const [first] = records;
    expect(first).toEqual([
      expect.stringMatching(/^2030-06-01T\d\d:\d\d:\d\d\.\d{3}Z$/),
      'Aviator',
      'Spribe',
      'Быстрая игра',
      real[0],
      'Реальные деньги',
      '1000.00',
      expect.stringMatching(/^\d+\.\d\d$/),
      expect.stringMatching(/^\d+\.\d\d$/),
      'UZS',
      '',
    ]);
    expect(records.at(-1)?.slice(1, 4)).toEqual(['Crazy Time', 'Evolution', 'Live-казино']);

    // Nobody else learns the export exists: another player, a guest, a wrong id, all 404.
    const stranger = await newPlayer();
    for (const [who, url] of [
      [stranger, ready?.url ?? ''],
      [null, ready?.url ?? ''],
      [client, `/api/_exports/${queued.id + 1000}.csv`],
      [client, `/api/_exports/${queued.id}.txt`],
      [client, '/api/_exports/0x1.csv'],
    ] as const) {
      const refused = await download(who, url);
      expect([url, refused.status]).toEqual([url, 404]);
      expect(refused.text).not.toContain('Aviator');
    }
    expect(await exportsOf(stranger)).toEqual({ items: [], count: 0 });
  });

  it('writes the header in Uzbek and escapes a game name with a comma, quotes and a line', async () => {
    const client = await newPlayer();
    const name = 'Книга, "мёртвых"\nO‘yin';
    await platform.db.query("update games set name = $1 where sysname = 'playngo_book_of_dead'", [
      name,
    ]);
    const start = clock;
    const [round] = await play(client, 'playngo_book_of_dead', 'play', 1);
    const queued = await queue(client, iso(start - 1000), iso(clock + 60_000));
    await platform.sweepExports();
    const file = await download(client, `/api/_exports/${queued.id}.csv`);
    expect(file.text).toContain('"Книга, ""мёртвых""\nO‘yin"');
    const [header, record, ...rest] = parseCsv(file.text);
    expect(header?.slice(0, 6)).toEqual([
      'Vaqt (UTC)',
      'O‘yin',
      'Provayder',
      'O‘yin turi',
      'Raund ID',
      'Pul',
    ]);
    expect(record?.slice(1, 6)).toEqual([name, "Play'n GO", 'Slot', round, 'Real pul']);
    expect(rest).toEqual([]);
  });

  it('lists exports newest first and keeps at most three queued at once', async () => {
    const client = await newPlayer();
    const from = iso(clock - 30 * DAY);
    const to = iso(clock);
    const made: HistoryExport[] = [];
    for (let index = 0; index < 3; index += 1) made.push(await queue(client, from, to));
    const refused = await ask(client, from, to);
    expect(refused.status).toBe(429);
    expect(refused.body.error).toMatchObject({
      type: ErrorType.TooManyRequests,
      data: { retry_after: 10, max_queued: 3 },
    });
    expect(refused.headers.get('retry-after')).toBe('10');
    const listed = await exportsOf(client);
    expect(listed.items.map((item) => item.id)).toEqual(made.map((item) => item.id).reverse());
    // Once the sweep made them ready, the player may ask again.
    await platform.sweepExports();
    const again = await queue(client, from, to);
    expect((await exportsOf(client)).items.map((item) => [item.id, item.status])).toEqual([
      [again.id, 'queued'],
      ...made.map((item) => [item.id, 'ready']).reverse(),
    ]);
    await platform.sweepExports();
  });

  it('fails an export of more rounds than a file may hold', async () => {
    const client = await newPlayer();
    const start = clock;
    await play(client, 'spribe_aviator', 'play', 2);
    const queued = await queue(client, iso(start - 1000), iso(clock + 1000));
    expect(await sweepHistoryExports(platform.db, clock, 1)).toBe(1);
    const [failed] = (await exportsOf(client)).items;
    expect(failed).toEqual({ ...queued, status: 'failed', url: null });
    expect((await download(client, `/api/_exports/${queued.id}.csv`)).status).toBe(404);
  });

  it('refuses a guest, and names the field of a period it refuses', async () => {
    const guest = new TestClient(platform.app);
    for (const [method, http] of [
      ['games.createhistoryexportrequest', 'POST'],
      ['games.gethistoryexportrequest', 'GET'],
    ] as const) {
      const answer = await guest.call(method, { from: iso(clock - DAY), to: iso(clock) }, { http });
      expect([answer.status, answer.body.error?.type]).toEqual([401, ErrorType.Authorization]);
    }
    const client = await newPlayer();
    const now = clock;
    for (const [params, field, code] of [
      [{}, 'from', 'REQUIRED'],
      [{ from: iso(now - DAY) }, 'to', 'REQUIRED'],
      [{ from: 'last week', to: iso(now) }, 'from', 'INVALID'],
      [{ from: iso(now - DAY), to: '2030-13-01' }, 'to', 'INVALID'],
      [{ from: iso(now - DAY), to: iso(now - DAY) }, 'to', 'INVALID'],
      [{ from: iso(now - DAY), to: iso(now - 2 * DAY) }, 'to', 'INVALID'],
      // Longer than HISTORY_EXPORT_MAX_DAYS, further back than that, or to beyond tomorrow.
      [{ from: iso(now - 400 * DAY + 3_600_000), to: iso(now + 23 * 3_600_000) }, 'to', 'INVALID'],
      [{ from: iso(now - 401 * DAY), to: iso(now - 300 * DAY) }, 'from', 'INVALID'],
      [{ from: iso(now - DAY), to: iso(now + 2 * DAY) }, 'to', 'INVALID'],
    ] as const) {
      const answer = await client.call('games.createhistoryexportrequest', params);
      expect([params, answer.status, answer.body.error?.error_data]).toEqual([
        params,
        400,
        { [field]: [code] },
      ]);
    }
    expect(await exportsOf(client)).toEqual({ items: [], count: 0 });
    // The whole allowed span: 400 days back, the period up to the next day.
    expect(await queue(client, iso(now - 399 * DAY), iso(now + DAY - 60_000))).toMatchObject({
      status: 'queued',
    });
    await platform.sweepExports();
  });
});
