// A game page's own part of the head: the game's name, its provider when known, its art. The
// page gives it usePageSeo and its first screen gives the edge the same (without the provider,
// which the page reads later), so the head a crawler reads names the game.
import type { TFunction } from 'i18next';
import type { PageSeoInput } from '@omad/contract';
import type { tileOf } from '../../lib/game-fields';

export const gameSeo = (
  t: TFunction,
  tile: Pick<ReturnType<typeof tileOf>, 'name' | 'image'>,
  provider: string,
): PageSeoInput => ({
  title: t('gamePage.seoTitle', { name: tile.name }),
  description: provider
    ? t('gamePage.seoDescription', { name: tile.name, provider })
    : t('gamePage.seoDescriptionNoProvider', { name: tile.name }),
  image: tile.image,
});
