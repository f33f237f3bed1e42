// The catalogue games for a list of sysnames (the favourites, the recently played), in the
// list's order. Games already read stay: when the list grows by one, only that one is read,
// and the row keeps showing the others meanwhile. A sysname the catalogue no longer has is
// left out.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Game } from '@omad/contract/api';
import { useRemoteProps } from '@omad/contract/remote';
import type { GameRowState } from './game-row';

/** games.get answers at most this many games a call. */
const MAX_PER_CALL = 200;

export type GamesBySysnames = Readonly<{
  state: GameRowState;
  games: readonly Game[];
  retry: () => void;
}>;

/** `sysnames` null: the list itself is still loading (or failed: `listFailed`). */
export const useGamesBySysnames = (
  sysnames: readonly string[] | null,
  listFailed = false,
): GamesBySysnames => {
  const { api, locale } = useRemoteProps();
  const known = useRef({ locale, games: new Map<string, Game | null>() });
  if (known.current.locale !== locale) known.current = { locale, games: new Map() };
  const [, setVersion] = useState(0);
  const [failure, setFailure] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);

  const missing = (sysnames ?? []).filter((sysname) => !known.current.games.has(sysname));
  const missingKey = missing.join(',');

  useEffect(() => {
    if (missingKey === '') return undefined;
    let current = true;
    const wanted = missingKey.split(',').slice(0, MAX_PER_CALL);
    const games = known.current.games;
    api.games.get({ sysname: wanted, count: wanted.length }).then(
      ({ items }) => {
        for (const game of items) games.set(game.sysname, game);
        for (const sysname of wanted) if (!games.has(sysname)) games.set(sysname, null);
        if (current) {
          setFailure(null);
          setVersion((version) => version + 1);
        }
      },
      (error: unknown) => {
        console.warn('[mf-gamehall] games of a row could not be read', error);
        if (current) setFailure(missingKey);
      },
    );
    return () => {
      current = false;
    };
  }, [api, missingKey, attempt, locale]);

  const retry = useCallback(() => {
    setFailure(null);
    setAttempt((count) => count + 1);
  }, []);

  const games = (sysnames ?? []).flatMap((sysname) => known.current.games.get(sysname) ?? []);
  if (listFailed) return { state: 'error', games: [], retry };
  if (sysnames === null) return { state: 'loading', games: [], retry };
  if (failure !== null && failure === missingKey && games.length === 0) {
    return { state: 'error', games: [], retry };
  }
  if (missing.length > 0 && games.length === 0) return { state: 'loading', games: [], retry };
  return { state: 'ready', games, retry };
};
