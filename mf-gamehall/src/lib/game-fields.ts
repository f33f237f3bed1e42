// What a game tile shows, read once from a catalogue game: the description's name and image
// override the game's own (spec section 3), and three categories become badges.
import type { Game } from '@omad/contract/api';
import { gamePagePath } from '@omad/contract/seo';

/** The categories a tile shows as a badge, in the order it shows them. */
export const GAME_BADGES = ['new', 'popular', 'jackpot'] as const;
export type GameBadge = (typeof GAME_BADGES)[number];

export type GameTileFields = Readonly<{
  sysname: string;
  /** `description.name` when the platform gives one, else the game's own name. */
  name: string;
  /** `description.img_288_192` when given, else `image_url`. */
  image: string;
  /** The provider's sysname ('' when unknown); `useProviderNames` turns it into a name. */
  provider: string;
  badges: readonly GameBadge[];
}>;

const filled = (value: string | undefined): value is string =>
  value !== undefined && value.trim() !== '';

export const tileOf = (game: Game): GameTileFields => {
  const categories = new Set(game.categories ?? []);
  return {
    sysname: game.sysname,
    name: filled(game.description?.name) ? game.description.name : game.name,
    image: filled(game.description?.img_288_192) ? game.description.img_288_192 : game.image_url,
    provider: game.provider ?? '',
    badges: GAME_BADGES.filter((badge) => categories.has(badge)),
  };
};

/** The locale-free path of a game's page (the contract's, shared with the profile). */
export const gamePath = gamePagePath;
