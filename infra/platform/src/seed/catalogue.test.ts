// The seeded catalogue, and a catalogue seeded by older code brought up to date (seed step
// seed_0007): search keys, descriptions and the well-known titles, still 2400 games in halls.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Platform } from '../platform';
import { START_TIMEOUT_MS } from '../testing/api-client';
import { createTestPlatform } from '../testing/test-platform';
import { generateGames, upgradeCatalogue } from './games';

let platform: Platform;

beforeAll(async () => {
  platform = await createTestPlatform();
}, START_TIMEOUT_MS);
afterAll(() => platform?.close());

const WELL_KNOWN = [
  'evolution_crazy_time',
  'playngo_book_of_dead',
  'pragmatic_gates_of_olympus',
  'pragmatic_sweet_bonanza',
  'spribe_aviator',
];

const hallCount = async () =>
  Number(
    (
      await platform.db.query<{ n: number }>(
        "select count(*)::int as n from games where type <> 'sportsbook'",
      )
    )[0]?.n,
  );

describe('the seeded catalogue', () => {
  it('is the same on every start, with unique names and five well-known titles', () => {
    const games = generateGames();
    expect(generateGames()).toEqual(games);
    expect(games.filter((game) => game.type !== 'sportsbook')).toHaveLength(2400);
    expect(new Set(games.map((game) => game.name)).size).toBe(games.length);
    expect(new Set(games.map((game) => game.sysname)).size).toBe(games.length);
    expect(games.filter((game) => WELL_KNOWN.includes(game.sysname))).toHaveLength(5);
  });

  it('brings a catalogue seeded before search and the well-known titles up to date', async () => {
    // What older code seeded: no search keys or descriptions, other games in the titles' places.
    await platform.db.query('delete from games where sysname = any($1::text[])', [WELL_KNOWN]);
    await platform.db.query(
      `insert into games (sysname, name, provider, type, categories, has_demo, position)
       select 'old_game_' || n, 'Old Game ' || n, 'spribe', 'fast', array['fast'], true, 3000 + n
       from generate_series(1, 5) as n`,
    );
    await platform.db.query(
      "update games set search_key = '', search_skeleton = '', description = null",
    );
    await platform.db.query("update providers set search_key = ''");

    await upgradeCatalogue(platform.db);
    expect(await hallCount()).toBe(2400);
    const titles = await platform.db.query<{ sysname: string }>(
      'select sysname from games where sysname = any($1::text[]) order by sysname',
      [WELL_KNOWN],
    );
    expect(titles.map((row) => row.sysname)).toEqual(WELL_KNOWN);
    expect(await platform.db.query("select 1 from games where sysname like 'old_game_%'")).toEqual(
      [],
    );
    expect(
      await platform.db.query(
        "select sysname from games where search_key = '' or search_skeleton = ''",
      ),
    ).toEqual([]);
    expect(await platform.db.query("select sysname from providers where search_key = ''")).toEqual(
      [],
    );
    const [aviator] = await platform.db.query<{ description: unknown; search_key: string }>(
      "select description, search_key from games where sysname = 'spribe_aviator'",
    );
    expect(aviator).toEqual({
      description: { img_288_192: '/api/_media/cover/spribe_aviator.webp' },
      search_key: 'aviator',
    });
  });
});
