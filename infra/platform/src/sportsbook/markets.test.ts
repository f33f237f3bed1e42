import { describe, expect, it } from 'vitest';
import {
  MARGIN,
  combinedOdds,
  oddsHundredths,
  payoutOf,
  pricesOf,
  selectionWins,
  selectionsOf,
} from './markets';
import type { Selection } from './markets';
import { SPORTS, drawCourse, finalScore, finishes, nominalDuration, scoreAt } from './match-model';

const MINUTE = 29_000_000;

describe('the match model', () => {
  it('draws the same course for the same fixture, and the score only grows along it', () => {
    for (const sport of SPORTS) {
      const course = drawCourse(sport, { edge: 50 }, `f-${sport}`);
      expect(drawCourse(sport, { edge: 50 }, `f-${sport}`)).toEqual(course);
      let last = { home: 0, away: 0 };
      for (let at = 0; at <= course.duration; at += 60_000) {
        const score = scoreAt(course, at);
        expect(score.home).toBeGreaterThanOrEqual(last.home);
        expect(score.away).toBeGreaterThanOrEqual(last.away);
        last = score;
      }
      expect(finalScore(course)).toEqual(last);
      expect(course.duration).toBeGreaterThan(0);
    }
  });

  it('ends tennis and esports at two sets or maps, and basketball never level', () => {
    for (let n = 0; n < 30; n += 1) {
      for (const sport of ['tennis', 'esports'] as const) {
        const score = finalScore(drawCourse(sport, { edge: 0 }, `s${n}`));
        expect(Math.max(score.home, score.away)).toBe(2);
        expect(Math.min(score.home, score.away)).toBeLessThan(2);
      }
      const basketball = finalScore(drawCourse('basketball', { edge: 0 }, `b${n}`));
      expect(basketball.home).not.toBe(basketball.away);
    }
    expect(nominalDuration('football')).toBe(105 * 60_000);
  });

  it('finishes a decided best-of-three as it stands', () => {
    const ends = finishes('tennis', { edge: -300 }, { home: 2, away: 0 }, 80 * 60_000, 7, 50);
    expect(new Set(ends.map((score) => `${score.home}:${score.away}`))).toEqual(new Set(['2:0']));
  });
});

describe('the markets', () => {
  const pick = (market: Selection['market'], choice: Selection['pick'], line: string | null) =>
    ({ market, pick: choice, line }) as Selection;

  it('offer a draw in football only, and give the handicap to the favourite', () => {
    expect(selectionsOf('football', 200).map((s) => `${s.market}:${s.pick}:${s.line}`)).toEqual([
      'result:home:null',
      'result:draw:null',
      'result:away:null',
      'total:over:2.5',
      'total:under:2.5',
      'handicap:home:-1.5',
      'handicap:away:-1.5',
    ]);
    expect(selectionsOf('basketball', -20).find((s) => s.market === 'handicap')?.line).toBe('2.5');
    expect(selectionsOf('football', 80).find((s) => s.market === 'handicap')?.line).toBe('-0.5');
    expect(selectionsOf('tennis', 0).some((s) => s.pick === 'draw')).toBe(false);
  });

  it('settle each pick by the final score', () => {
    const score = { home: 2, away: 1 };
    expect(selectionWins(pick('result', 'home', null), score)).toBe(true);
    expect(selectionWins(pick('result', 'draw', null), score)).toBe(false);
    expect(selectionWins(pick('result', 'draw', null), { home: 1, away: 1 })).toBe(true);
    expect(selectionWins(pick('total', 'over', '2.5'), score)).toBe(true);
    expect(selectionWins(pick('total', 'under', '2.5'), score)).toBe(false);
    expect(selectionWins(pick('handicap', 'home', '-1.5'), score)).toBe(false);
    expect(selectionWins(pick('handicap', 'away', '-1.5'), score)).toBe(true);
    expect(selectionWins(pick('handicap', 'home', '1.5'), { home: 0, away: 1 })).toBe(true);
  });

  it('price each market with the margin, the same within a minute, moving between minutes', () => {
    const fixture = { id: 'f-1', sport: 'football', baseEdge: 60 } as const;
    const start = { score: { home: 0, away: 0 }, elapsed: 0 };
    const prices = pricesOf(fixture, start, MINUTE);
    expect(pricesOf(fixture, start, MINUTE)).toEqual(prices);
    const implied = (keys: string[]) =>
      keys.reduce((sum, key) => sum + 100 / Number(oddsHundredths(prices.get(key) ?? '0')), 0);
    for (const market of [
      ['result:home', 'result:draw', 'result:away'],
      ['total:over', 'total:under'],
      ['handicap:home', 'handicap:away'],
    ]) {
      expect(implied(market)).toBeGreaterThan(MARGIN - 0.03);
      expect(implied(market)).toBeLessThan(MARGIN + 0.03);
    }
    const later = [1, 2, 3, 4, 5].map((m) => pricesOf(fixture, start, MINUTE + m));
    expect(later.some((other) => other.get('result:home') !== prices.get('result:home'))).toBe(
      true,
    );
  });

  it('suspend what the score has all but decided, and price what it leaves open', () => {
    const prices = pricesOf(
      { id: 'f-2', sport: 'football', baseEdge: 0 },
      { score: { home: 4, away: 0 }, elapsed: 100 * 60_000 },
      MINUTE,
    );
    expect(prices.get('result:home')).toBeNull();
    expect(prices.get('total:over')).toBeNull();
    expect(prices.get('handicap:home')).toBeNull();
  });

  it('combine odds and pay in whole cents, rounding down', () => {
    expect(combinedOdds(['1.85'])).toBe('1.85');
    expect(combinedOdds(['1.85', '2.10', '1.33'])).toBe('5.16'); // 5.167… down
    expect(combinedOdds([])).toBe('1.00');
    expect(payoutOf('10000.00', '1.85')).toBe('18500.00');
    expect(payoutOf('333.33', '1.07')).toBe('356.66'); // 356.6631
  });
});
