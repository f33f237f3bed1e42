// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Events } from '@omad/contract';
import { GamesSearch } from './games-search';
import { createSearchHost, gamesFor, gamesPage, searchOf } from './search-test-host';

beforeEach(() => localStorage.clear());
afterEach(cleanup);

const host = () =>
  createSearchHost({ games: ({ fields }) => gamesPage(gamesFor(searchOf(fields) ?? '', 2)) });

describe('the header search widget', () => {
  it('opens the dialog from its button, focused on the field; Escape closes it and focus returns', async () => {
    host().render(<GamesSearch />);
    const button = screen.getByRole('button', { name: "O'yin qidirish" });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    button.focus();
    fireEvent.click(button);
    const dialog = await screen.findByRole('dialog', { name: "O'yinlarni qidirish" });
    const field = await screen.findByRole('combobox');
    await waitFor(() => expect(document.activeElement).toBe(field));
    expect(button.getAttribute('aria-expanded')).toBe('true');

    fireEvent.keyDown(field, { key: 'Escape' });
    expect(dialog.isConnected).toBe(false);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it('opens on a games:search request from another app, searching its text, and gives focus back to the asker', async () => {
    const remote = host();
    remote.render(<GamesSearch />);
    // The bottom menu's button of another remote asked for the dialog.
    const asker = document.createElement('button');
    document.body.append(asker);
    asker.focus();
    act(() => remote.bus.emit(Events.GamesSearch, { source: 'bottom-menu', query: 'Aviator' }));
    const field = await screen.findByRole('combobox');
    expect(field).toHaveProperty('value', 'Aviator');
    await screen.findByText('Aviator 1');
    expect(remote.callsOf('games.get').map((call) => searchOf(call.fields))).toEqual(['Aviator']);

    fireEvent.click(screen.getByRole('button', { name: 'Yopish' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(asker);
    asker.remove();
  });
});
