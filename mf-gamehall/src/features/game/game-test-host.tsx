// Test support for the game page (only tests import it): this remote's test host with a
// catalogue of games with frame addresses, the CMS games-config, and the page at a URL of
// its routes.
import { useEffect, useState, type ReactNode } from 'react';
import { Route, Routes, useNavigate } from 'react-router';
import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import type { SessionState } from '@omad/contract';
import type { Game } from '@omad/contract/api';
import {
  accountFixture,
  answer,
  balancesFixture,
  type PlatformHandler,
} from '@omad/contract/testing';
import {
  LocationProbe,
  catalogueHandler,
  createTestHost,
  gameFixture,
  gamesConfigFixture,
  providersFixture,
} from '../../testing/test-host';
import { GamePage } from './game-page';

/**
 * Starts the test router at `url`. In a passive effect: the memory router listens to its
 * history from a layout effect, which runs after its children's.
 */
const StartAt = ({ url, children }: Readonly<{ url: string; children: ReactNode }>) => {
  const navigate = useNavigate();
  const [ready, setReady] = useState(false);
  useEffect(() => {
    void navigate(url, { replace: true });
    setReady(true);
    // Once: `navigate` changes with every location, and the page moves on from `url`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return ready ? children : null;
};

/** A catalogue game with the frame address the reference platform gives. */
export const playableGame = (index: number, overrides: Partial<Game> = {}): Game => {
  const game = gameFixture(index, overrides);
  return { launch_url: `/api/_games/${game.sysname}/play`, ...game, ...overrides };
};

export const DEMO_NOTICE = 'Demo rejim (CMS): virtual pul';

export const gamesConfig = (overrides: Record<string, unknown> = {}) => ({
  ...gamesConfigFixture(),
  demoMode: { isEnabled: true, buttonTitle: 'Demo (CMS)', notice: DEMO_NOTICE },
  ...overrides,
});

/** A signed-in player with this main balance. */
export const playerSession = (main: number): Partial<SessionState> => ({
  status: 'success',
  authenticated: true,
  account: accountFixture({ uid: 7, balances: balancesFixture({ main }) }),
});

type Options = Readonly<{
  url: string;
  games?: readonly Game[];
  session?: Partial<SessionState>;
  locale?: 'uz' | 'ru';
  config?: Record<string, unknown>;
  platform?: Readonly<Record<string, PlatformHandler>>;
  /** Runs before the first render, e.g. to listen on the bus from the start. */
  before?: (host: ReturnType<typeof createTestHost>) => void;
}>;

export const renderGamePage = (options: Options) => {
  const host = createTestHost({
    locale: options.locale,
    session: options.session,
    platform: {
      'games.get': catalogueHandler(options.games ?? [playableGame(1)]),
      'games.getProviders': () => answer(providersFixture),
      'games.getLikes': () => answer([]),
      ...options.platform,
    },
    cms: { 'games-config': options.config ?? gamesConfig() },
  });
  // The player's session as the shell keeps it after a sign-in.
  vi.mocked(host.session.whenSignedIn).mockImplementation(() => undefined);
  options.before?.(host);
  host.render(
    <StartAt url={options.url}>
      <Routes>
        <Route path="/" element={<p>home</p>} />
        <Route path="/game/:sysname" element={<GamePage />} />
        <Route path="/platform/game/custom/:name/:mode" element={<GamePage />} />
        <Route path="/platform/game/:sysname/:mode" element={<GamePage />} />
        <Route path="/cashier/deposit" element={<p>deposit</p>} />
      </Routes>
      <LocationProbe />
    </StartAt>,
  );
  return host;
};

/**
 * The HEAD check the page makes of a frame's address, stubbed as the global fetch around each
 * test of the file that calls this: `status` is its answer (200 unless a test sets another).
 */
export const stubFrameChecks = () => {
  const checks = { status: 200, fetch: vi.fn(async () => new Response(null, { status: 200 })) };
  checks.fetch.mockImplementation(async () => new Response(null, { status: checks.status }));
  beforeEach(() => {
    checks.status = 200;
    checks.fetch.mockClear();
    vi.stubGlobal('fetch', checks.fetch);
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });
  return checks;
};

/** The game's iframe, once the page draws it. */
export const gameFrame = () => screen.findByTestId<HTMLIFrameElement>('game-frame');

/** The test router's location (path and query). */
export const pageLocation = () => screen.getByTestId('location').textContent;

/** A message posted to the page as `source` would post it. */
export const postToPage = (data: unknown, source: Window | null, origin = 'null') =>
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data, origin, source }));
  });
