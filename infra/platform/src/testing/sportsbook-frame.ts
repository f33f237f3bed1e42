// The sportsbook frame in jsdom, on a book made up here (no database): the frame's page with
// its script run as the browser would, what it posted to the page, and its prices and texts.
import type { FixtureView } from '../sportsbook/book';
import { selectionsOf } from '../sportsbook/markets';
import type { Sport } from '../sportsbook/match-model';
import { sportsbookPage } from '../game-frames/sportsbook-page';
import type { SportsbookSeat } from '../game-frames/sportsbook-page';

export const NOW = Date.UTC(2030, 4, 14, 9, 5);
const MINUTE = 60_000;

/** A fixture as the book's GET answers it; `odds` in selection order (null: suspended). */
export const fixture = (
  id: string,
  sport: Sport,
  league: string,
  teams: readonly [string, string],
  odds: readonly (string | null)[],
  live = false,
): FixtureView => ({
  id,
  sport,
  league,
  home: teams[0],
  away: teams[1],
  kickoff: live ? NOW - 30 * MINUTE : NOW + 55 * MINUTE,
  status: live ? 'live' : 'upcoming',
  score: live ? { home: 1, away: 0 } : null,
  minute: live ? 31 : null,
  prices: selectionsOf(sport, 100).map((selection, index) => ({
    selection,
    odds: odds[index] ?? null,
  })),
});

export const BOOK: FixtureView[] = [
  fixture(
    'fx1-1',
    'football',
    'Superliga',
    ['Paxtakor', 'Nasaf'],
    ['2.10', '3.20', '3.40', '1.95', '1.85', '2.60', '1.50'],
    true,
  ),
  fixture(
    'fx2-1',
    'football',
    'Superliga',
    ['Navbahor', 'Bunyodkor'],
    ['1.85', '3.30', '4.10', '1.90', '1.90', '2.30', '1.62'],
  ),
  fixture(
    'fx3-1',
    'tennis',
    'ATP Toshkent',
    ['Istomin', 'Fayziyev'],
    ['1.37', '3.05', '2.20', null, '2.05', '1.75'],
  ),
];

export const PLAYER: SportsbookSeat = {
  kind: 'player',
  token: 'frame-token',
  wallet: { main: '120000.00', betting_bonus: '0.00', currency: 'UZS' },
  bounds: { min: '1000.00', max: '50000000.00' },
};

/** Loads the frame into jsdom and runs its script as the browser would. */
export const loadFrame = (seat: SportsbookSeat, locale: 'uz' | 'ru' = 'uz') => {
  const { html, script } = sportsbookPage({ now: NOW, locale, seat, book: BOOK });
  document.documentElement.innerHTML = html.replace(/^<!doctype html>\s*<html[^>]*>/, '');
  const posted: unknown[] = [];
  Object.defineProperty(window, 'parent', {
    configurable: true,
    value: { postMessage: (data: unknown) => posted.push(data) },
  });
  // jsdom does not run scripts set via innerHTML: run the inlined one exactly as it is.
  new Function(script)();
  return { posted };
};

export const price = (key: string): HTMLButtonElement => {
  const button = document.querySelector<HTMLButtonElement>(`button[data-key="${key}"]`);
  if (!button) throw new Error(`no price ${key}`);
  return button;
};
export const text = (selector: string) => document.querySelector(selector)?.textContent ?? null;

/** One request the frame made: its path under the book's endpoint and its JSON body. */
export interface FrameRequest {
  readonly path: string;
  readonly body: Record<string, string> | null;
}

/**
 * Stands in for the network: `answer` gives each request's JSON body (or throws, a dropped
 * connection); every request is recorded.
 */
export const stubNetwork = (answer: (request: FrameRequest) => unknown) => {
  const requests: FrameRequest[] = [];
  const fetch = (url: string, init?: { body?: string }) => {
    const request = {
      path: url.replace('/api/_games/sportsbook', '').replace(/\?.*$/, ''),
      body: init?.body ? (JSON.parse(init.body) as Record<string, string>) : null,
    };
    requests.push(request);
    try {
      const body = answer(request);
      return Promise.resolve({ json: () => Promise.resolve(body) });
    } catch (error) {
      return Promise.reject(error instanceof Error ? error : new Error('network'));
    }
  };
  return { fetch, requests };
};
