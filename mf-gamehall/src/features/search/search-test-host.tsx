// Test support for the search feature (only tests import it): this remote's test host with
// the CMS search-config and a games.get that answers searches from a script.
import type { ReactNode } from 'react';
import { answer, type PlatformHandler } from '@omad/contract/testing';
import type { Game } from '@omad/contract/api';
import {
  LocationProbe,
  createTestHost,
  gameFixture,
  providersFixture,
} from '../../testing/test-host';

export { gameFixture, LocationProbe };

export const searchConfigFixture = (overrides: Record<string, unknown> = {}) => ({
  minQueryLength: 3,
  debounceMs: 80,
  maxResults: 5,
  placeholder: "O'yin yoki provayderni qidiring",
  emptyTitle: 'Hech narsa topilmadi (CMS)',
  emptyText: 'Boshqa nom kiriting (CMS)',
  popularTitle: "Ko'p qidirilganlar (CMS)",
  popularQueries: [{ query: 'Aviator' }, { query: 'Sweet Bonanza' }],
  ...overrides,
});

/** The `search` a games.get call sent. */
export const searchOf = (fields: Readonly<Record<string, string>>) =>
  (JSON.parse(fields['options'] ?? '{}') as { search?: string; count?: number }).search;

export const gamesPage = (games: readonly Game[]) => answer({ items: games, count: games.length });

/** Games named after a query, e.g. 'book' → 'book 1', 'book 2'. */
export const gamesFor = (query: string, count: number) =>
  Array.from({ length: count }, (_, index) =>
    gameFixture(index, {
      sysname: `${query.replace(/\W+/g, '_')}_${index}`,
      name: `${query} ${index + 1}`,
    }),
  );

export const createSearchHost = (
  options: Readonly<{
    games: PlatformHandler;
    config?: Record<string, unknown> | null;
    locale?: 'uz' | 'ru';
  }>,
) =>
  createTestHost({
    locale: options.locale,
    platform: {
      'games.get': options.games,
      'games.getProviders': () => answer(providersFixture),
    },
    cms:
      options.config === null ? {} : { 'search-config': options.config ?? searchConfigFixture() },
  });

/** Draws `ui` with a probe of the router's location beside it. */
export const withLocation = (ui: ReactNode) => (
  <>
    {ui}
    <LocationProbe />
  </>
);
