// The game of the page, by system name (games.get with that sysname; the edge makes the same
// read for the page's first screen). A game the catalogue does not have is the shell's 404
// (page:error), told once per name.
import { useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Events } from '@omad/contract';
import type { Game, Page } from '@omad/contract/api';
import { platformQuery, useRemoteProps } from '@omad/contract/remote';

/** `sysname` null: the address names no game (an unknown mode, say): a 404 at once. */
export const useGame = (sysname: string | null) => {
  const { api, bus } = useRemoteProps();
  const queryClient = useQueryClient();
  const read = platformQuery(api, 'games.get', { sysname: sysname ?? '', count: 1 });
  const game = useQuery({
    ...read,
    enabled: sysname !== null,
    // Null: the catalogue has no game of that name.
    select: (page: Page<Game>) => page.items.find((item) => item.sysname === sysname) ?? null,
  });

  const missing = sysname === null || game.data === null;
  useEffect(() => {
    if (missing) bus.emit(Events.PageError, { status: 404 });
  }, [bus, missing, sysname]);

  /** Reads the game afresh: the page shows its skeleton until it is read again. */
  const reload = () => void queryClient.resetQueries({ queryKey: read.queryKey, exact: true });
  return { game, missing, reload };
};
