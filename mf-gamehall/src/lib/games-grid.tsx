// The whole filtered catalogue as one grid, virtualised against the window: only the rows in
// view and a 200 px buffer (spec section 9) are drawn, each row `columns` tiles. The pages
// covering the drawn rows, and one page beyond them, are read as the player nears them; a
// game not read yet is a skeleton of its tile's size, so nothing moves when it arrives. A page
// that could not be read is said below the grid, with a retry.
import {
  memo,
  useCallback,
  useEffect,
  useRef,
  useState,
  type FocusEvent,
  type ReactNode,
} from 'react';
import { defaultRangeExtractor, useWindowVirtualizer, type Range } from '@tanstack/react-virtual';
import type { Game } from '@omad/contract/api';
import type { GameItemView } from '@omad/contract/cms';
import { GameTile, GameTileSkeleton } from './game-tile';
import { TilesContext, useTilesSharedRead } from './tiles-context';
import { gameIn, useGamesPages, type GamesList } from './use-games-pages';
import { gridLayout, overscanRows, rowIndices } from './grid-layout';
import { useGridGeometry } from './use-grid-geometry';
import './games-grid.css';

type Props = Readonly<{
  list: GamesList;
  view: GameItemView;
  /** The grid's accessible name. */
  label: string;
  /** What the grid shows below it when a page after the first could not be read. */
  pagesFailed: (retry: () => void) => ReactNode;
}>;

type RowProps = Readonly<{
  row: number;
  offset: number;
  height: number;
  columns: number;
  gap: number;
  total: number | null;
  /** The row's games, one a column: undefined for a game not read yet (a skeleton). */
  games: readonly (Game | undefined)[];
  view: GameItemView;
}>;

/** A row is drawn again only when what it shows changes: a page of other rows leaves it be. */
const sameRow = (before: RowProps, after: RowProps): boolean =>
  before.row === after.row &&
  before.offset === after.offset &&
  before.height === after.height &&
  before.columns === after.columns &&
  before.gap === after.gap &&
  before.total === after.total &&
  before.view === after.view &&
  before.games.length === after.games.length &&
  before.games.every((game, column) => game === after.games[column]);

const GridRow = memo(function GridRow(props: RowProps) {
  const { row, offset, height, columns, gap, total, games, view } = props;
  return (
    <div
      className="omad-games-grid__row"
      data-row={row}
      style={{
        transform: `translateY(${offset}px)`,
        height,
        columnGap: gap,
        gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
      }}
    >
      {games.map((game, column) => {
        const index = row * columns + column;
        return game ? (
          <div
            key={index}
            role="listitem"
            aria-posinset={index + 1}
            aria-setsize={total ?? undefined}
            className="omad-games-grid__cell"
          >
            <GameTile game={game} view={view} eager={index < columns * 2} />
          </div>
        ) : (
          <div key={index} className="omad-games-grid__cell">
            <GameTileSkeleton view={view} />
          </div>
        );
      })}
    </div>
  );
}, sameRow);

export const GamesGrid = ({ list, view, label, pagesFailed }: Props) => {
  const ref = useRef<HTMLDivElement>(null);
  const { width, top } = useGridGeometry(ref);
  const layout = gridLayout(width > 0 ? width : document.documentElement.clientWidth, view);
  const { columns, rowHeight, gap } = layout;
  const { pageSize } = list;
  const total = list.total.data ?? null;
  const { read, hasFailedPages, ensure, retry } = useGamesPages(list);
  // Until the first answer tells the total, one page of skeletons holds the grid's place.
  const shown = total ?? pageSize;
  const focusedRow = useRef<number | null>(null);
  const tiles = useTilesSharedRead();
  // Read once: the window's size is a layout read, too dear for every render while scrolling.
  const [initialRect] = useState(() => ({ width: window.innerWidth, height: window.innerHeight }));

  const virtualizer = useWindowVirtualizer({
    // New rows are drawn in a task of their own, not inside the scroll event: the frame that
    // scrolls stays short, and the 200 px buffer covers the moment before they are there.
    useFlushSync: false,
    count: Math.ceil(shown / columns),
    estimateSize: () => rowHeight,
    gap,
    overscan: overscanRows(layout),
    scrollMargin: top,
    initialRect,
    // A new identity when the rows change size makes the virtualiser lay them out again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    getItemKey: useCallback((index: number) => index, [rowHeight, gap, columns]),
    // The row holding focus stays drawn, so scrolling away never drops the focus.
    rangeExtractor: useCallback((range: Range) => {
      const rows = defaultRangeExtractor(range);
      const focused = focusedRow.current;
      if (focused === null || focused >= range.count || rows.includes(focused)) return rows;
      return [...rows, focused].sort((a, b) => a - b);
    }, []),
  });

  const rows = virtualizer.getVirtualItems();
  const firstRow = rows[0]?.index ?? 0;
  const lastRow = rows[rows.length - 1]?.index ?? -1;
  useEffect(() => {
    if (total === null || lastRow < 0) return;
    ensure(firstRow * columns, (lastRow + 1) * columns - 1 + pageSize);
  }, [ensure, pageSize, total, firstRow, lastRow, columns]);

  const onFocus = (event: FocusEvent<HTMLElement>) => {
    const row = (event.target as HTMLElement).closest<HTMLElement>('[data-row]')?.dataset['row'];
    focusedRow.current = row === undefined ? null : Number(row);
  };
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) {
      focusedRow.current = null;
    }
  };

  return (
    <TilesContext.Provider value={tiles}>
      <div
        ref={ref}
        role="list"
        aria-label={label}
        aria-busy={total === null}
        className="omad-games-grid"
        data-testid="games-grid"
        data-columns={columns}
        data-total={total ?? undefined}
        style={{ height: virtualizer.getTotalSize() }}
        onFocus={onFocus}
        onBlur={onBlur}
      >
        {rows.map((row) => (
          <GridRow
            key={row.key}
            row={row.index}
            offset={row.start - top}
            height={rowHeight}
            columns={columns}
            gap={gap}
            total={total}
            games={rowIndices(row.index, columns, shown).map((index) =>
              total === null ? undefined : gameIn(read, pageSize, index),
            )}
            view={view}
          />
        ))}
      </div>
      {hasFailedPages ? pagesFailed(retry) : null}
    </TilesContext.Provider>
  );
};
