// The game of the page, by system name (games.get with that sysname). A game the catalogue
// does not have is the shell's 404 (page:error), told once per name.
import { useCallback, useEffect, useState } from 'react';
import { Events } from '@omad/contract';
import type { Game } from '@omad/contract/api';
import { useRemoteProps } from '@omad/contract/remote';

export type GameState =
  | Readonly<{ status: 'loading' }>
  | Readonly<{ status: 'found'; game: Game }>
  | Readonly<{ status: 'missing' }>
  | Readonly<{ status: 'failed' }>;

export const useGame = (sysname: string | null): GameState & { retry: () => void } => {
  const { api, bus, locale } = useRemoteProps();
  const [state, setState] = useState<Readonly<{ key: string; value: GameState }> | null>(null);
  const [attempt, setAttempt] = useState(0);
  const key = `${locale}|${sysname ?? ''}|${attempt}`;

  useEffect(() => {
    if (sysname === null) return undefined;
    let current = true;
    api.games.get({ sysname, count: 1 }).then(
      (page) => {
        if (!current) return;
        const game = page.items.find((item) => item.sysname === sysname);
        setState({ key, value: game ? { status: 'found', game } : { status: 'missing' } });
      },
      (error: unknown) => {
        if (!current) return;
        console.error('[mf-gamehall] game failed to load', error);
        setState({ key, value: { status: 'failed' } });
      },
    );
    return () => {
      current = false;
    };
  }, [api, sysname, key]);

  const missing = sysname === null || state?.value.status === 'missing';
  useEffect(() => {
    if (missing) bus.emit(Events.PageError, { status: 404 });
  }, [bus, missing, sysname]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  if (sysname === null) return { status: 'missing', retry };
  // While a newer game (or locale) loads, the old one is not shown.
  return { ...(state?.key === key ? state.value : { status: 'loading' }), retry };
};
