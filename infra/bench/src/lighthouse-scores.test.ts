import { describe, expect, it } from 'vitest';
import {
  evaluateLighthouse,
  formatLighthouse,
  loadLighthouseBudgets,
  pageOf,
  type LighthousePage,
} from './lighthouse-scores';

/** The part of a Lighthouse result the bench reads, as Lighthouse 12 writes it. */
const lhr = (scores: readonly [number, number, number, number | null], lcp: number) => ({
  categories: {
    performance: { score: scores[0] },
    accessibility: { score: scores[1] },
    'best-practices': { score: scores[2] },
    seo: { score: scores[3] },
  },
  audits: {
    'largest-contentful-paint': { numericValue: lcp },
    'total-blocking-time': { numericValue: 40.4 },
    'cumulative-layout-shift': { numericValue: 0.002 },
    'first-contentful-paint': { numericValue: 900 },
  },
});

describe('Lighthouse figures', () => {
  const budgets = loadLighthouseBudgets();

  it('reads the issue’s budgets from lighthouse-budgets.json', () => {
    expect(budgets).toEqual({
      lcpMs: 1800,
      homeLcpMs: 1200,
      tbtMs: 100,
      cls: 0.01,
      performance: 90,
      accessibility: 100,
      bestPractices: 100,
      seo: 100,
    });
  });

  it('reads the scores in percent and the metrics of a result', () => {
    expect(pageOf('/about', lhr([0.93, 1, 0.96, null], 1500))).toEqual({
      path: '/about',
      performance: 93,
      accessibility: 100,
      bestPractices: 96,
      seo: null,
      lcpMs: 1500,
      tbtMs: 40.4,
      cls: 0.002,
    });
    expect(() => pageOf('/', { audits: {} })).toThrow();
  });

  it('passes a page within every budget, and names each miss of one that is not', () => {
    const pages: LighthousePage[] = [
      pageOf('/about', lhr([0.95, 1, 1, 1], 1800)),
      pageOf('/', lhr([0.95, 1, 1, 1], 1300)),
      pageOf('/ru/jackpots', lhr([0.8, 0.97, 1, 1], 2500)),
    ];
    expect(evaluateLighthouse(budgets, pages).map((line) => line.text)).toEqual([
      'PASS  /about',
      'FAIL  /: LCP 1.30 s > 1.20 s',
      'FAIL  /ru/jackpots: LCP 2.50 s > 1.80 s, performance 80 < 90, accessibility 97 < 100',
    ]);
    expect(formatLighthouse(pages).split('\n')[0]).toMatch(/^page\s+perf\s+a11y/);
    expect(formatLighthouse(pages)).toContain('/ru/jackpots');
  });
});
