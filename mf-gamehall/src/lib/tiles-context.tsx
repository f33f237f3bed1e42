// What every game tile of a list shares (the texts, the providers' names, the favourites),
// read once by the list instead of once per tile: a grid mounting rows of tiles while the
// player scrolls then pays for its tiles alone, not for hundreds of subscriptions.
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useRemoteProps } from '@omad/contract/remote';
import { useProviderNames } from './catalogue';
import { favouritesOf, type Favourites } from './favourites';
import type { GameBadge } from './game-fields';

export type TilesShared = Readonly<{
  /** The favourite toggle's accessible name for a game. */
  favouriteLabel: (name: string) => string;
  badgeLabels: Readonly<Record<GameBadge, string>>;
  /** A provider's name by sysname (see useProviderNames). */
  providerName: (sysname: string) => string;
  favourites: Favourites;
}>;

/** Stands for a game's name in a text translated once for every tile. */
const NAME = '\u0000';

/** The texts every tile shows, from the remote's translations. */
export const tileTexts = (t: TFunction): Pick<TilesShared, 'favouriteLabel' | 'badgeLabels'> => {
  // Translated once with a stand-in for the name: i18next per tile is dear while scrolling.
  const favourite = t('common.tile.favourite', { name: NAME }).split(NAME);
  return {
    favouriteLabel: (name) => favourite.join(name),
    badgeLabels: {
      new: t('common.tile.badge.new'),
      popular: t('common.tile.badge.popular'),
      jackpot: t('common.tile.badge.jackpot'),
    },
  };
};

/** Reads what a list's tiles share, for a TilesContext around them. */
export const useTilesSharedRead = (): TilesShared => {
  const { t } = useTranslation();
  const providerName = useProviderNames();
  const favourites = favouritesOf(useRemoteProps());
  return useMemo<TilesShared>(
    () => ({ ...tileTexts(t), providerName, favourites }),
    [t, providerName, favourites],
  );
};

export const TilesContext = createContext<TilesShared | null>(null);

/** Reads what the tiles inside it share, once for all of them. */
export const TilesProvider = ({ children }: Readonly<{ children: ReactNode }>) => (
  <TilesContext.Provider value={useTilesSharedRead()}>{children}</TilesContext.Provider>
);

/** What the tiles share, or null outside a TilesProvider. */
export const useTilesShared = (): TilesShared | null => useContext(TilesContext);
