// The pure rules of competitions on fixed rounds: what each tournament rule makes of the same
// rounds, a jackpot's share of a bet to the cent, the feed's big wins, phases and prizes.
import { describe, expect, it } from 'vitest';
import {
  contributionOf,
  isBigWin,
  multiplierOf,
  prizeOfPlace,
  prizePoolOf,
  scoreAfter,
  statusAt,
} from './competition-rules';

/** Fixed rounds (bet, win) a participant plays in order. */
const ROUNDS: readonly (readonly [string, string])[] = [
  ['1000.00', '0.00'],
  ['2000.00', '5000.00'],
  ['5000.00', '100000.00'],
  ['25000.00', '12500.00'],
  ['3.00', '10.00'],
];

const scoresOf = (rule: Parameters<typeof scoreAfter>[0]) => {
  const scores: string[] = [];
  let score = '0.00';
  for (const [bet, win] of ROUNDS) {
    score = scoreAfter(rule, score, bet, win);
    scores.push(score);
  }
  return scores;
};

describe('scoreAfter on fixed rounds', () => {
  it('total_bet adds every bet, won or lost', () => {
    expect(scoresOf('total_bet')).toEqual([
      '1000.00',
      '3000.00',
      '8000.00',
      '33000.00',
      '33003.00',
    ]);
  });

  it('total_win adds every win; a lost round keeps the score', () => {
    expect(scoresOf('total_win')).toEqual([
      '0.00',
      '5000.00',
      '105000.00',
      '117500.00',
      '117510.00',
    ]);
  });

  it('max_multiplier keeps the best win-to-bet multiplier, cut to two places', () => {
    // 0x, 2.5x, 20x, 0.5x (kept 20), 3.333... cut to 3.33 (kept 20).
    expect(scoresOf('max_multiplier')).toEqual(['0.00', '2.50', '20.00', '20.00', '20.00']);
    expect(scoreAfter('max_multiplier', '1.00', '3.00', '10.00')).toBe('3.33');
    expect(scoreAfter('max_multiplier', '7.5', '1000.00', '0.00')).toBe('7.50');
  });
});

describe('the money of jackpots and the feed', () => {
  it("cuts a jackpot's share of a bet to whole cents", () => {
    expect(contributionOf('1000.00', '0.50')).toBe('5.00');
    expect(contributionOf('25000.00', '0.30')).toBe('75.00');
    expect(contributionOf('0.20', '0.50')).toBe('0.00');
    expect(contributionOf('10.00', '0.20')).toBe('0.02');
    expect(contributionOf('1.99', '0.50')).toBe('0.00');
    expect(contributionOf('333.33', '0.30')).toBe('0.99');
  });

  it('calls a win of 10 times the bet or more big, and gives its multiplier exactly', () => {
    expect(isBigWin('1000.00', '10000.00')).toBe(true);
    expect(isBigWin('1000.00', '9999.99')).toBe(false);
    expect(isBigWin('0.00', '10.00')).toBe(false);
    expect(multiplierOf('1000.00', '20000.00')).toBe('20.00');
    expect(multiplierOf('3.00', '100.00')).toBe('33.33');
    expect(() => multiplierOf('0.00', '1.00')).toThrow();
  });
});

describe('tournament phases and prizes', () => {
  const period = { starts_at: 1000, ends_at: 2000 };

  it('is upcoming before its start, active from it, finished from its (exclusive) end', () => {
    expect([999, 1000, 1999, 2000].map((at) => statusAt(period, at))).toEqual([
      'upcoming',
      'active',
      'active',
      'finished',
    ]);
  });

  it('sums the pool over every place, and finds the prize of a place', () => {
    const prizes = [
      { from: 1, to: 1, amount: '20000000.00' },
      { from: 2, to: 2, amount: '10000000.00' },
      { from: 3, to: 3, amount: '5000000.00' },
      { from: 4, to: 10, amount: '1500000.00' },
      { from: 11, to: 20, amount: '500000.00' },
    ];
    expect(prizePoolOf(prizes)).toBe('50500000.00');
    expect(prizePoolOf([])).toBe('0.00');
    expect([1, 4, 10, 11, 20, 21].map((place) => prizeOfPlace(prizes, place))).toEqual([
      '20000000.00',
      '1500000.00',
      '1500000.00',
      '500000.00',
      '500000.00',
      null,
    ]);
  });
});
