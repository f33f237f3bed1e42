import { describe, expect, it } from 'vitest';
import { kb, millis, seconds, times } from './format';
import { FIXTURE_BUDGETS, FIXTURE_LIVE, fixtureResults } from './results.fixture';
import { formatReport, formatTable, reportNotes, reportRows } from './table';

describe('formatTable', () => {
  it('pads every column to its widest cell, figures right-aligned, as Markdown', () => {
    expect(formatTable(['Page', 'Profile', 'LCP'], [['/about', 'mobile', '2.40 s'], ['/']])).toBe(
      [
        '| Page   | Profile |    LCP |',
        '| ------ | ------- | -----: |',
        '| /about | mobile  | 2.40 s |',
        '| /      |         |        |',
      ].join('\n'),
    );
  });
});

describe('figures', () => {
  it('reads in the units the table uses, with a dash for a missing one', () => {
    expect(kb(1536)).toBe('1.5 KB');
    expect(seconds(2345)).toBe('2.35 s');
    expect(millis(149.6)).toBe('150 ms');
    expect(times(1.234)).toBe('1.23×');
    expect([kb(null), seconds(null), millis(null), times(null)]).toEqual(['–', '–', '–', '–']);
  });
});

describe('reportRows', () => {
  const rows = reportRows(fixtureResults(), FIXTURE_BUDGETS);
  const after = (title: string, from = rows) =>
    from.slice(from.findIndex((row) => row[0] === `**${title}**`));

  it('lists each page under each build, then their ratios', () => {
    expect(after('Federated')[1]).toEqual([
      '/',
      'mobile',
      '100.0 KB',
      '200.0 KB',
      '40',
      '1.00 s',
      '2.40 s',
      '0.010',
      '250 ms',
    ]);
    // 200/160 KB, 40/32 requests, 2400/2000 ms LCP, 250/200 ms TBT; CLS has no ratio.
    expect(after('Federated ÷ monolith')[1]).toEqual([
      '/',
      'mobile',
      '1.00×',
      '1.25×',
      '1.25×',
      '1.00×',
      '1.20×',
      '–',
      '1.25×',
    ]);
  });

  it('shows the remote switch, each app with its budget, and the build times', () => {
    expect(after('Remote switch / → /gamehall').slice(0, 3)).toEqual([
      ['**Remote switch / → /gamehall**', '', '_cold_', '_warm_'],
      ['federated', 'desktop', '400 ms', '120 ms'],
      ['monolith', 'desktop', '90 ms', '60 ms'],
    ]);
    expect(after('Initial JS, gzip on disk')[3]).toEqual([
      'mf-content',
      '',
      '35.0 KB',
      '27.0 KB',
      '62.0 KB',
      '≤ 40 KB',
    ]);
    // The shell's budget is held by what its first paint waited for, not by its entry.
    expect(after('Initial JS, gzip on disk').find((row) => row[0] === 'shell')?.[5]).toBe('');
    expect(
      after('Initial JS, gzip on disk').find((row) => row[0] === 'shell JS before first paint'),
    ).toEqual(['shell JS before first paint', '/, mobile', '120.0 KB', '', '', '≤ 100 KB']);
    expect(after('Cold production build').slice(1)).toEqual([
      ['all 7 apps', '', '12.3 s'],
      ['mf-cashier alone', '', '1.5 s'],
      ['monolith', '', '–'],
    ]);
  });

  it('shows each live page with its long tasks against the budget', () => {
    expect(after('Live updates').slice(0, 3)).toEqual([
      ['**Live updates**', '', '_figure_', '_budget_'],
      ['/tournaments/7, 20 s', 'mobile', '1 long, worst 52 ms', '≤ 50 ms'],
      ['/jackpots, 12 s', 'mobile', '3 long, worst 71 ms', '≤ 50 ms'],
    ]);
  });

  it('puts a dash and a note for a live page that was not watched', () => {
    const results = {
      ...fixtureResults(),
      live: {
        ...FIXTURE_LIVE,
        tournament: { path: '/tournaments/{id}', unavailable: 'no active tournament' },
      },
    };
    expect(after('Live updates', reportRows(results, FIXTURE_BUDGETS)).slice(1, 3)).toEqual([
      ['/tournaments/{id}', 'mobile', '–', '≤ 50 ms'],
      ['/jackpots, 12 s', 'mobile', '3 long, worst 71 ms', '≤ 50 ms'],
    ]);
    expect(reportNotes(results)).toEqual(['Live updates, /tournaments/{id}: no active tournament']);
    const unwatched = reportRows({ ...results, live: null }, FIXTURE_BUDGETS);
    expect(after('Live updates', unwatched).slice(1, 3)).toEqual([
      ['/tournaments/{id}', 'mobile', '–', '≤ 50 ms'],
      ['/jackpots', 'mobile', '–', '≤ 50 ms'],
    ]);
  });

  it('says so, in one row and one note, when there is no monolith', () => {
    const results = { ...fixtureResults(), monolith: { unavailable: 'no builder yet' } };
    const without = reportRows(results, FIXTURE_BUDGETS);
    expect(without.filter((row) => row[0] === 'monolith build unavailable')).toHaveLength(2);
    expect(without.some((row) => row[0] === 'monolith')).toBe(true); // the build-time row only
    expect(reportNotes(results)).toEqual(['Monolith: no builder yet']);
    expect(formatReport(results, FIXTURE_BUDGETS)).toMatch(/\nMonolith: no builder yet$/);
  });
});
