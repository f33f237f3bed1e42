// The bench's one table, as Markdown (it pastes into HISTORY.md as it is): page metrics of
// the federated and the monolith build, their ratios, the remote switch, the games hall and
// the live pages, each app's initial JS and the build times, each section under a bold row
// naming its columns.
import { budgetFigures, type Budgets } from './budgets';
import { NONE, buildSeconds, count, kb, millis, score, seconds, times } from './format';
import type { LiveOutcome } from './live-updates';
import { JACKPOTS_PATH, TOURNAMENT_ROUTE } from './live-updates';
import type { BenchResults, PageMetric, PageResult, StackResult } from './results';
import { monolithOf } from './results';
import { ratio } from './stats';

export type Row = readonly string[];

export const COLUMNS: Row = [
  'Page / app',
  'Profile',
  'JS before FCP',
  'JS total',
  'Requests',
  'FCP',
  'LCP',
  'CLS',
  'TBT',
];
/** Columns of figures, right-aligned. */
const FIRST_FIGURE_COLUMN = 2;

/** A Markdown table with every column padded to its widest cell (as Prettier writes it). */
export const formatTable = (header: Row, rows: readonly Row[]): string => {
  const cells = (row: Row) => header.map((_, column) => row[column] ?? '');
  const all = [header, ...rows].map(cells);
  const widths = header.map((_, column) =>
    Math.max(3, ...all.map((row) => (row[column] ?? '').length)),
  );
  const right = (column: number) => column >= FIRST_FIGURE_COLUMN;
  const line = (row: Row) =>
    `| ${row
      .map((cell, column) =>
        right(column) ? cell.padStart(widths[column] ?? 0) : cell.padEnd(widths[column] ?? 0),
      )
      .join(' | ')} |`;
  const separator = `| ${widths
    .map((width, column) => (right(column) ? `${'-'.repeat(width - 1)}:` : '-'.repeat(width)))
    .join(' | ')} |`;
  return [line(cells(header)), separator, ...all.slice(1).map(line)].join('\n');
};

const pageCells = (page: PageResult): Row => {
  const m = page.metrics;
  return [
    page.path,
    page.profile,
    kb(m.jsBeforeFcp),
    kb(m.jsTotal),
    count(m.requests),
    seconds(m.fcp),
    seconds(m.lcp),
    score(m.cls),
    millis(m.tbt),
  ];
};

const RATIO_METRICS: readonly (PageMetric | null)[] = [
  'jsBeforeFcp',
  'jsTotal',
  'requests',
  'fcp',
  'lcp',
  null,
  'tbt',
];

const ratioRows = (federated: StackResult, monolith: StackResult): Row[] =>
  federated.pages.flatMap((page) => {
    const twin = monolith.pages.find((m) => m.path === page.path && m.profile === page.profile);
    if (!twin) return [];
    const cell = (metric: PageMetric | null) =>
      metric === null ? NONE : times(ratio(page.metrics[metric], twin.metrics[metric]));
    return [[page.path, page.profile, ...RATIO_METRICS.map(cell)]];
  });

/** A live page's row: long tasks while it updated, or a dash when it was not watched. */
const liveRow = (outcome: LiveOutcome | null, path: string, budgetMs: number): Row => {
  const budget = `≤ ${budgetMs} ms`;
  if (!outcome || 'unavailable' in outcome) return [outcome?.path ?? path, 'mobile', NONE, budget];
  return [
    `${outcome.path}, ${outcome.watchedMs / 1000} s`,
    'mobile',
    `${outcome.longTasks} long, worst ${millis(outcome.worstTaskMs)}`,
    budget,
  ];
};

const section = (title: string, ...columns: string[]): Row => [
  `**${title}**`,
  '',
  ...columns.map((column) => (column ? `_${column}_` : '')),
];

/** Every row of the report, section by section. */
export const reportRows = (results: BenchResults, budgets: Budgets): Row[] => {
  const monolith = monolithOf(results);
  const unavailable = ['monolith build unavailable'];
  const switchRow = (name: string, stack: StackResult): Row => [
    name,
    'desktop',
    millis(stack.switch.cold),
    millis(stack.switch.warm),
  ];
  const build = results.build;
  return [
    section('Federated'),
    ...results.federated.pages.map(pageCells),
    section('Monolith'),
    ...(monolith ? monolith.pages.map(pageCells) : [unavailable]),
    section('Federated ÷ monolith'),
    ...(monolith ? ratioRows(results.federated, monolith) : [unavailable]),
    section('Remote switch / → /gamehall', 'cold', 'warm'),
    switchRow('federated', results.federated),
    ...(monolith ? [switchRow('monolith', monolith)] : []),
    section('Games hall', 'figure', 'budget'),
    [
      'lobby scroll, 2,400 games',
      'mobile',
      results.gamehall.scroll
        ? `${results.gamehall.scroll.longTasks} long, worst ${millis(results.gamehall.scroll.worstTaskMs)}`
        : '—',
      `≤ ${budgets.lobbyScrollLongTaskMs} ms`,
    ],
    [
      'search, keystroke → results',
      'desktop',
      millis(results.gamehall.searchMs),
      `≤ ${budgets.searchResultsMs} ms`,
    ],
    section('Live updates', 'figure', 'budget'),
    liveRow(results.live?.tournament ?? null, TOURNAMENT_ROUTE, budgets.liveUpdatesLongTaskMs),
    liveRow(results.live?.jackpots ?? null, JACKPOTS_PATH, budgets.liveUpdatesLongTaskMs),
    section('Initial JS, gzip on disk', 'entry', 'chunks', 'total', 'budget'),
    ...results.apps.map((app) => [
      app.app,
      '',
      kb(app.entry),
      kb(app.chunks),
      kb(app.chunks === null ? null : app.entry + app.chunks),
      app.app.startsWith('mf-') ? `≤ ${budgets.remoteInitialJsKb} KB` : '',
    ]),
    // The shell's budget is what the first paint waits for: since the edge draws the first
    // frame into the page, that is less than the entry, which takes the frame over after.
    shellBeforePaintRow(results, budgets),
    section('Cold production build', 'seconds'),
    ['all 7 apps', '', buildSeconds(build.allApps)],
    ['mf-cashier alone', '', buildSeconds(build.cashier)],
    ['monolith', '', buildSeconds(build.monolith)],
  ];
};

const shellBeforePaintRow = (results: BenchResults, budgets: Budgets): string[] => {
  const figure = budgetFigures(results).shellJsBeforeFirstPaint;
  return [
    'shell JS before first paint',
    'value' in figure ? figure.where : '',
    'value' in figure ? kb(figure.value) : NONE,
    '',
    '',
    `≤ ${budgets.shellJsBeforeFirstPaintKb} KB`,
  ];
};

/** Lines printed under the table: what a dash in it means this time. */
export const reportNotes = (results: BenchResults): string[] => [
  ...('unavailable' in results.monolith ? [`Monolith: ${results.monolith.unavailable}`] : []),
  ...(results.build.note ? [`Build: ${results.build.note}`] : []),
  ...(results.live ? [results.live.tournament, results.live.jackpots] : []).flatMap((outcome) =>
    'unavailable' in outcome ? [`Live updates, ${outcome.path}: ${outcome.unavailable}`] : [],
  ),
  ...[
    ...results.federated.pages.map((page) => ({ page, build: 'federated' })),
    ...(monolithOf(results)?.pages ?? []).map((page) => ({ page, build: 'monolith' })),
  ]
    .filter(({ page }) => page.cappedRuns > 0)
    .map(
      ({ page, build }) =>
        `${page.path} (${page.profile}, ${build}): the network never went quiet in ${page.cappedRuns} run(s); read at the 20 s cap`,
    ),
];

export const formatReport = (results: BenchResults, budgets: Budgets): string =>
  [formatTable(COLUMNS, reportRows(results, budgets)), ...reportNotes(results)].join('\n');
