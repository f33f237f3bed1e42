// @vitest-environment jsdom
// The reads pages.ts declares for the public pages are exactly the reads each page sends on
// its first render: the edge makes them through the contract's client as a guest and the
// page's client answers its own request from them only when the path and query are the same.
import { cleanup, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { createApi } from '@omad/contract/api';
import type { Locale } from '@omad/contract';
import { JackpotPage } from './features/jackpots/jackpot-page';
import { JackpotsPage } from './features/jackpots/jackpots-page';
import { ProvidersPage } from './features/providers/providers-page';
import { TournamentsPage } from './features/tournaments/tournaments-page';
import { WinnersPage } from './features/winners/winners-page';
import { PAGES } from './pages';
import {
  StartAt,
  answer,
  createTestHost,
  jackpotFixture,
  providersFixture,
  tournamentFixture,
  winFixture,
} from './testing/test-host';

afterEach(cleanup);

/** A path and query as one normal form: URLSearchParams spells both sides the same way. */
const normal = (path: string) => {
  const [where = '', query = ''] = path.split('?');
  return `${where}?${new URLSearchParams(query).toString()}`;
};

/**
 * The paths the edge requests for a route's declared reads (infra/edge page-head-start.ts:
 * each read through the client's own method, ':name' the route's parameter).
 */
const edgePaths = async (
  route: string,
  params: Readonly<Record<string, string>>,
  locale: Locale,
) => {
  const row = PAGES.rows.find((candidate) => candidate.path === route);
  const reads = row && 'reads' in row ? (row.reads ?? []) : [];
  const paths: string[] = [];
  const api = createApi({
    getLocale: () => locale,
    isInFrame: () => false,
    fetch: (input) => {
      paths.push(normal(String(input)));
      return Promise.resolve(new Response(JSON.stringify({ data: null })));
    },
  });
  for (const read of reads) {
    if (!('method' in read)) continue;
    const [namespace = '', name = ''] = read.method.split('.');
    const group = (api as unknown as Record<string, Record<string, (p: unknown) => unknown>>)[
      namespace
    ];
    const values = Object.fromEntries(
      Object.entries(read.params).map(([key, value]) => [
        key,
        typeof value === 'string' && value.startsWith(':') ? params[value.slice(1)] : value,
      ]),
    );
    await Promise.resolve(group?.[name]?.(values)).catch(() => undefined);
  }
  return paths;
};

const WINS = { items: [winFixture(1)], count: 1 };
const platform = {
  'games.getProviders': () => answer(providersFixture),
  'jackpots.get': () => answer([jackpotFixture(2)]),
  'jackpots.getWinners': () => answer(WINS),
  'tournaments.get': () => answer({ items: [tournamentFixture(4)], count: 1 }),
  'games.get': () => answer({ items: [], count: 0 }),
};

const CASES: readonly (readonly [
  string,
  string,
  Readonly<Record<string, string>>,
  ReactElement,
])[] = [
  ['/providers', '/providers', {}, <ProvidersPage key="p" />],
  ['/jackpots', '/jackpots', {}, <JackpotsPage key="j" />],
  [
    '/jackpots/:id',
    '/jackpots/2',
    { id: '2' },
    <Routes key="one">
      <Route path="/jackpots/:id" element={<JackpotPage />} />
    </Routes>,
  ],
  ['/tournaments', '/tournaments', {}, <TournamentsPage key="t" />],
  ['/winners', '/winners', {}, <WinnersPage key="w" />],
];

describe.each(['uz', 'ru'] as const)('the declared first reads in %s', (locale) => {
  it.each(CASES)("%s: each is the page's own first read", async (route, url, params, page) => {
    const declared = await edgePaths(route, params, locale);
    expect(declared.length).toBeGreaterThan(0);
    const host = createTestHost({ locale, platform });
    host.render(<StartAt url={url}>{page}</StartAt>);
    const methods = declared.map((path) => path.slice('/api/'.length, path.indexOf('?')));
    await waitFor(() => {
      for (const method of methods) expect(host.callsOf(method).length).toBeGreaterThan(0);
    });
    const sent = methods.map((method) => {
      const [first] = host.callsOf(method);
      return normal(`/api/${method}?${first?.query.toString() ?? ''}`);
    });
    expect(sent).toEqual(declared);
  });
});
