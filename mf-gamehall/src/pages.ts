// mf-gamehall's pages (locale-free; the shell's basename adds /ru), in matching order. The
// edge makes a page's declared reads while serving it (as a guest: it sends no cookies) and
// inlines the answers, so the page's first reads cost no round trip after the HTML; each read
// is exactly the one the page sends on its first render (its hook: features/*/use-*.ts,
// lib/catalogue.ts, lib/use-wins.ts; declared-reads.test.tsx holds them equal), and
// first-screen.tsx draws the top of the pages that declare one with those answers.
import { definePages } from '@omad/contract/pages';
import { DEFAULT_PAGE_SIZE } from './lib/page-size';
import { JACKPOT_WINS_SHOWN, TOURNAMENTS_SHOWN, WINNERS_STEP } from './lib/read-sizes';

/** The unfiltered lobby's first games.get: its first page at the seeded page size. */
const LOBBY_FIRST_PAGE = { offset: 0, count: DEFAULT_PAGE_SIZE } as const;

/** The game page's games.get (features/game/use-game.ts): its game by the route's sysname. */
const GAME_READ = { sysname: ':sysname', count: 1 } as const;

/** The jackpot pages' wins section (features/jackpots/wins-section.tsx): the newest wins. */
const JACKPOT_WINS = { count: JACKPOT_WINS_SHOWN } as const;

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
    // useProviders (lib/catalogue.ts): the client's default fields and types.
    reads: [{ method: 'games.getProviders', params: {} }],
    firstScreen: true,
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
    // useJackpots (every jackpot), then the wins section's useWins.
    reads: [
      { method: 'jackpots.get', params: {} },
      { method: 'jackpots.getWinners', params: JACKPOT_WINS },
    ],
    firstScreen: true,
  },
  {
    // useJackpot reads its jackpot by the route's id (an unknown id answers none: 404), and
    // the wins section that jackpot's wins, its id after the count as useWins sends it.
    path: '/jackpots/:id',
    page: () => import('./features/jackpots/jackpot-page').then((m) => m.JackpotPage),
    reads: [
      { method: 'jackpots.get', params: { id: ':id' } },
      { method: 'jackpots.getWinners', params: { ...JACKPOT_WINS, jackpot_id: ':id' } },
    ],
    firstScreen: true,
    absentWhenEmpty: true,
  },
  {
    // useTournaments of the page's own tab, the active one (no ?status=); a list parameter is
    // declared as the JSON the client sends it as.
    path: '/tournaments',
    page: () => import('./features/tournaments/tournaments-page').then((m) => m.TournamentsPage),
    reads: [
      { method: 'tournaments.get', params: { status: '["active"]', count: TOURNAMENTS_SHOWN } },
    ],
    firstScreen: true,
    // Each tournament says whether the visitor takes part (is_participating).
    perVisitor: true,
  },
  {
    // The tournament page (features/tournaments/use-tournaments.ts) reads its tournament by
    // the route's id, as a guest here (the edge sends no cookies): the first screen draws its
    // head with it, and the page takes it for its first read. The tournament says whether the
    // visitor takes part, so a player's page reads it for themselves.
    path: '/tournaments/:id',
    page: () => import('./features/tournaments/tournament-page').then((m) => m.TournamentPage),
    // An id that is not a number names no tournament: 404 before anything is read.
    params: { id: 'digits' },
    reads: [{ method: 'tournaments.get', params: { id: ':id' } }],
    firstScreen: true,
    absentWhenEmpty: true,
    perVisitor: true,
  },
  {
    path: '/tournaments/:id/gamehall',
    page: () =>
      import('./features/tournaments/tournament-games-page').then((m) => m.TournamentGamesPage),
  },
  {
    path: '/winners',
    page: () => import('./features/winners/winners-page').then((m) => m.WinnersPage),
    // The page's first "show more" step, from the feed's start.
    reads: [{ method: 'jackpots.getWinners', params: { offset: 0, count: WINNERS_STEP } }],
    firstScreen: true,
  },
]);
