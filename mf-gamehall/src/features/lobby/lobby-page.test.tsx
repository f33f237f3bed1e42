// @vitest-environment jsdom
// The hall as a visitor uses it: the whole catalogue in a window-virtualised grid that reads
// pages as it is scrolled, filters that live in the URL, and its empty, failed and player
// states. jsdom lays nothing out, so the grid's width and the window's scroll are set here.
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PlatformAnswer, PlatformHandler } from '@omad/contract/testing';
import {
  LocationProbe,
  StartAt,
  accountFixture,
  answer,
  catalogueFixture,
  catalogueHandler,
  categoriesFixture,
  createTestHost,
  gameFixture,
  gamesConfigFixture,
  gamesOptionsOf,
  providersFixture,
  refusal,
  roundFixture,
} from '../../testing/test-host';
import { LobbyPage } from './lobby-page';

// The content width of the lobby at 1440 px: 6 columns of 189.33 px, rows 171 px + 16 px.
const WIDTH = 1216;
const ROW = 171 + 16;

const setScroll = (y: number) => {
  Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
  act(() => {
    window.dispatchEvent(new Event('scroll'));
  });
};

beforeAll(() => {
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(WIDTH);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  // The virtualiser writes the window's scroll once it mounts; jsdom has no scrolling.
  window.scrollTo = vi.fn();
});
afterAll(() => vi.restoreAllMocks());
beforeEach(() => setScroll(0));
afterEach(cleanup);

type Options = Readonly<{
  url?: string;
  games?: PlatformHandler;
  session?: Parameters<typeof createTestHost>[0] extends infer O
    ? O extends { session?: infer S }
      ? S
      : never
    : never;
  platform?: Readonly<Record<string, PlatformHandler>>;
}>;

const renderLobby = ({ url = '/gamehall', games, session, platform }: Options = {}) => {
  const host = createTestHost({
    session,
    cms: { 'games-config': gamesConfigFixture(24) },
    platform: {
      'games.get': games ?? catalogueHandler(catalogueFixture(2400)),
      'games.getCategories': () => answer(categoriesFixture),
      'games.getProviders': () => answer(providersFixture),
      ...platform,
    },
  });
  host.render(
    <StartAt url={url}>
      <LobbyPage />
      <LocationProbe />
    </StartAt>,
  );
  return host;
};

const grid = () => screen.getByTestId('games-grid');
const offsetsRead = (host: ReturnType<typeof createTestHost>) =>
  host.callsOf('games.get').map((call) => gamesOptionsOf(call).offset);
const location = () => screen.getByTestId('location').textContent;

describe('the hall grid', () => {
  it('draws only the rows in view of the 2,400 games, each tile a link named by its game', async () => {
    const host = renderLobby();
    await waitFor(() => expect(grid().dataset['total']).toBe('2400'));
    expect(grid().dataset['columns']).toBe('6');
    // The grid is as tall as all 400 rows, but holds only a few of them.
    expect(grid().style.height).toBe(`${400 * ROW - 16}px`);
    await waitFor(() => expect(within(grid()).getByRole('link', { name: 'Game 0' })).toBeTruthy());
    const drawn = within(grid()).getAllByTestId(/^game-tile/);
    expect(drawn.length).toBeGreaterThan(12);
    expect(drawn.length).toBeLessThan(100);
    expect(within(grid()).getByRole('link', { name: 'Game 0' }).getAttribute('href')).toBe(
      '/game/game_0',
    );
    // The pages in view and one page ahead were read, in the CMS page size.
    expect(offsetsRead(host)).toEqual([0, 24, 48]);
    expect(gamesOptionsOf(host.callsOf('games.get')[0]!).count).toBe(24);
    expect(screen.getByTestId('games-total').textContent).toBe('2,400');
  });

  it('reads the pages near the end when scrolled there, and draws them', async () => {
    const host = renderLobby();
    await waitFor(() => expect(grid().dataset['total']).toBe('2400'));
    setScroll(395 * ROW);
    await waitFor(() => expect(offsetsRead(host)).toContain(2376));
    await waitFor(() =>
      expect(within(grid()).getByRole('link', { name: 'Game 2399' })).toBeTruthy(),
    );
    expect(within(grid()).queryByRole('link', { name: 'Game 0' })).toBeNull();
    expect(within(grid()).getAllByTestId(/^game-tile/).length).toBeLessThan(100);
    // Pages passed over in a jump are not read.
    expect(offsetsRead(host)).not.toContain(1200);
  });

  it('holds its place with skeleton tiles until the first page answers', async () => {
    let release: (answer: PlatformAnswer) => void = () => undefined;
    const host = renderLobby({ games: () => new Promise((resolve) => (release = resolve)) });
    await waitFor(() =>
      expect(within(grid()).getAllByTestId('game-tile-skeleton').length).toBe(24),
    );
    // The first page is asked for once the CMS page size is known.
    await waitFor(() => expect(host.callsOf('games.get')).toHaveLength(1));
    expect(grid().getAttribute('aria-busy')).toBe('true');
    await act(async () => release(answer({ items: catalogueFixture(24), count: 24 })));
    await waitFor(() => expect(within(grid()).getAllByTestId('game-tile')).toHaveLength(24));
    expect(grid().getAttribute('aria-busy')).toBe('false');
  });

  it('says plainly when the games cannot be read, and reads them again on retry', async () => {
    let fail = true;
    const games = catalogueHandler(catalogueFixture(10));
    renderLobby({
      games: (call) =>
        fail ? refusal('InternalServerErrorException', { status: 500 }) : games(call),
    });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText("O'yinlarni yuklab bo'lmadi")).toBeTruthy();
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Qayta urinish' }));
    await waitFor(() => expect(grid().dataset['total']).toBe('10'));
  });

  it("draws unread categories with the kit's LoadFailed, the chips staying, and reads again", async () => {
    let fail = true;
    renderLobby({
      platform: {
        'games.getCategories': () =>
          fail
            ? refusal('InternalServerErrorException', { status: 500 })
            : answer(categoriesFixture),
      },
    });
    const chips = screen.getByRole('navigation', { name: 'Kategoriyalar' });
    const failed = await within(chips).findByTestId('load-failed');
    expect(within(failed).getByText("Kategoriyalarni yuklab bo'lmadi")).toBeTruthy();
    expect(within(chips).getByRole('link', { name: 'Hammasi' })).toBeTruthy();
    fail = false;
    fireEvent.click(within(failed).getByRole('button', { name: 'Qayta urinish' }));
    await waitFor(() => expect(within(chips).getByRole('link', { name: 'Ommabop' })).toBeTruthy());
    expect(within(chips).queryByTestId('load-failed')).toBeNull();
  });
});

describe('the hall filters', () => {
  it('reads the filters from the URL and sends them with every page', async () => {
    const host = renderLobby({ url: '/gamehall?category=popular&providers=pragmatic&type=slot' });
    await waitFor(() => expect(host.callsOf('games.get').length).toBeGreaterThan(0));
    expect(gamesOptionsOf(host.callsOf('games.get')[0]!)).toMatchObject({
      category: 'popular',
      providers: ['pragmatic'],
      type: 'slot',
    });
    const chips = screen.getByRole('navigation', { name: 'Kategoriyalar' });
    await waitFor(() =>
      expect(
        within(chips).getByRole('link', { name: 'Ommabop' }).getAttribute('aria-current'),
      ).toBe('true'),
    );
    expect(screen.getByRole('tab', { name: 'Slotlar' }).getAttribute('aria-selected')).toBe('true');
    expect(
      screen.getByRole('button', { name: 'Filtrni olib tashlash: Pragmatic Play' }),
    ).toBeTruthy();
  });

  it('puts a chosen category, type or provider in the URL, keeping the others', async () => {
    const host = renderLobby({ url: '/gamehall?providers=pragmatic&track_id=td_1' });
    const chips = screen.getByRole('navigation', { name: 'Kategoriyalar' });
    fireEvent.click(await within(chips).findByRole('link', { name: 'Yangi' }));
    expect(location()).toBe('/gamehall?category=new&providers=pragmatic&track_id=td_1');
    await waitFor(() =>
      expect(gamesOptionsOf(host.callsOf('games.get').at(-1)!)).toMatchObject({
        category: 'new',
        providers: ['pragmatic'],
      }),
    );
    fireEvent.click(screen.getByRole('tab', { name: 'Jonli kazino' }));
    expect(location()).toBe('/gamehall?category=new&providers=pragmatic&type=live&track_id=td_1');
    fireEvent.click(screen.getByTestId('providers-toggle'));
    fireEvent.click(await screen.findByRole('checkbox', { name: /Evolution/ }));
    expect(location()).toBe(
      '/gamehall?category=new&providers=evolution,pragmatic&type=live&track_id=td_1',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Filtrni olib tashlash: Pragmatic Play' }));
    expect(location()).toBe('/gamehall?category=new&providers=evolution&type=live&track_id=td_1');
  });

  it('drops a late answer for filters no longer shown', async () => {
    const waiting = new Map<string, (answer: PlatformAnswer) => void>();
    renderLobby({
      url: '/gamehall?category=popular',
      games: (call) =>
        new Promise((resolve) => waiting.set(gamesOptionsOf(call).category ?? '', resolve)),
    });
    await waitFor(() => expect(waiting.has('popular')).toBe(true));
    const chips = screen.getByRole('navigation', { name: 'Kategoriyalar' });
    fireEvent.click(await within(chips).findByRole('link', { name: 'Yangi' }));
    await waitFor(() => expect(waiting.has('new')).toBe(true));
    await act(async () => waiting.get('new')?.(answer({ items: [gameFixture(7)], count: 1 })));
    await act(async () =>
      waiting.get('popular')?.(answer({ items: [gameFixture(1), gameFixture(2)], count: 2 })),
    );
    await waitFor(() => expect(grid().dataset['total']).toBe('1'));
    expect(await within(grid()).findByRole('link', { name: 'Game 7' })).toBeTruthy();
    expect(within(grid()).queryByRole('link', { name: 'Game 1' })).toBeNull();
  });

  it('offers to clear the filters when nothing matches', async () => {
    renderLobby({ url: '/gamehall?category=new&type=fast', games: catalogueHandler([]) });
    const empty = await screen.findByRole('group', {
      name: "Bu filtrlar bo'yicha o'yin topilmadi",
    });
    fireEvent.click(within(empty).getByRole('button', { name: 'Filtrlarni tozalash' }));
    expect(location()).toBe('/gamehall');
  });

  it('opens the games search from its button', () => {
    const host = renderLobby();
    const asked = vi.fn();
    host.bus.on('games:search', asked);
    fireEvent.click(screen.getByRole('button', { name: "O'yin qidirish" }));
    expect(asked).toHaveBeenCalledWith({ source: 'lobby' });
  });
});

describe("a player's rows", () => {
  const player = { account: accountFixture({ uid: 7 }), authenticated: true };
  const catalogue = catalogueFixture(60);
  const platform = {
    'games.getLikes': () => answer(['game_5', 'game_3']),
    'games.getHistory': () =>
      answer({
        items: ['game_9', 'game_9', 'game_2', 'game_9', 'game_4'].map((sysname, index) =>
          roundFixture(index, sysname),
        ),
        count: 5,
      }),
  };

  const namesIn = (testId: string) =>
    within(screen.getByTestId(testId))
      .getAllByRole('link')
      .map((link) => link.textContent);

  it('shows favourites and the recently played games, each once, newest first', async () => {
    renderLobby({ session: player, platform, games: catalogueHandler(catalogue) });
    await waitFor(() => expect(namesIn('favourites-row')).toEqual(['Game 5', 'Game 3']));
    await waitFor(() => expect(namesIn('recent-row')).toEqual(['Game 9', 'Game 2', 'Game 4']));
  });

  it('shows no player rows to a guest or over a filtered hall', async () => {
    renderLobby({ platform, games: catalogueHandler(catalogue) });
    await waitFor(() => expect(grid().dataset['total']).toBe('60'));
    expect(screen.queryByTestId('favourites-row')).toBeNull();
    cleanup();
    const host = renderLobby({
      url: '/gamehall?type=live',
      session: player,
      platform,
      games: catalogueHandler(catalogue),
    });
    await waitFor(() => expect(grid().dataset['total']).toBe('20'));
    expect(screen.queryByTestId('recent-row')).toBeNull();
    expect(host.callsOf('games.getHistory')).toHaveLength(0);
  });
});
