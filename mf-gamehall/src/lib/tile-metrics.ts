// The sizes a game tile is drawn at, in one place: the tile's CSS, the lobby grid's row
// heights and the home rows all follow these, so what is reserved is what is drawn.
import type { GameItemView } from '@omad/contract/cms';

/** Image height over width: every game image is 3:2 (288 x 192 at its source). */
export const TILE_IMAGE_RATIO = 2 / 3;

/** The name (20 px) and provider (16 px) lines under the image, with 8 px above them. */
export const TILE_TEXT_HEIGHT: Readonly<Record<GameItemView, number>> = {
  default: 44,
  compact: 0,
  wide: 44,
};

/** A tile's full height at a given width. */
export const tileHeight = (width: number, view: GameItemView): number =>
  width * TILE_IMAGE_RATIO + TILE_TEXT_HEIGHT[view];
