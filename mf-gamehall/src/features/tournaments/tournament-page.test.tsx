// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import {
  StartAt,
  accountFixture,
  answer,
  catalogueHandler,
  catalogueFixture,
  createTestHost,
  leaderRow,
  leaderboardFixture,
  refusal,
  tournamentFixture,
} from '../../testing/test-host';
import { TournamentPage } from './tournament-page';

afterEach(cleanup);

const player = { account: accountFixture({ uid: 7 }), authenticated: true };

const page = (id: number) => (
  <StartAt url={`/tournaments/${id}`}>
    <Routes>
      <Route path="/tournaments/:id" element={<TournamentPage />} />
    </Routes>
  </StartAt>
);

/** The action the button queued with the shell's whenSignedIn. */
const queuedAction = (host: ReturnType<typeof createTestHost>) => {
  const call = (host.session.whenSignedIn as unknown as { mock: { calls: [() => unknown][] } }).mock
    .calls[0];
  if (!call) throw new Error('nothing was queued for after sign-in');
  return call[0];
};

describe('the tournament page', () => {
  it('shows the head, prizes by place, rules and the leaderboard with the own place kept in view', async () => {
    const self = leaderRow(37, { player: 'Siz***', is_self: true });
    const host = createTestHost({
      session: player,
      platform: {
        'tournaments.get': () =>
          answer({ items: [tournamentFixture(3, 'active', { is_participating: true })], count: 1 }),
        'leaderboard.get': () => answer(leaderboardFixture(3, 40, self, 10)),
        'games.get': catalogueHandler(catalogueFixture(4)),
      },
    });
    host.render(page(3));
    expect(await screen.findByRole('heading', { level: 1, name: 'Cup 3' })).toBeTruthy();
    expect(screen.getByTestId('participating').textContent).toBe('Siz ishtirok etyapsiz');
    expect(screen.getByRole('timer').textContent).toMatch(/^[56] kun \d\d:\d\d:\d\d$/);
    const prizes = screen.getByTestId('tournament-prizes');
    expect(within(prizes).getByText("3–7-o'rinlar")).toBeTruthy();
    expect(prizes.textContent).toContain('20,000,000');
    expect(screen.getByText('Play the games.')).toBeTruthy();

    const table = await screen.findByRole('table', { name: 'Cup 3 reytingi' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(1 + 10 + 2));
    const rows = within(table).getAllByRole('row');
    expect(rows.at(-2)?.textContent).toBe("yana 26 o'yinchi");
    const own = rows.at(-1)!;
    expect(own.getAttribute('aria-current')).toBe('true');
    expect(within(own).getByRole('rowheader').textContent).toBe('Siz*** (Siz)');
    expect(host.callsOf('leaderboard.get')[0]?.fields).toMatchObject({
      tournament_id: '3',
      count: '20',
    });
    // The tournament's games, a link to all of them in the hall.
    const games = await screen.findByTestId('tournament-games');
    expect(
      within(games)
        .getByRole('link', { name: /^Hammasi/ })
        .getAttribute('href'),
    ).toBe('/tournaments/3/gamehall');
  });

  it("asks a guest to sign in and takes part after it, once, then shows the player's row", async () => {
    let joined = false;
    const host = createTestHost({
      locale: 'ru',
      platform: {
        'tournaments.get': () =>
          answer({
            items: [tournamentFixture(3, 'active', { is_participating: joined })],
            count: 1,
          }),
        'tournaments.participate': () => {
          joined = true;
          return answer(tournamentFixture(3, 'active', { is_participating: true }));
        },
        'leaderboard.get': () =>
          answer(
            leaderboardFixture(
              3,
              5,
              joined ? leaderRow(6, { rounds: 0, score: '0.00', is_self: true }) : null,
            ),
          ),
        'games.get': catalogueHandler(catalogueFixture(4)),
      },
    });
    const opened: unknown[] = [];
    host.bus.on('auth:open', (request) => opened.push(request));
    host.render(page(3));
    const button = await screen.findByRole('button', { name: 'Участвовать' });
    fireEvent.click(button);
    fireEvent.click(button);
    expect(opened).toEqual([
      { mode: 'login', source: 'tournament' },
      { mode: 'login', source: 'tournament' },
    ]);
    expect(host.session.whenSignedIn).toHaveBeenCalledTimes(1);
    expect(host.callsOf('tournaments.participate')).toHaveLength(0);

    act(() => host.sessionStore.setState(player));
    await act(async () => queuedAction(host)());
    expect(host.callsOf('tournaments.participate')).toHaveLength(1);
    expect(host.callsOf('tournaments.participate')[0]?.fields).toMatchObject({
      tournament_id: '3',
    });
    expect(host.props.toast).toHaveBeenCalledWith({
      kind: 'success',
      message: 'Вы участвуете в турнире. Играйте в игры турнира на реальные деньги!',
    });
    expect((await screen.findByTestId('participating')).textContent).toBe('Вы участвуете');
    expect(
      await screen.findByText(
        'У вас пока нет очков: сыграйте на реальные деньги в одну из игр турнира.',
      ),
    ).toBeTruthy();
  });

  it('says why taking part was refused and keeps the button', async () => {
    const host = createTestHost({
      session: player,
      platform: {
        'tournaments.get': () => answer({ items: [tournamentFixture(3, 'upcoming')], count: 1 }),
        'tournaments.participate': () =>
          refusal('ResponsibleGamingRestrictionException', { data: { kind: 'timeout' } }),
        'leaderboard.get': () => answer(leaderboardFixture(3, 0)),
        'games.get': catalogueHandler(catalogueFixture(4)),
      },
    });
    host.render(page(3));
    fireEvent.click(await screen.findByRole('button', { name: 'Ishtirok etish' }));
    await waitFor(() =>
      expect(host.props.toast).toHaveBeenCalledWith({
        kind: 'error',
        message: "O'zingizni cheklash davrida turnirlarda qatnashib bo'lmaydi.",
      }),
    );
    expect(screen.getByRole('button', { name: 'Ishtirok etish' })).toBeTruthy();
    expect(screen.getByRole('timer').parentElement?.getAttribute('data-phase')).toBe('upcoming');
    expect(screen.getByText("Hali hech kim ochko to'plamagan. Birinchi bo'ling!")).toBeTruthy();
  });

  it('shows a finished tournament with its final table and no way to take part', async () => {
    const host = createTestHost({
      platform: {
        'tournaments.get': () => answer({ items: [tournamentFixture(4, 'finished')], count: 1 }),
        'leaderboard.get': () => answer(leaderboardFixture(4, 3)),
        'games.get': catalogueHandler(catalogueFixture(4)),
      },
    });
    host.render(page(4));
    expect(await screen.findByRole('heading', { name: 'Yakuniy jadval' })).toBeTruthy();
    expect(screen.getByText('Turnir yakunlandi')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Ishtirok etish' })).toBeNull();
  });

  it("knows a player takes part from the leaderboard's own row when the tournament read is a guest's", async () => {
    const host = createTestHost({
      session: player,
      platform: {
        // The edge's first read is a guest's: it cannot say the player takes part.
        'tournaments.get': () => answer({ items: [tournamentFixture(3)], count: 1 }),
        'leaderboard.get': () => answer(leaderboardFixture(3, 5, leaderRow(2, { is_self: true }))),
        'games.get': catalogueHandler(catalogueFixture(4)),
      },
    });
    host.render(page(3));
    expect((await screen.findByTestId('participating')).textContent).toBe('Siz ishtirok etyapsiz');
    expect(screen.queryByRole('button', { name: 'Ishtirok etish' })).toBeNull();
  });

  it('says when there is no such tournament', async () => {
    const host = createTestHost({
      platform: { 'tournaments.get': () => answer({ items: [], count: 0 }) },
    });
    host.render(page(99));
    expect(await screen.findByText('Bunday turnir topilmadi')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Barcha turnirlar' }).getAttribute('href')).toBe(
      '/tournaments',
    );
  });
});
