// @vitest-environment jsdom
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  StartAt,
  answer,
  catalogueFixture,
  catalogueHandler,
  createTestHost,
  jackpotFixture,
  winFixture,
} from '../../testing/test-host';
import { amountBetween } from '../../lib/live-amount';
import { JackpotPage } from './jackpot-page';
import { JackpotsPage } from './jackpots-page';
import { JACKPOT_REFRESH_MS } from './use-jackpots';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const amountOf = (card: HTMLElement) =>
  card.querySelector('[data-amount]')?.getAttribute('data-amount');

describe('the jackpots page', () => {
  it('shows every jackpot and reads the amounts again while open, without a reload', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    let grown = '0.00';
    const host = createTestHost({
      locale: 'ru',
      platform: {
        'jackpots.get': () =>
          answer([
            jackpotFixture(1, {
              amount: { amount: `152340500.${grown.slice(-2)}`, currency: 'UZS' },
            }),
            jackpotFixture(2, { last_won_at: '2026-11-20T10:00:00Z' }),
          ]),
        'jackpots.getWinners': () =>
          answer({
            items: [
              winFixture(1, {
                kind: 'jackpot',
                multiplier: null,
                jackpot: { id: 1, title: 'Мега' },
              }),
            ],
            count: 1,
          }),
      },
    });
    host.render(<JackpotsPage />);
    const list = await screen.findByRole('list', { name: 'Список джекпотов' });
    const cards = await within(list).findAllByRole('link');
    expect(cards).toHaveLength(2);
    expect(cards[0]?.getAttribute('href')).toBe('/jackpots/1');
    expect(amountOf(cards[0]!)).toBe('152340500.00');
    // Read out once, as money; the counting digits are hidden from screen readers.
    expect(cards[0]?.querySelector('.omad-visually-hidden')?.textContent).toBe('152,340,500 UZS');
    expect(cards[0]?.textContent).toContain('Пополняется на 0.5% каждой ставки');
    expect(cards[1]?.textContent).toContain('Последний раз выпал: 20.11.2026');
    expect(host.callsOf('jackpots.get')).toHaveLength(1);

    grown = '0.75';
    await act(() => vi.advanceTimersByTimeAsync(JACKPOT_REFRESH_MS));
    await waitFor(() => expect(amountOf(screen.getAllByRole('link')[0]!)).toBe('152340500.75'));
    expect(host.callsOf('jackpots.get')).toHaveLength(2);
    const wins = screen.getByTestId('jackpot-wins');
    expect(await within(wins).findByText('Мега')).toBeTruthy();
  });

  it('counts an amount up in whole cents and ends exactly on it', () => {
    expect(amountBetween('100.00', '200.00', 0)).toBe('100.00');
    expect(amountBetween('100.00', '200.00', 0.5)).toBe('150.00');
    expect(amountBetween('100.00', '100.03', 0.5)).toBe('100.01');
    expect(amountBetween('100.00', '200.00', 1)).toBe('200.00');
    // A jackpot that paid out starts again lower: no counting down, straight to it.
    expect(amountBetween('900.00', '100.00', 0.2)).toBe('100.00');
  });
});

describe('a jackpot page', () => {
  const page = (id: string) => (
    <StartAt url={`/jackpots/${id}`}>
      <Routes>
        <Route path="/jackpots/:id" element={<JackpotPage />} />
      </Routes>
    </StartAt>
  );

  it('shows the jackpot, the games it covers and its own winners', async () => {
    const host = createTestHost({
      platform: {
        'jackpots.get': () => answer([jackpotFixture(2)]),
        'jackpots.getWinners': () => answer({ items: [], count: 0 }),
        'games.get': catalogueHandler(catalogueFixture(4)),
      },
    });
    host.render(page('2'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Jackpot 2' })).toBeTruthy();
    expect(screen.getByText("Boshlang'ich summa: 1,000,000 UZS")).toBeTruthy();
    expect(host.callsOf('jackpots.get')[0]?.fields['id']).toBe('2');
    const games = await screen.findByTestId('jackpot-games');
    await waitFor(() =>
      expect(within(games).getAllByRole('link', { name: /Game [12]/ }).length).toBeGreaterThan(0),
    );
    await waitFor(() =>
      expect(host.callsOf('jackpots.getWinners')[0]?.fields['jackpot_id']).toBe('2'),
    );
    expect(
      await screen.findByText("Bu jekpot hali hech kimga tushmagan. Birinchi bo'lishingiz mumkin!"),
    ).toBeTruthy();
  });

  it('says when there is no such jackpot', async () => {
    const host = createTestHost({
      platform: {
        'jackpots.get': () => answer([]),
        'jackpots.getWinners': () => answer({ items: [], count: 0 }),
      },
    });
    host.render(page('7'));
    expect(await screen.findByText('Bunday jekpot topilmadi')).toBeTruthy();
  });
});
