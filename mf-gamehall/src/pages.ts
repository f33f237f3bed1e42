// mf-gamehall's pages (locale-free; the shell's basename adds /ru), in matching order. The
// edge makes a page's declared reads while serving it and inlines the answers, so the
// lobby's first screen of games costs no round trip after the HTML; each read is exactly
// the one the page sends on its first render (features/lobby, lib/catalogue.ts), and
// first-screen.tsx draws the top of the pages that declare one with those answers.
import { definePages } from '@omad/contract/pages';
import { DEFAULT_PAGE_SIZE } from './lib/page-size';

/** The unfiltered lobby's first games.get: its first page at the seeded page size. */
const LOBBY_FIRST_PAGE = { offset: 0, count: DEFAULT_PAGE_SIZE } as const;

/** The game page's games.get (features/game/use-game.ts): its game by the route's sysname. */
const GAME_READ = { sysname: ':sysname', count: 1 } as const;

const game = () => import('./features/game/game-page').then((m) => m.GamePage);

export const PAGES = definePages([
  {
    path: '/gamehall',
    page: () => import('./features/lobby/lobby-page').then((m) => m.LobbyPage),
    reads: [
      { cms: 'getGamesConfig', args: [] },
      { method: 'games.getCategories', params: {} },
      { method: 'games.get', params: LOBBY_FIRST_PAGE },
    ],
    firstScreen: true,
  },
  {
    path: '/providers',
    page: () => import('./features/providers/providers-page').then((m) => m.ProvidersPage),
  },
  {
    path: '/game/:sysname',
    page: game,
    reads: [{ method: 'games.get', params: GAME_READ }],
    firstScreen: true,
    absentWhenEmpty: true,
  },
  { path: '/platform/game/custom/:name/:mode', page: game },
  {
    path: '/platform/game/:sysname/:mode',
    page: game,
    reads: [{ method: 'games.get', params: GAME_READ }],
    firstScreen: true,
    absentWhenEmpty: true,
  },
  {
    path: '/jackpots',
    page: () => import('./features/jackpots/jackpots-page').then((m) => m.JackpotsPage),
  },
  {
    path: '/jackpots/:id',
    page: () => import('./features/jackpots/jackpot-page').then((m) => m.JackpotPage),
  },
  {
    path: '/tournaments',
    page: () => import('./features/tournaments/tournaments-page').then((m) => m.TournamentsPage),
  },
  {
    // The tournament page (features/tournaments/use-tournaments.ts) reads its tournament by
    // the route's id, as a guest here (the edge sends no cookies): the first screen draws its
    // head with it, and the page takes it for its first read. Whether the visitor takes part
    // comes with the page's leaderboard read, which is the player's own.
    path: '/tournaments/:id',
    page: () => import('./features/tournaments/tournament-page').then((m) => m.TournamentPage),
    reads: [{ method: 'tournaments.get', params: { id: ':id' } }],
    firstScreen: true,
    absentWhenEmpty: true,
  },
  {
    path: '/tournaments/:id/gamehall',
    page: () =>
      import('./features/tournaments/tournament-games-page').then((m) => m.TournamentGamesPage),
  },
  {
    path: '/winners',
    page: () => import('./features/winners/winners-page').then((m) => m.WinnersPage),
  },
]);
