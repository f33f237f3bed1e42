// The games the player played last (games.getHistory, newest first), each once.
import { useQuery } from '@tanstack/react-query';
import type { GameRound } from '@omad/contract/api';
import { platformQuery, useRemoteProps, useSession } from '@omad/contract/remote';
import { useGamesBySysnames, type GamesBySysnames } from './use-games-by-sysnames';

/** Rounds read to find the last games: a player often plays several rounds of one game. */
export const HISTORY_WINDOW = 100;
/** Games a recently played row shows. */
export const RECENT_GAMES = 12;

/** Distinct game sysnames of `rounds` (newest first), at most `limit`, newest first. */
export const recentGameSysnames = (rounds: readonly GameRound[], limit: number): string[] => {
  const seen = new Set<string>();
  for (const round of rounds) {
    if (seen.size >= limit) break;
    seen.add(round.game.sysname);
  }
  return [...seen];
};

/** A signed-in player's recently played games; nothing is read for a guest. */
export const useRecentlyPlayed = (limit = RECENT_GAMES): GamesBySysnames => {
  const { api } = useRemoteProps();
  const signedIn = useSession((state) => state.authenticated && state.account !== null);
  const history = useQuery({
    ...platformQuery(api, 'games.getHistory', { offset: 0, count: HISTORY_WINDOW }),
    enabled: signedIn,
  });
  const sysnames = history.data ? recentGameSysnames(history.data.items, limit) : null;
  const failed = history.isError && history.data === undefined;
  const games = useGamesBySysnames(sysnames, failed);
  return failed ? { ...games, retry: () => void history.refetch() } : games;
};
