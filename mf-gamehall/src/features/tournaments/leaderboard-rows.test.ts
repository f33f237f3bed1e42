import { describe, expect, it } from 'vitest';
import type { LeaderboardRow } from '@omad/contract/api';
import { leaderboardLines } from './leaderboard-rows';

const row = (place: number, overrides: Partial<LeaderboardRow> = {}): LeaderboardRow => ({
  place,
  player: `Pla***${place}`,
  score: `${1000 - place}.00`,
  rounds: 3,
  prize: null,
  is_self: false,
  ...overrides,
});

const top = (count: number) => Array.from({ length: count }, (_, index) => row(index + 1));
const places = (lines: ReturnType<typeof leaderboardLines>) =>
  lines.map((line) => (line.kind === 'gap' ? `…${line.hidden}` : `${line.row.place}`));

describe('the own-place rule', () => {
  it('shows the top alone for a guest or a player who does not take part', () => {
    expect(places(leaderboardLines(top(3), null, 40))).toEqual(['1', '2', '3']);
  });

  it('marks the own row where it is when it is among the rows shown', () => {
    const lines = leaderboardLines(top(5), row(2), 40);
    expect(places(lines)).toEqual(['1', '2', '3', '4', '5']);
    expect(lines.filter((line) => line.kind === 'row' && line.row.is_self)).toHaveLength(1);
    expect(lines[1]).toMatchObject({ kind: 'row', row: { place: 2, is_self: true } });
  });

  it('keeps a place far down in view after a gap that says how many are between', () => {
    const lines = leaderboardLines(top(10), row(37), 40);
    expect(places(lines)).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '…26', '37']);
    expect(lines.at(-1)).toMatchObject({ kind: 'row', row: { place: 37, is_self: true } });
  });

  it('needs no gap for the place right after the last shown', () => {
    expect(places(leaderboardLines(top(3), row(4), 40))).toEqual(['1', '2', '3', '4']);
  });

  it('says a participant without a scoring round is not ranked yet', () => {
    const self = row(41, { rounds: 0, score: '0.00', is_self: true });
    const lines = leaderboardLines(top(3), self, 40);
    expect(lines.at(-1)).toEqual({ kind: 'unranked', row: self });
    expect(lines).toHaveLength(4);
  });
});
