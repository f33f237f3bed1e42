// The own-place rule of a leaderboard: the top rows as the platform ranks them, and the
// player's own row always in view. When the player is further down than the rows shown, the
// table ends with a gap and their row; when they take part but have not scored yet, their
// row says so instead of a place.
import type { LeaderboardRow } from '@omad/contract/api';

export type LeaderboardLine =
  | Readonly<{ kind: 'row'; row: LeaderboardRow }>
  | Readonly<{ kind: 'gap'; hidden: number }>
  | Readonly<{ kind: 'unranked'; row: LeaderboardRow }>;

/** The lines a table draws from the top `items` (ranked) and the player's own row. */
export const leaderboardLines = (
  items: readonly LeaderboardRow[],
  self: LeaderboardRow | null,
  ranked: number,
): LeaderboardLine[] => {
  const lines: LeaderboardLine[] = items.map((row) => ({
    kind: 'row',
    row: self && row.place === self.place && self.rounds > 0 ? { ...row, is_self: true } : row,
  }));
  if (!self) return lines;
  if (self.rounds === 0) return [...lines, { kind: 'unranked', row: self }];
  const last = items.at(-1)?.place ?? 0;
  if (self.place <= last) return lines;
  const hidden = Math.min(self.place, ranked + 1) - last - 1;
  if (hidden > 0) lines.push({ kind: 'gap', hidden });
  lines.push({ kind: 'row', row: { ...self, is_self: true } });
  return lines;
};
