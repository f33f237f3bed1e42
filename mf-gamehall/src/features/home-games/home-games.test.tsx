// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  accountFixture,
  answer,
  catalogueFixture,
  catalogueHandler,
  createTestHost,
  gameFixture,
  gamesOptionsOf,
  refusal,
  roundFixture,
} from '../../testing/test-host';
import { HomeGames } from './home-games';

afterEach(cleanup);

const catalogue = [
  ...catalogueFixture(40),
  gameFixture(100, { categories: ['new'], type: 'slot', name: 'Fresh Fruits' }),
];

const rowNames = (testId: string) =>
  within(screen.getByTestId(testId))
    .queryAllByTestId('game-tile')
    .map((tile) => within(tile).getAllByRole('link')[0]?.textContent);

describe('the home game rows', () => {
  it('shows popular, new and live games with links to the hall filtered the same way', async () => {
    const host = createTestHost({ platform: { 'games.get': catalogueHandler(catalogue) } });
    host.render(<HomeGames />);
    await waitFor(() => expect(rowNames('home-row-new')).toEqual(['Fresh Fruits']));
    const options = host.callsOf('games.get').map(gamesOptionsOf);
    expect(options).toEqual(
      expect.arrayContaining([
        { category: 'popular', offset: 0, count: 12 },
        { category: 'new', offset: 0, count: 12 },
        { type: 'live', offset: 0, count: 12 },
      ]),
    );
    await waitFor(() => expect(rowNames('home-row-popular')).toHaveLength(8));
    expect(rowNames('home-row-live')).toHaveLength(12);
    const seeAll = (testId: string) =>
      within(screen.getByTestId(testId))
        .getByRole('link', { name: /^Hammasi/ })
        .getAttribute('href');
    expect(seeAll('home-row-popular')).toBe('/gamehall?category=popular');
    expect(seeAll('home-row-new')).toBe('/gamehall?category=new');
    expect(seeAll('home-row-live')).toBe('/gamehall?type=live');
    // A guest has no history.
    expect(screen.queryByTestId('home-row-recent')).toBeNull();
    expect(host.callsOf('games.getHistory')).toHaveLength(0);
  });

  it('adds the recently played row for a player, each game once', async () => {
    const host = createTestHost({
      session: { account: accountFixture({ uid: 7 }), authenticated: true },
      platform: {
        'games.get': catalogueHandler(catalogue),
        'games.getLikes': () => answer([]),
        'games.getHistory': () =>
          answer({
            items: ['game_3', 'game_3', 'game_100', 'game_3'].map((sysname, index) =>
              roundFixture(index, sysname),
            ),
            count: 4,
          }),
      },
    });
    host.render(<HomeGames />);
    await waitFor(() => expect(rowNames('home-row-recent')).toEqual(['Game 3', 'Fresh Fruits']));
  });

  it('keeps a failed row in its place with a retry', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const host = createTestHost({
      platform: {
        'games.get': (call) =>
          gamesOptionsOf(call).type === 'live'
            ? refusal('InternalServerErrorException', { status: 500 })
            : catalogueHandler(catalogue)(call),
      },
    });
    host.render(<HomeGames />);
    const live = screen.getByTestId('home-row-live');
    await waitFor(() => expect(live.dataset['state']).toBe('error'));
    expect(within(live).getByRole('button', { name: 'Qayta urinish' })).toBeTruthy();
    expect(screen.getByTestId('home-row-popular').dataset['state']).toBe('ready');
  });
});
