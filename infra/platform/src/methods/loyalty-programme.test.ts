// The programme, the characters and the player's standing: loyalty.getPrograms and
// getProgram (guests too, money in the player's currency), getcharacters, setcharacter and
// getinfo (players only), answers parsed with the contract's schemas.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { ErrorType, LoyaltyCharacterSchema, LoyaltyProgramSchema } from '@omad/contract/api';
import type { LoyaltyProgram } from '@omad/contract/api';
import { CASHBACK } from '../domain/cashbacks';
import type { Platform } from '../platform';
import { START_TIMEOUT_MS, TestClient, issuesOf, parseWith } from '../testing/api-client';
import { loyaltyInfo } from '../testing/loyalty';
import { freshEmail, registerPlayer, signInAs } from '../testing/players';
import { createTestPlatform } from '../testing/test-platform';

let platform: Platform;

beforeAll(async () => {
  platform = await createTestPlatform();
}, START_TIMEOUT_MS);
afterAll(() => platform?.close());

const programsOf = async (client: TestClient, locale = 'uz'): Promise<LoyaltyProgram[]> => {
  const answer = await client.call('loyalty.getPrograms', {}, { http: 'GET', locale });
  const schema = v.object({ items: v.array(LoyaltyProgramSchema) });
  expect(issuesOf(schema, answer.body.data)).toEqual([]);
  return parseWith(schema, answer.body.data).items;
};

const charactersOf = async (client: TestClient, locale = 'uz') => {
  const answer = await client.call('loyalty.getcharacters', {}, { http: 'GET', locale });
  const schema = v.object({ items: v.array(LoyaltyCharacterSchema) });
  expect(issuesOf(schema, answer.body.data)).toEqual([]);
  return parseWith(schema, answer.body.data).items;
};

describe('loyalty.getPrograms and loyalty.getProgram', () => {
  it('show a guest the one default programme, its levels and UZS earning', async () => {
    const [programme, ...others] = await programsOf(new TestClient(platform.app));
    expect(others).toEqual([]);
    expect(programme).toMatchObject({
      sysname: 'omad-club',
      title: 'Omad Klub',
      is_default: true,
      image: null,
      earning: [
        { game_type: 'slot', stake: { amount: '1000.00', currency: 'UZS' } },
        { game_type: 'casino', stake: { amount: '1000.00', currency: 'UZS' } },
        { game_type: 'fast', stake: { amount: '1000.00', currency: 'UZS' } },
        { game_type: 'live', stake: { amount: '2000.00', currency: 'UZS' } },
        { game_type: 'sportsbook', stake: { amount: '1000.00', currency: 'UZS' } },
      ],
      point_value: { amount: '10.00', currency: 'UZS' },
    });
    expect(
      programme?.levels.map(({ level, name, minValue, maxValue }) => [
        level,
        name,
        minValue,
        maxValue,
      ]),
    ).toEqual([
      [1, 'Yangi boshlovchi', 0, 200],
      [2, 'Bronza', 200, 2_000],
      [3, 'Kumush', 2_000, 10_000],
      [4, 'Oltin', 10_000, 50_000],
      [5, 'Brilliant', 50_000, null],
    ]);
  });

  it("names only what the platform does: points, the cashback's true rate, the products a level opens", async () => {
    const [programme] = await programsOf(new TestClient(platform.app), 'ru');
    const benefits = programme?.levels.map((level) => level.benefits) ?? [];
    for (const lines of benefits) {
      expect(lines.slice(0, 2)).toEqual([
        'Баллы Omad за каждую ставку реальными деньгами',
        `Еженедельный кешбэк: ${CASHBACK.percent} % от проигрыша реальными деньгами`,
      ]);
    }
    expect(benefits.map((lines) => lines.slice(2))).toEqual([
      ['Открывается в магазине: 5 бесплатных вращений, Малый бонус, Кепка Omad, Пауэрбанк Omad'],
      ['Открывается в магазине: 25 бесплатных вращений'],
      ['Открывается в магазине: Худи Omad, Большой бонус'],
      ['Открыт весь ассортимент магазина'],
      ['Открыт весь ассортимент магазина'],
    ]);
    expect(programme?.levels.map((level) => level.name)).toEqual([
      'Новичок',
      'Бронза',
      'Серебро',
      'Золото',
      'Бриллиант',
    ]);
  });

  it("price a player's programme in the player's currency", async () => {
    const usd = await registerPlayer(platform.app, { currency: 'USD' });
    const [programme] = await programsOf(usd);
    expect(programme?.earning.map((rule) => [rule.game_type, rule.stake])).toEqual([
      ['slot', { amount: '1.00', currency: 'USD' }],
      ['casino', { amount: '1.00', currency: 'USD' }],
      ['fast', { amount: '1.00', currency: 'USD' }],
      ['live', { amount: '2.00', currency: 'USD' }],
      ['sportsbook', { amount: '1.00', currency: 'USD' }],
    ]);
    expect(programme?.point_value).toEqual({ amount: '0.01', currency: 'USD' });
    const rub = await registerPlayer(platform.app, { currency: 'RUB' });
    const answer = await rub.call('loyalty.getProgram', { sysname: 'omad-club' }, { http: 'GET' });
    const one = parseWith(LoyaltyProgramSchema, answer.body.data);
    expect(one.point_value).toEqual({ amount: '0.10', currency: 'RUB' });
    expect(one.earning[3]?.stake).toEqual({ amount: '20.00', currency: 'RUB' });
  });

  it('answer one programme by sysname, NOT_FOUND or REQUIRED otherwise', async () => {
    const guest = new TestClient(platform.app);
    const found = await guest.call('loyalty.getProgram', { sysname: 'omad-club' }, { http: 'GET' });
    expect(found.status).toBe(200);
    expect(issuesOf(LoyaltyProgramSchema, found.body.data)).toEqual([]);
    expect(found.body.data).toEqual((await programsOf(guest))[0]);
    for (const [params, code] of [
      [{ sysname: 'vip-club' }, 'NOT_FOUND'],
      [{}, 'REQUIRED'],
    ] as const) {
      const answer = await guest.call('loyalty.getProgram', params, { http: 'GET' });
      expect(answer.status).toBe(400);
      expect(answer.body.error?.error_data).toEqual({ sysname: [code] });
    }
  });
});

describe('loyalty.getcharacters and loyalty.setcharacter', () => {
  it('list four characters of Uzbek tradition in the call locale, with portraits', async () => {
    const guest = new TestClient(platform.app);
    const uz = await charactersOf(guest);
    expect(uz.map(({ id, sysname, name }) => [id, sysname, name])).toEqual([
      [1, 'alpomish', 'Alpomish'],
      [2, 'barchinoy', 'Barchinoy'],
      [3, 'afandi', 'Nasriddin Afandi'],
      [4, 'humo', 'Humo'],
    ]);
    expect(uz.map((character) => character.image)).toEqual(
      ['alpomish', 'barchinoy', 'afandi', 'humo'].map(
        (name) => `/api/_media/character/${name}.svg`,
      ),
    );
    const ru = await charactersOf(guest, 'ru');
    expect(ru.map((character) => character.name)).toEqual([
      'Алпамыш',
      'Барчиной',
      'Насреддин Афанди',
      'Хумо',
    ]);
    expect(ru.every((character) => /[а-я]/.test(character.description))).toBe(true);
  });

  it("sets the player's character, replaced by a later choice, as getinfo then shows it", async () => {
    const player = await registerPlayer(platform.app);
    expect((await loyaltyInfo(player)).character).toBeNull();
    const chosen = await player.call('loyalty.setcharacter', { id: '3' });
    expect(chosen.status).toBe(200);
    expect(parseWith(LoyaltyCharacterSchema, chosen.body.data)).toMatchObject({
      id: 3,
      sysname: 'afandi',
    });
    expect((await loyaltyInfo(player)).character).toEqual(chosen.body.data);
    const again = await player.call('loyalty.setcharacter', { id: '4' }, { locale: 'ru' });
    expect(again.body.data).toMatchObject({ id: 4, name: 'Хумо' });
    expect((await loyaltyInfo(player, 'ru')).character).toEqual(again.body.data);
  });

  it('refuses a guest, an unknown or malformed id, and a banned player', async () => {
    const guest = await new TestClient(platform.app).call('loyalty.setcharacter', { id: '1' });
    expect([guest.status, guest.body.error?.type]).toEqual([401, ErrorType.Authorization]);
    const player = await registerPlayer(platform.app);
    for (const [id, code] of [
      ['5', 'NOT_FOUND'],
      ['0', 'INVALID'],
      ['afandi', 'INVALID'],
      ['', 'REQUIRED'],
    ] as const) {
      const answer = await player.call('loyalty.setcharacter', { id });
      expect(answer.status, id).toBe(400);
      expect(answer.body.error?.error_data).toEqual({ id: [code] });
    }
    expect((await loyaltyInfo(player)).character).toBeNull();
  });
});

describe('loyalty.getinfo', () => {
  it("answers a new player's standing at level 1 with nothing earned, in the call's locale", async () => {
    const email = freshEmail('loyalty.info');
    const player = await registerPlayer(platform.app, { email });
    const info = await loyaltyInfo(player);
    const [account] = await platform.db.query<{ id: number }>(
      'select id from accounts where email = $1',
      [email],
    );
    expect(info).toMatchObject({
      is_active: true,
      points: 0,
      points_value: { amount: '0.00', currency: 'UZS' },
      character: null,
      level: 1,
      expCount: 0,
      pointsAlias: 'Omad ballari',
      program: 'omad-club',
      uid: account?.id,
    });
    expect(info.levels).toHaveLength(5);
    expect(await loyaltyInfo(player)).toEqual(info);
    const ru = await loyaltyInfo(player, 'ru');
    expect(ru.pointsAlias).toBe('баллы Omad');
    expect(ru.levels[0]?.name).toBe('Новичок');
    expect(ru.id).toBe(info.id);
  });

  it('refuses a guest (401) and a banned player (403)', async () => {
    const guest = await new TestClient(platform.app).call('loyalty.getinfo', {}, { http: 'GET' });
    expect([guest.status, guest.body.error?.type]).toEqual([401, ErrorType.Authorization]);
    const banned = await signInAs(platform.app, 'player@omad.uz');
    await platform.db.query("update accounts set ban_type = 'full' where email = 'player@omad.uz'");
    try {
      const answer = await banned.call('loyalty.getinfo', {}, { http: 'GET' });
      expect([answer.status, answer.body.error?.type]).toEqual([403, ErrorType.UserBanned]);
    } finally {
      await platform.db.query("update accounts set ban_type = null where email = 'player@omad.uz'");
    }
  });
});

describe('GET /api/_media/character/{sysname}.svg', () => {
  it("draws each character's square portrait, and 404s an unknown one", async () => {
    const client = new TestClient(platform.app);
    const drawn = new Set<string>();
    for (const character of await charactersOf(client)) {
      const response = await platform.app.request(character.image);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
      const svg = await response.text();
      expect(svg).toMatch(/^<svg[^>]+width="256" height="256"/);
      expect(svg).not.toMatch(/<script|<text/);
      drawn.add(svg);
    }
    expect(drawn.size).toBe(4);
    for (const path of ['/api/_media/character/rustam.svg', '/api/_media/character/humo.png']) {
      expect((await platform.app.request(path)).status, path).toBe(404);
    }
  });
});
