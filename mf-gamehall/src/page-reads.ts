// What mf-gamehall's pages read first, declared for the edge (recorded in this remote's
// manifest by the build preset; the edge takes them from the pinned build): the edge makes
// these reads while serving the page and inlines the answers, so the lobby's first screen of
// games costs no round trip after the HTML. Each read is exactly the one the lobby sends on
// its first render without filters (features/lobby, lib/catalogue.ts).
import type { PageReads } from '@omad/contract/pages';
import { DEFAULT_PAGE_SIZE } from './lib/page-size';

/** The unfiltered lobby's first games.get: its first page at the seeded page size. */
export const LOBBY_FIRST_PAGE = { offset: 0, count: DEFAULT_PAGE_SIZE } as const;

/** The game page's games.get: its game by the route's sysname. */
export const GAME_READ = { sysname: ':sysname', count: 1 } as const;

/** The tournament page's tournaments.get: its tournament by the route's id. */
export const TOURNAMENT_READ = { id: ':id' } as const;

export const PAGE_READS: readonly PageReads[] = [
  {
    route: '/gamehall',
    reads: [
      { cms: 'getGamesConfig', args: [] },
      { method: 'games.getCategories', params: {} },
      { method: 'games.get', params: LOBBY_FIRST_PAGE },
    ],
    // first-screen.tsx draws the lobby's top and first tiles with these answers.
    firstScreen: true,
  },
  // The game page (features/game/use-game.ts) reads its game by the route's system name;
  // first-screen.tsx draws its bar and the frame's place with it.
  {
    route: '/game/:sysname',
    reads: [{ method: 'games.get', params: GAME_READ }],
    firstScreen: true,
  },
  {
    route: '/platform/game/:sysname/:mode',
    reads: [{ method: 'games.get', params: GAME_READ }],
    firstScreen: true,
  },
  // The tournament page (features/tournaments/use-tournaments.ts) reads its tournament by the
  // route's id, as a guest here (the edge sends no cookies): first-screen.tsx draws its head
  // with it, and the page takes it for its first read. Whether the visitor takes part comes
  // with the page's leaderboard read, which is the player's own.
  {
    route: '/tournaments/:id',
    reads: [{ method: 'tournaments.get', params: TOURNAMENT_READ }],
    firstScreen: true,
  },
];
