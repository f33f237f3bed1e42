// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { GameRound, GeneralInfo, SportBet, SportLeg } from '@omad/contract/api';
import { answer } from '@omad/contract/testing';
import { createTestHost } from '../../testing/test-host';
import { ExportsPage } from './exports-page';
import { BetHistoryPage } from './history-page';

afterEach(cleanup);

const round = (id: string, funds: GameRound['funds'] = 'main'): GameRound => ({
  id,
  game: { sysname: 'book-of-omad', name: 'Book of Omad', provider: 'omad', type: 'slot' },
  mode: 'real',
  funds,
  currency: 'UZS',
  bet: '5000.00',
  win: id === 'r1' ? '12500.00' : '0.00',
  balance_before: '100000.00',
  balance_after: '107500.00',
  created_at: '2026-11-24T10:00:00.000Z',
});

describe('BetHistoryPage', () => {
  it('lists the rounds with their money and the totals, and filters by game type', async () => {
    const host = createTestHost({
      platform: {
        'games.getHistory': () =>
          answer({
            items: [round('r1'), round('r2', 'bonus')],
            count: 2,
            totals: { bet: '10000.00', win: '12500.00', net: '2500.00' },
          }),
      },
    });
    host.render(<BetHistoryPage />);
    const rows = await screen.findAllByTestId('bet-row');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByRole('link', { name: 'Book of Omad' }).getAttribute('href')).toBe(
      '/game/book-of-omad',
    );
    expect(rows[1]!.querySelector('[data-funds]')?.textContent).toBe('Bonus');
    const totals = screen.getByTestId('bet-totals');
    expect(totals.querySelector('[data-total="net"]')?.getAttribute('data-sign')).toBe('plus');
    expect(totals.textContent).toContain('10,000');
    const [first] = host.callsOf('games.getHistory');
    expect(first!.fields.mode).toBe('real');
    expect(new Date(first!.fields.to!).getTime()).toBeGreaterThan(Date.now());
    fireEvent.change(screen.getByLabelText("O'yin turi"), { target: { value: 'live' } });
    await waitFor(() => expect(host.callsOf('games.getHistory').at(-1)!.fields.type).toBe('live'));
  });
});

const leg = (overrides: Partial<SportLeg>): SportLeg => ({
  event: 'Paxtakor – Nasaf',
  sport: 'football',
  market: 'result',
  pick: 'home',
  line: null,
  odds: '1.85',
  result: 'won',
  score: { home: 2, away: 1 },
  ...overrides,
});

const sportBet = (id: string, sport: SportBet, win: string): GameRound => ({
  ...round(id),
  game: { sysname: 'dgt_sportsbook', name: 'Omad Sport', provider: 'omad', type: 'sportsbook' },
  bet: '10000.00',
  win,
  sport,
});

const sportHistory = () => ({
  items: [
    sportBet('sport-12', { kind: 'single', status: 'won', odds: '1.85', legs: [leg({})] }, '18500'),
    sportBet(
      'sport-11',
      {
        kind: 'accumulator',
        status: 'open',
        odds: '3.42',
        legs: [
          leg({ market: 'total', pick: 'over', line: '2.5', odds: '1.90', result: 'won' }),
          leg({
            event: 'Real – Barcelona',
            market: 'handicap',
            pick: 'away',
            line: '-1.5',
            odds: '1.80',
            result: 'open',
            score: null,
          }),
        ],
      },
      '0',
    ),
    sportBet(
      'sport-10',
      {
        kind: 'system',
        status: 'settling',
        odds: '2',
        legs: [leg({ market: 'corners', pick: 'over', line: '9.5', result: 'pushed' })],
      },
      '0',
    ),
    round('r1'),
  ],
  count: 4,
  totals: { bet: '35000.00', win: '31000.00', net: '-4000.00' },
});

const legTexts = (bet: HTMLElement) =>
  within(bet)
    .getAllByTestId('sport-leg')
    .map((item) =>
      ['pick', 'odds', 'score'].map(
        (fact) => item.querySelector(`[data-leg="${fact}"]`)?.textContent ?? null,
      ),
    );

describe('BetHistoryPage with sports bets', () => {
  it.each([
    {
      locale: 'uz',
      single: 'Yakka',
      won: 'Yutdi',
      accumulator: 'Ekspress',
      open: 'Kutilmoqda',
      total: "Jami: ko'p 2.5",
      handicap: 'Fora 2 (+1.5)',
    },
    {
      locale: 'ru',
      single: 'Одиночная',
      won: 'Выигрыш',
      accumulator: 'Экспресс',
      open: 'В игре',
      total: 'Тотал: больше 2.5',
      handicap: 'Фора 2 (+1.5)',
    },
  ] as const)('shows in $locale each bet with its kind, status, odds and legs', async (texts) => {
    const host = createTestHost({
      locale: texts.locale,
      platform: { 'games.getHistory': () => answer(sportHistory()) },
    });
    host.render(<BetHistoryPage />);
    expect(await screen.findAllByTestId('bet-row')).toHaveLength(4);
    const bets = screen.getAllByTestId('sport-bet');
    expect(bets.map((bet) => bet.dataset.status)).toEqual(['won', 'open', 'settling']);
    const [won, open, unknown] = bets as [HTMLElement, HTMLElement, HTMLElement];

    expect(within(won).getByText(texts.single)).toBeTruthy();
    expect(within(won).getAllByText(texts.won)).toHaveLength(2); // the bet and its leg
    expect(won.querySelector('[data-odds="bet"]')?.textContent).toBe('1.85');
    expect(legTexts(won)).toEqual([['1', '1.85', '2:1']]);
    expect(within(won).getByTestId('sport-leg').textContent).toContain('Paxtakor – Nasaf');

    expect(within(open).getByText(texts.accumulator)).toBeTruthy();
    expect(within(open).getAllByText(texts.open)).toHaveLength(2); // the bet and its open leg
    expect(legTexts(open)).toEqual([
      [texts.total, '1.90', '2:1'],
      [texts.handicap, '1.80', null],
    ]);
    // What the page does not know shows as it came.
    expect(unknown.textContent).toContain('system');
    expect(unknown.textContent).toContain('settling');
    expect(unknown.textContent).toContain('pushed');
    expect(legTexts(unknown)).toEqual([['corners: over 9.5', '1.85', '2:1']]);

    // A round stays a row without details; the stake and the payout are the row's money.
    const rows = screen.getAllByTestId('bet-row');
    expect(rows[3]!.dataset.sport).toBeUndefined();
    expect(rows[0]!.querySelector('[data-cell="win"]')?.getAttribute('data-won')).toBe('true');
    expect(rows[1]!.querySelector('[data-cell="win"]')?.hasAttribute('data-won')).toBe(false);
  });

  it('asks for sports bets only with the sport filter', async () => {
    const host = createTestHost({
      platform: { 'games.getHistory': () => answer(sportHistory()) },
    });
    host.render(<BetHistoryPage />);
    await screen.findAllByTestId('sport-bet');
    const type = screen.getByLabelText<HTMLSelectElement>("O'yin turi");
    expect(within(type).getByRole('option', { name: 'Sport' })).toBeTruthy();
    fireEvent.change(type, { target: { value: 'sportsbook' } });
    await waitFor(() =>
      expect(host.callsOf('games.getHistory').at(-1)!.fields.type).toBe('sportsbook'),
    );
  });
});

const info = { is_game_history_export_enabled: true } as Partial<GeneralInfo>;

describe('ExportsPage', () => {
  it('keeps the form on a wrong period, then asks and shows the ready export', async () => {
    let exports: unknown[] = [];
    const host = createTestHost({
      platform: {
        'games.gethistoryexportrequest': () => answer({ items: exports, count: exports.length }),
        'games.createhistoryexportrequest': ({ fields }) => {
          exports = [
            {
              id: 4,
              status: 'ready',
              from: fields.from,
              to: fields.to,
              created_at: '2026-11-24T10:00:00.000Z',
              rows: 3,
              url: '/api/history-exports/4.csv',
            },
          ];
          return answer(exports[0]);
        },
      },
    });
    host.sessionStore.setState({ generalInfo: info as GeneralInfo });
    host.render(<ExportsPage />);
    const from = await screen.findByLabelText('Boshlanish sanasi');
    fireEvent.change(from, { target: { value: '2026-11-20' } });
    fireEvent.change(screen.getByLabelText('Tugash sanasi'), { target: { value: '2026-11-01' } });
    fireEvent.click(screen.getByTestId('export-submit'));
    expect(await screen.findByText('Tugash sanasi boshlanishidan oldin')).toBeTruthy();
    expect(host.callsOf('games.createhistoryexportrequest')).toHaveLength(0);
    expect((from as HTMLInputElement).value).toBe('2026-11-20');
    fireEvent.change(screen.getByLabelText('Tugash sanasi'), { target: { value: '2026-11-22' } });
    fireEvent.click(screen.getByTestId('export-submit'));
    const link = await screen.findByTestId('export-download');
    expect(link.getAttribute('href')).toBe('/api/history-exports/4.csv');
    const sent = host.callsOf('games.createhistoryexportrequest')[0]!.fields;
    expect(new Date(sent.to!).getTime() - new Date(sent.from!).getTime()).toBe(3 * 86_400_000);
  });
});
