// The results of the games-search dialog as the listbox of its combobox: focus stays in the
// search field, the arrow keys move the active option (aria-activedescendant) and Enter
// opens it. Each option is also a real link to the game page (opens in a new tab too).
import { useEffect, type MouseEvent } from 'react';
import type { Game } from '@omad/contract/api';
import { useRemoteProps } from '@omad/contract/remote';
import { Skeleton } from '@omad/ui';
import { useProviderNames } from '../../lib/catalogue';
import { gamePath, tileOf } from '../../lib/game-fields';

/** The id of one option, for aria-activedescendant. */
export const optionId = (listId: string, index: number) => `${listId}-option-${index}`;

type Props = Readonly<{
  id: string;
  label: string;
  items: readonly Game[];
  /** The active option's index; -1 for none. */
  active: number;
  /** True while newer results load: the old ones stay, dimmed. */
  busy: boolean;
  /** The query these results answer, once they are its own (not a previous query's). */
  query?: string;
  onActivate: (index: number) => void;
  onOpen: (game: Game) => void;
}>;

const isPlainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

export const SearchResults = ({
  id,
  label,
  items,
  active,
  busy,
  query,
  onActivate,
  onOpen,
}: Props) => {
  const { localizePath } = useRemoteProps();
  const providerName = useProviderNames();

  useEffect(() => {
    if (active < 0) return;
    document.getElementById(optionId(id, active))?.scrollIntoView?.({ block: 'nearest' });
  }, [id, active]);

  return (
    <div
      id={id}
      role="listbox"
      aria-label={label}
      aria-busy={busy || undefined}
      className="omad-gh-search__results"
      data-busy={busy || undefined}
      data-testid="games-search-results"
      data-query={query}
    >
      {items.map((game, index) => {
        const tile = tileOf(game);
        const provider = tile.provider ? providerName(tile.provider) : '';
        return (
          <a
            key={game.sysname}
            id={optionId(id, index)}
            role="option"
            aria-selected={index === active}
            tabIndex={-1}
            href={localizePath(gamePath(game.sysname))}
            className="omad-gh-search__option"
            onMouseMove={() => {
              if (index !== active) onActivate(index);
            }}
            onClick={(event) => {
              if (!isPlainClick(event)) return;
              event.preventDefault();
              onOpen(game);
            }}
          >
            <img
              className="omad-gh-search__thumb"
              src={tile.image}
              alt=""
              width={72}
              height={48}
              loading="lazy"
              decoding="async"
            />
            <span className="omad-gh-search__option-text">
              <span className="omad-gh-search__name">{tile.name}</span>
              <span className="omad-gh-search__provider">{provider}</span>
            </span>
          </a>
        );
      })}
    </div>
  );
};

/** Rows in the results' shape while the first answer of a query loads. */
export const SearchResultsSkeleton = ({ rows = 5 }: Readonly<{ rows?: number }>) => (
  <div className="omad-gh-search__results" aria-hidden="true" data-testid="search-skeleton">
    {Array.from({ length: rows }, (_, row) => (
      <div key={row} className="omad-gh-search__option omad-gh-search__option--skeleton">
        <Skeleton variant="block" width={72} height={48} className="omad-gh-search__thumb" />
        <span className="omad-gh-search__option-text">
          <Skeleton variant="text" width="60%" />
          <Skeleton variant="text" width="35%" />
        </span>
      </div>
    ))}
  </div>
);
