// What `npm run bench -- --lighthouse` reports of a Lighthouse run, apart from running it:
// the four category scores and the three page metrics of each page, their table, and one
// PASS / FAIL line per page against the budgets (infra/bench/lighthouse-budgets.json).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import * as v from 'valibot';
import { millis, score, seconds } from './format';

export const LIGHTHOUSE_BUDGETS_FILE = path.resolve(
  import.meta.dirname,
  '../lighthouse-budgets.json',
);

const Positive = v.pipe(v.number(), v.minValue(0));
const Score = v.pipe(v.number(), v.minValue(0), v.maxValue(100));

export const LighthouseBudgetsSchema = v.strictObject({
  /** Largest contentful paint on every page, and on home, in milliseconds. */
  lcpMs: Positive,
  homeLcpMs: Positive,
  /** Total blocking time, in milliseconds. */
  tbtMs: Positive,
  /** Cumulative layout shift. */
  cls: Positive,
  /** The least category scores, 0–100. */
  performance: Score,
  accessibility: Score,
  bestPractices: Score,
  seo: Score,
});
export type LighthouseBudgets = v.InferOutput<typeof LighthouseBudgetsSchema>;

export const loadLighthouseBudgets = (file = LIGHTHOUSE_BUDGETS_FILE): LighthouseBudgets =>
  v.parse(LighthouseBudgetsSchema, JSON.parse(readFileSync(file, 'utf8')));

/** One page's result: category scores 0–100, metrics as Lighthouse computed them. */
export type LighthousePage = Readonly<{
  path: string;
  performance: number | null;
  accessibility: number | null;
  bestPractices: number | null;
  seo: number | null;
  lcpMs: number | null;
  tbtMs: number | null;
  cls: number | null;
}>;

const CategorySchema = v.object({ score: v.nullable(v.number()) });
const AuditSchema = v.object({ numericValue: v.optional(v.number()) });
/** The part of a Lighthouse result (LHR) the bench reads. */
const ResultSchema = v.object({
  categories: v.object({
    performance: v.optional(CategorySchema),
    accessibility: v.optional(CategorySchema),
    'best-practices': v.optional(CategorySchema),
    seo: v.optional(CategorySchema),
  }),
  audits: v.record(v.string(), AuditSchema),
});

/** The figures of one Lighthouse result (its JSON report, parsed). */
export const pageOf = (pagePath: string, lhr: unknown): LighthousePage => {
  const { categories, audits } = v.parse(ResultSchema, lhr);
  const percent = (category: v.InferOutput<typeof CategorySchema> | undefined) =>
    category?.score == null ? null : Math.round(category.score * 100);
  const metric = (id: string) => audits[id]?.numericValue ?? null;
  return {
    path: pagePath,
    performance: percent(categories.performance),
    accessibility: percent(categories.accessibility),
    bestPractices: percent(categories['best-practices']),
    seo: percent(categories.seo),
    lcpMs: metric('largest-contentful-paint'),
    tbtMs: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
  };
};

const cell = (value: number | null) => (value === null ? '–' : String(value));

/** The table: one row a page, scores then metrics. */
export const formatLighthouse = (pages: readonly LighthousePage[]): string => {
  const header = ['page', 'perf', 'a11y', 'best pr.', 'SEO', 'LCP', 'TBT', 'CLS'];
  const rows = pages.map((page) => [
    page.path,
    cell(page.performance),
    cell(page.accessibility),
    cell(page.bestPractices),
    cell(page.seo),
    seconds(page.lcpMs),
    millis(page.tbtMs),
    score(page.cls),
  ]);
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)),
  );
  const line = (row: readonly string[]) =>
    row
      .map((text, column) =>
        column === 0 ? text.padEnd(widths[column] ?? 0) : text.padStart(widths[column] ?? 0),
      )
      .join('  ');
  return [line(header), ...rows.map(line)].join('\n');
};

const isHome = (pagePath: string) => pagePath === '/' || /^\/ru\/?$/.test(pagePath);

/** One line a page: PASS when every figure keeps its budget, else FAIL naming the misses. */
export const evaluateLighthouse = (
  budgets: LighthouseBudgets,
  pages: readonly LighthousePage[],
): Readonly<{ status: 'PASS' | 'FAIL'; text: string }>[] =>
  pages.map((page) => {
    const lcpLimit = isHome(page.path) ? budgets.homeLcpMs : budgets.lcpMs;
    const misses = [
      page.lcpMs === null || page.lcpMs > lcpLimit
        ? `LCP ${seconds(page.lcpMs)} > ${seconds(lcpLimit)}`
        : null,
      page.tbtMs === null || page.tbtMs > budgets.tbtMs
        ? `TBT ${millis(page.tbtMs)} > ${millis(budgets.tbtMs)}`
        : null,
      page.cls === null || page.cls > budgets.cls
        ? `CLS ${score(page.cls)} > ${score(budgets.cls)}`
        : null,
      ...(
        [
          ['performance', page.performance, budgets.performance],
          ['accessibility', page.accessibility, budgets.accessibility],
          ['best practices', page.bestPractices, budgets.bestPractices],
          ['SEO', page.seo, budgets.seo],
        ] as const
      ).map(([name, value, least]) =>
        value === null || value < least ? `${name} ${cell(value)} < ${least}` : null,
      ),
    ].filter((miss): miss is string => miss !== null);
    return misses.length === 0
      ? { status: 'PASS', text: `PASS  ${page.path}` }
      : { status: 'FAIL', text: `FAIL  ${page.path}: ${misses.join(', ')}` };
  });
