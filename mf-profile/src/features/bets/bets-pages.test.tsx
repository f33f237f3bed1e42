// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { GameRound, GeneralInfo } from '@omad/contract/api';
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
