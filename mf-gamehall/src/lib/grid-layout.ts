// How the lobby's grid of games is laid out at a given width: as many columns as fit tiles
// of the view's least width (2 on a 360 px phone, 6 at 1440 px for the default view), and
// rows exactly as tall as a tile, so the virtualiser's row positions are the drawn ones.
import type { GameItemView } from '@omad/contract/cms';
import { tileHeight } from './tile-metrics';

export type GridLayout = Readonly<{
  columns: number;
  /** Between tiles and between rows, px. */
  gap: number;
  tileWidth: number;
  /** A row's height without the gap, px (whole pixels). */
  rowHeight: number;
}>;

const MIN_TILE_WIDTH: Readonly<Record<GameItemView, number>> = {
  default: 150,
  compact: 120,
  wide: 220,
};
const MAX_COLUMNS: Readonly<Record<GameItemView, number>> = { default: 6, compact: 8, wide: 4 };
const MIN_COLUMNS = 2;

/** Spec section 9: the virtual scroller keeps a 200 px buffer beyond the visible part. */
export const BUFFER_PX = 200;

export const gridLayout = (width: number, view: GameItemView): GridLayout => {
  const gap = width >= 720 ? 16 : 12;
  const fit = Math.floor((width + gap) / (MIN_TILE_WIDTH[view] + gap));
  const columns = Math.min(MAX_COLUMNS[view], Math.max(MIN_COLUMNS, fit));
  const tileWidth = Math.max(0, (width - gap * (columns - 1)) / columns);
  return { columns, gap, tileWidth, rowHeight: Math.ceil(tileHeight(tileWidth, view)) };
};

/** Rows drawn beyond each edge of the window: enough to cover the 200 px buffer. */
export const overscanRows = ({ rowHeight, gap }: GridLayout): number =>
  Math.max(1, Math.ceil(BUFFER_PX / Math.max(1, rowHeight + gap)));

/** The game indices of one row (the last row may be short). */
export const rowIndices = (row: number, columns: number, total: number): number[] => {
  const first = row * columns;
  return Array.from({ length: Math.max(0, Math.min(columns, total - first)) }, (_, i) => first + i);
};
