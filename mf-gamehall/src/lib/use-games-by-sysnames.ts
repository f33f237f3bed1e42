// The catalogue games for a list of sysnames (the favourites, the recently played, a jackpot's
// or a tournament's games), in the list's order. Each game is a query of its own, and the
// games asked for together are read in one games.get: when the list grows by one, only that
// one is read, and the row keeps showing the others meanwhile. A sysname the catalogue no
// longer has is left out.
import { useMemo } from 'react';
import { useQueries } from '@tanstack/react-query';
import type { Api, Game } from '@omad/contract/api';
import { useRemoteProps } from '@omad/contract/remote';

/** games.get answers at most this many games a call. */
const MAX_PER_CALL = 200;

type Waiter = Readonly<{ resolve: (game: Game | null) => void; reject: (error: unknown) => void }>;
type Waiting = Map<string, Waiter[]>;

/** The games asked for at once (the queries of a row start together), per client. */
const waitingByApi = new WeakMap<Api, Waiting>();

/** Reads the games waited for, at most MAX_PER_CALL a call, and answers each waiter. */
const send = (api: Api, waiting: Waiting): void => {
  const sysnames = [...waiting.keys()];
  for (let start = 0; start < sysnames.length; start += MAX_PER_CALL) {
    const wanted = sysnames.slice(start, start + MAX_PER_CALL);
    const answer = (each: (waiter: Waiter, sysname: string) => void) =>
      wanted.forEach((sysname) => waiting.get(sysname)?.forEach((waiter) => each(waiter, sysname)));
    api.games.get({ sysname: wanted, count: wanted.length }).then(
      ({ items }) => {
        const found = new Map(items.map((game) => [game.sysname, game]));
        answer((waiter, sysname) => waiter.resolve(found.get(sysname) ?? null));
      },
      (error: unknown) => answer((waiter) => waiter.reject(error)),
    );
  }
};

/** One catalogue game by its sysname, null when the catalogue has none of that name. */
const readGame = (api: Api, sysname: string) =>
  new Promise<Game | null>((resolve, reject) => {
    let waiting = waitingByApi.get(api);
    if (!waiting) {
      const batch: Waiting = new Map();
      waitingByApi.set(api, batch);
      queueMicrotask(() => {
        waitingByApi.delete(api);
        send(api, batch);
      });
      waiting = batch;
    }
    waiting.set(sysname, [...(waiting.get(sysname) ?? []), { resolve, reject }]);
  });

const gameBySysnameQuery = (api: Api, sysname: string) => ({
  queryKey: ['gamehall.gameBySysname', sysname],
  queryFn: () => readGame(api, sysname),
});

export type GamesBySysnames = Readonly<{
  /** The games read so far, in the list's order; undefined while none of them is known. */
  games: readonly Game[] | undefined;
  /** The list, or the games of it that are not known, could not be read. */
  failed: boolean;
  retry: () => void;
}>;

/** `sysnames` null: the list itself is still loading (or failed: `listFailed`). */
export const useGamesBySysnames = (
  sysnames: readonly string[] | null,
  listFailed = false,
): GamesBySysnames => {
  const { api } = useRemoteProps();
  const key = sysnames?.join(',') ?? '';
  const queries = useMemo(
    () => (key === '' ? [] : key.split(',')).map((sysname) => gameBySysnameQuery(api, sysname)),
    [api, key],
  );
  const results = useQueries({ queries });
  const retry = () => {
    for (const result of results) if (result.isError) void result.refetch();
  };
  if (listFailed) return { games: undefined, failed: true, retry };
  if (sysnames === null) return { games: undefined, failed: false, retry };
  const games = results.flatMap((result) => (result.data ? [result.data] : []));
  const allRead = results.every((result) => result.data !== undefined);
  return {
    games: games.length > 0 || allRead ? games : undefined,
    failed: results.some((result) => result.isError && result.data === undefined),
    retry,
  };
};
