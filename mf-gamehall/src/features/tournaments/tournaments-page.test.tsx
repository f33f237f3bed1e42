// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import {
  LocationProbe,
  StartAt,
  accountFixture,
  answer,
  catalogueFixture,
  catalogueHandler,
  createTestHost,
  gamesConfigFixture,
  gamesOptionsOf,
  tournamentFixture,
} from '../../testing/test-host';
import { TournamentGamesPage } from './tournament-games-page';
import { TournamentsPage } from './tournaments-page';

afterEach(cleanup);

const byStatus = {
  active: [tournamentFixture(1, 'active', { is_participating: true })],
  upcoming: [tournamentFixture(2, 'upcoming')],
  finished: [],
} as const;

describe('the tournaments page', () => {
  it('lists the active tournaments first and the others by tab, the tab kept in the URL', async () => {
    const host = createTestHost({
      locale: 'ru',
      platform: {
        'tournaments.get': (call) => {
          const [status] = JSON.parse(call.fields['status'] ?? '[]') as (keyof typeof byStatus)[];
          const items = byStatus[status ?? 'active'];
          return answer({ items, count: items.length });
        },
      },
    });
    host.render(
      <>
        <TournamentsPage />
        <LocationProbe />
      </>,
    );
    const list = await screen.findByRole('list', { name: 'Список турниров' });
    const card = await within(list).findByRole('article');
    expect(within(card).getByRole('link', { name: 'Cup 1' }).getAttribute('href')).toBe(
      '/tournaments/1',
    );
    expect(card.textContent).toContain('Идёт');
    expect(card.textContent).toContain('35,000,000');
    expect(card.textContent).toContain('42 участника');
    // The prizes of the first places: 1st, 2nd, then the run 3–7.
    const prizes = within(card).getByTestId('tournament-prizes');
    expect(
      within(prizes)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['1 место', '2 место', '3–7 места']);
    expect(card.textContent).toContain('Вы участвуете');
    expect(within(card).getByRole('timer')).toBeTruthy();

    fireEvent.click(screen.getByRole('tab', { name: 'Скоро' }));
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/?status=upcoming'),
    );
    expect(await screen.findByRole('link', { name: 'Cup 2' })).toBeTruthy();
    expect(screen.getByText('До начала')).toBeTruthy();

    fireEvent.click(screen.getByRole('tab', { name: 'Завершён' }));
    expect(await screen.findByText('Завершённых турниров нет')).toBeTruthy();
    expect(host.callsOf('tournaments.get').map((call) => call.fields['status'])).toEqual([
      '["active"]',
      '["upcoming"]',
      '["finished"]',
    ]);
  });
});

describe('the tournaments page as a player', () => {
  // The edge's first read is a guest's (it sends no cookies): a player's list says which
  // tournaments they take part in only when read as theirs.
  it.each([
    ['a guest reads the list once', {}, 1],
    [
      'a player reads it again once, as theirs',
      { account: accountFixture({ uid: 7 }), authenticated: true },
      2,
    ],
  ] as const)('%s', async (_name, session, reads) => {
    const host = createTestHost({
      session,
      platform: { 'tournaments.get': () => answer({ items: byStatus.active, count: 1 }) },
    });
    host.render(<TournamentsPage />);
    expect(await screen.findByRole('link', { name: 'Cup 1' })).toBeTruthy();
    await waitFor(() => expect(host.callsOf('tournaments.get')).toHaveLength(reads));
  });
});

describe("a tournament's games", () => {
  it("shows the tournament's games in the hall's grid", async () => {
    const host = createTestHost({
      cms: { 'games-config': gamesConfigFixture() },
      platform: {
        'tournaments.get': () => answer({ items: [tournamentFixture(3)], count: 1 }),
        'games.get': catalogueHandler(catalogueFixture(10)),
      },
    });
    host.render(
      <StartAt url="/tournaments/3/gamehall">
        <Routes>
          <Route path="/tournaments/:id/gamehall" element={<TournamentGamesPage />} />
        </Routes>
      </StartAt>,
    );
    expect(await screen.findByRole('heading', { name: "Cup 3: o'yinlar" })).toBeTruthy();
    await waitFor(() => expect(host.callsOf('games.get').length).toBeGreaterThan(0));
    expect(gamesOptionsOf(host.callsOf('games.get')[0]!).sysname).toEqual([
      'game_1',
      'game_2',
      'game_3',
    ]);
    expect(screen.getByRole('link', { name: 'Turnirga qaytish' }).getAttribute('href')).toBe(
      '/tournaments/3',
    );
  });
});
