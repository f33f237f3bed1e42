// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { answer, createTestHost, winFixture } from '../../testing/test-host';
import { WinnersPage } from './winners-page';
import { WinnersTicker } from './winners-ticker';

afterEach(cleanup);

const feed = Array.from({ length: 30 }, (_, index) =>
  winFixture(
    index + 1,
    index === 0
      ? { kind: 'jackpot', multiplier: null, jackpot: { id: 1, title: 'Mega jekpot' } }
      : {},
  ),
);

const feedHandler = (call: { fields: Record<string, string> }) => {
  const offset = Number(call.fields['offset'] ?? 0);
  const count = Number(call.fields['count'] ?? 20);
  return answer({ items: feed.slice(offset, offset + count), count: feed.length });
};

describe('the winners page', () => {
  it('lists the newest wins with masked players and linked games, and shows more on request', async () => {
    const host = createTestHost({ platform: { 'jackpots.getWinners': feedHandler } });
    host.render(<WinnersPage />);
    const list = await screen.findByRole('list', { name: "So'nggi yutuqlar" });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(25);
    const first = items[0]!;
    expect(first.textContent).toContain('Mega jekpot');
    expect(within(first).getByRole('link', { name: 'Game 1' }).getAttribute('href')).toBe(
      '/game/game_1',
    );
    expect(within(items[1]!).getByText("Pla***2 Game 2 o'yinida 250,000 UZS yutdi")).toBeTruthy();
    expect(items[1]?.textContent).toContain('x25');
    fireEvent.click(screen.getByRole('button', { name: "Yana ko'rsatish" }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(30));
    expect(screen.queryByRole('button', { name: "Yana ko'rsatish" })).toBeNull();
    expect(host.callsOf('jackpots.getWinners').at(-1)?.fields).toMatchObject({
      offset: '0',
      count: '50',
    });
  });
});

describe('the winners ticker', () => {
  it('reads the newest wins once for screen readers, the repeated copy hidden', async () => {
    const host = createTestHost({ locale: 'ru', platform: { 'jackpots.getWinners': feedHandler } });
    host.render(<WinnersTicker />);
    const list = await screen.findByRole('list', { name: 'Последние выигрыши' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(12);
    expect(screen.getAllByRole('list')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Все' }).getAttribute('href')).toBe('/winners');
    expect(host.callsOf('jackpots.getWinners')[0]?.fields['count']).toBe('12');
  });
});
