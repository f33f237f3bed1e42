// Tournament reads, each kept fresh while shown: the list (participants, status), one
// tournament, and its leaderboard (every few seconds: players climb while the page is open).
import type { Leaderboard, Page, Tournament, TournamentStatusValue } from '@omad/contract/api';
import { useRemoteProps, useSession } from '@omad/contract/remote';
import { useLiveRead } from '../../lib/live-read';

export const TOURNAMENTS_REFRESH_MS = 30_000;
export const LEADERBOARD_REFRESH_MS = 8000;
/** Rows a leaderboard shows before the player's own place. */
export const LEADERBOARD_ROWS = 20;

/** Who is asking: a sign-in or out reads again (is_participating, the own row). */
const useViewer = () => useSession((state) => state.account?.uid ?? 0);

export const useTournaments = (status: TournamentStatusValue) => {
  const { api, locale } = useRemoteProps();
  const viewer = useViewer();
  return useLiveRead<Page<Tournament>>(
    `${locale}:${status}:${viewer}`,
    () => api.tournaments.get({ status: [status], count: 50 }),
    'tournaments',
    TOURNAMENTS_REFRESH_MS,
  );
};

/** One tournament; ready with null when the platform has none of that id. */
export const useTournament = (id: number | null) => {
  const { api, locale } = useRemoteProps();
  const viewer = useViewer();
  return useLiveRead<Tournament | null>(
    id === null ? null : `${locale}:${id}:${viewer}`,
    async () => (await api.tournaments.get({ id: id ?? 0 })).items[0] ?? null,
    'tournament',
    TOURNAMENTS_REFRESH_MS,
  );
};

export const useLeaderboard = (id: number | null, live: boolean) => {
  const { api, locale } = useRemoteProps();
  const viewer = useViewer();
  return useLiveRead<Leaderboard>(
    id === null ? null : `${locale}:${id}:${viewer}`,
    () => api.leaderboard.get({ tournament_id: id ?? 0, count: LEADERBOARD_ROWS }),
    'leaderboard',
    // A finished table does not change: read again only now and then.
    live ? LEADERBOARD_REFRESH_MS : TOURNAMENTS_REFRESH_MS * 4,
  );
};

/** The route's :id as a tournament id, or null when it is not one. */
export const tournamentIdOf = (param: string | undefined): number | null =>
  param !== undefined && /^\d{1,9}$/.test(param) ? Number(param) : null;

export const tournamentPath = (id: number) => `/tournaments/${id}`;
export const tournamentGamesPath = (id: number) => `/tournaments/${id}/gamehall`;
