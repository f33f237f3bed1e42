// Tournament reads, each kept fresh while shown: the list (participants, status), one
// tournament, and its leaderboard (every few seconds: players climb while the page is open).
// A refresh that fails keeps what is shown; a tab that was hidden reads at once when it shows.
import { useEffect, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { Page, Tournament, TournamentStatusValue } from '@omad/contract/api';
import { platformQuery, useRemoteProps, useSession } from '@omad/contract/remote';
import { TOURNAMENTS_SHOWN } from '../../lib/read-sizes';

export const TOURNAMENTS_REFRESH_MS = 30_000;
export const LEADERBOARD_REFRESH_MS = 8000;
/** Rows a leaderboard shows before the player's own place. */
export const LEADERBOARD_ROWS = 20;

const live = (everyMs: number) => ({ refetchInterval: everyMs, refetchOnWindowFocus: true });

export const useTournaments = (status: TournamentStatusValue) => {
  const { api } = useRemoteProps();
  const signedIn = useSession((state) => state.authenticated);
  const tournaments = useQuery({
    ...platformQuery(api, 'tournaments.get', { status: [status], count: TOURNAMENTS_SHOWN }),
    ...live(TOURNAMENTS_REFRESH_MS),
  });
  // The first answer may be a guest's, the read the edge made for the first screen (pages.ts):
  // a player's own says which tournaments they take part in, so a player reads it again once.
  const { isSuccess, refetch } = tournaments;
  const readAsPlayer = useRef(false);
  useEffect(() => {
    if (!signedIn || !isSuccess || readAsPlayer.current) return;
    readAsPlayer.current = true;
    void refetch();
  }, [signedIn, isSuccess, refetch]);
  return tournaments;
};

const onlyTournament = (page: Page<Tournament>): Tournament | null => page.items[0] ?? null;

/** One tournament; null when the platform has none of that id. */
export const useTournament = (id: number | null) => {
  const { api } = useRemoteProps();
  return useQuery({
    ...platformQuery(api, 'tournaments.get', { id: id ?? 0 }),
    ...live(TOURNAMENTS_REFRESH_MS),
    enabled: id !== null,
    select: onlyTournament,
  });
};

export const useLeaderboard = (id: number | null, running: boolean) => {
  const { api } = useRemoteProps();
  return useQuery({
    ...platformQuery(api, 'leaderboard.get', { tournament_id: id ?? 0, count: LEADERBOARD_ROWS }),
    // A finished table does not change: read again only now and then.
    ...live(running ? LEADERBOARD_REFRESH_MS : TOURNAMENTS_REFRESH_MS * 4),
    enabled: id !== null,
  });
};

/** The route's :id as a tournament id, or null when it is not one. */
export const tournamentIdOf = (param: string | undefined): number | null =>
  param !== undefined && /^\d{1,9}$/.test(param) ? Number(param) : null;

export const tournamentPath = (id: number) => `/tournaments/${id}`;
export const tournamentGamesPath = (id: number) => `/tournaments/${id}/gamehall`;
