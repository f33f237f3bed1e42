// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PlatformAnswer } from '@omad/contract/testing';
import { RECENT_SEARCHES_KEY } from './recent-searches';
import { SearchDialog } from './search-dialog';
import {
  createSearchHost,
  gamesFor,
  gamesPage,
  searchConfigFixture,
  searchOf,
  withLocation,
} from './search-test-host';

beforeEach(() => {
  localStorage.clear();
  // Only the debounce's timers are faked: the platform client's promises run as they would.
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** Lets answers in flight settle into the dialog. */
const settle = () => act(async () => await vi.advanceTimersByTimeAsync(0));
const wait = (ms: number) => act(async () => await vi.advanceTimersByTimeAsync(ms));

const field = () => screen.getByRole('combobox');
const type = (text: string) => fireEvent.change(field(), { target: { value: text } });
const optionNames = () =>
  screen
    .queryAllByRole('option')
    .map((option) => option.querySelector('.omad-gh-search__name')?.textContent);

/** A games.get whose answers the test releases one by one. */
const deferredGames = () => {
  const pending: Array<{ search: string | undefined; release: (answer: PlatformAnswer) => void }> =
    [];
  const handler = ({ fields }: { fields: Readonly<Record<string, string>> }) =>
    new Promise<PlatformAnswer>((release) => pending.push({ search: searchOf(fields), release }));
  return { handler, pending };
};

const renderDialog = (host: ReturnType<typeof createSearchHost>, onClose = vi.fn()) => {
  host.render(withLocation(<SearchDialog onClose={onClose} />));
  return onClose;
};

describe('games search: typing', () => {
  it('searches only once typing pauses for the CMS debounce, and not below the minimum length', async () => {
    const host = createSearchHost({
      games: ({ fields }) => gamesPage(gamesFor(searchOf(fields) ?? '', 2)),
    });
    renderDialog(host);
    await settle();
    type('bo');
    await wait(500);
    expect(host.callsOf('games.get')).toHaveLength(0);
    expect(screen.getByText('Kamida 3 ta belgi kiriting')).toBeTruthy();

    type('boo');
    await wait(40);
    type('book');
    await wait(79);
    // Typed over before its pause ended: 'boo' is never sent, 'book' not yet.
    expect(host.callsOf('games.get')).toHaveLength(0);
    await wait(1);
    expect(host.callsOf('games.get').map((call) => searchOf(call.fields))).toEqual(['book']);
    await settle();
    expect(optionNames()).toEqual(['book 1', 'book 2']);
    expect(screen.getByText('Topildi: 2').getAttribute('role')).toBe('status');
  });

  it('never lets an older answer replace a newer one, whichever arrives first', async () => {
    const games = deferredGames();
    const host = createSearchHost({ games: games.handler });
    renderDialog(host);
    await settle();

    type('book');
    await wait(80);
    type('book of');
    await wait(80);
    expect(games.pending.map((call) => call.search)).toEqual(['book', 'book of']);

    // The newer answer first, then the older one: the older is dropped.
    games.pending[1]?.release(gamesPage(gamesFor('book of', 1)));
    await settle();
    expect(optionNames()).toEqual(['book of 1']);
    games.pending[0]?.release(gamesPage(gamesFor('book', 3)));
    await settle();
    expect(optionNames()).toEqual(['book of 1']);

    // The older answer first while the newer one is still out: it is not shown either.
    type('dead');
    await wait(80);
    type('deadwood');
    await wait(80);
    games.pending[2]?.release(gamesPage(gamesFor('dead', 2)));
    await settle();
    expect(optionNames()).not.toContain('dead 1');
    expect(screen.getByRole('listbox').getAttribute('aria-busy')).toBe('true');
    games.pending[3]?.release(gamesPage(gamesFor('deadwood', 1)));
    await settle();
    expect(optionNames()).toEqual(['deadwood 1']);
  });

  it('shows at most maxResults results, and each links to its game page', async () => {
    const host = createSearchHost({
      games: () => gamesPage(gamesFor('slot', 9)),
      config: searchConfigFixture({ maxResults: 4 }),
    });
    renderDialog(host);
    await settle();
    type('slot');
    await wait(80);
    await settle();
    expect(JSON.parse(host.callsOf('games.get')[0]?.fields.options ?? '{}')).toMatchObject({
      search: 'slot',
      count: 4,
    });
    // The providers' names are read once the results are drawn; their answer comes a moment
    // later (told on a timer the clock moves past).
    await wait(1);
    const options = screen.getAllByRole('option');
    expect(options).toHaveLength(4);
    expect(options[0]?.getAttribute('href')).toBe('/game/slot_0');
    expect(within(options[0] as HTMLElement).getByText('Pragmatic Play')).toBeTruthy();
  });

  it('shows the CMS empty state with the popular queries when nothing is found', async () => {
    const host = createSearchHost({ games: () => gamesPage([]) });
    renderDialog(host);
    await settle();
    type('zzzz');
    await wait(80);
    await settle();
    expect(screen.getByRole('heading', { name: 'Hech narsa topilmadi (CMS)' })).toBeTruthy();
    expect(screen.getByText('Boshqa nom kiriting (CMS)')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Aviator' }));
    expect(field()).toHaveProperty('value', 'Aviator');
  });

  it('offers a retry when the search fails, and the retry searches again', async () => {
    let fail = true;
    const host = createSearchHost({
      games: () =>
        fail
          ? { status: 500, body: { error: { type: 'InternalServerErrorException', message: 'x' } } }
          : gamesPage(gamesFor('crash', 1)),
    });
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderDialog(host);
    await settle();
    type('crash');
    await wait(80);
    await settle();
    expect(screen.getByRole('alert').textContent).toContain("Qidirib bo'lmadi");
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Qayta urinish' }));
    await wait(80);
    await settle();
    expect(host.callsOf('games.get')).toHaveLength(2);
    expect(optionNames()).toEqual(['crash 1']);
  });
});

describe('games search: keyboard', () => {
  it('moves through the results with the arrow keys and opens the active one with Enter', async () => {
    const host = createSearchHost({ games: () => gamesPage(gamesFor('fruit', 3)) });
    const onClose = renderDialog(host);
    await settle();
    expect(document.activeElement).toBe(field());
    type('fruit');
    await wait(80);
    await settle();
    const options = screen.getAllByRole('option');
    expect(field().getAttribute('aria-activedescendant')).toBeNull();

    fireEvent.keyDown(field(), { key: 'ArrowDown' });
    fireEvent.keyDown(field(), { key: 'ArrowDown' });
    expect(field().getAttribute('aria-activedescendant')).toBe(options[1]?.id);
    expect(options[1]?.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(field(), { key: 'ArrowUp' });
    fireEvent.keyDown(field(), { key: 'ArrowUp' });
    // From the first option, up wraps to the last.
    expect(field().getAttribute('aria-activedescendant')).toBe(options[2]?.id);
    // Focus never left the field, so typing goes on.
    expect(document.activeElement).toBe(field());

    fireEvent.keyDown(field(), { key: 'Enter' });
    expect(onClose).toHaveBeenCalledOnce();
    expect(screen.getByTestId('location').textContent).toBe('/game/fruit_2');
    expect(JSON.parse(localStorage.getItem(RECENT_SEARCHES_KEY) ?? '[]')).toEqual(['fruit']);
  });
});

describe('games search: recent searches', () => {
  it('shows the recent and popular searches while the field is empty; clearing forgets them', async () => {
    localStorage.setItem(RECENT_SEARCHES_KEY, JSON.stringify(['Book of Dead', 'Aviator']));
    const host = createSearchHost({ games: () => gamesPage(gamesFor('x', 1)) });
    renderDialog(host);
    await settle();
    const recent = screen.getByTestId('search-recent');
    expect(
      within(recent)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Tozalash', 'Book of Dead', 'Aviator']);
    const popular = screen.getByTestId('search-popular');
    expect(within(popular).getByRole('heading').textContent).toBe("Ko'p qidirilganlar (CMS)");

    fireEvent.click(within(recent).getByRole('button', { name: 'Book of Dead' }));
    expect(field()).toHaveProperty('value', 'Book of Dead');
    expect(document.activeElement).toBe(field());

    type('');
    fireEvent.click(
      within(screen.getByTestId('search-recent')).getByRole('button', { name: 'Tozalash' }),
    );
    expect(screen.queryByTestId('search-recent')).toBeNull();
    expect(localStorage.getItem(RECENT_SEARCHES_KEY)).toBeNull();
  });

  it('searches with defaults and the feature texts when the CMS config cannot be read', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const host = createSearchHost({ games: () => gamesPage([]), config: null, locale: 'ru' });
    renderDialog(host);
    await settle();
    expect(field().getAttribute('placeholder')).toBe('Найти игру или провайдера');
    type('abc');
    await wait(80);
    await settle();
    expect(screen.getByRole('heading', { name: 'Ничего не найдено' })).toBeTruthy();
  });
});
