// The games-search dialog (spec section 2): a search field that is a combobox over the
// results, searching while the player types (CMS search-config: minimum length, pause,
// result count). Empty, it offers recent and popular searches; a search that finds nothing
// shows the CMS empty state, a failed one a retry. Escape closes it (the kit's Dialog), and
// focus goes back to what opened it.
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { Game } from '@omad/contract/api';
import { Dialog, EmptyState, Icon, IconButton, LoadFailed, TextField } from '@omad/ui';
import { clearRecentSearches, readRecentSearches, rememberSearch } from './recent-searches';
import { gamePath } from '../../lib/game-fields';
import { SearchResults, SearchResultsSkeleton, optionId } from './search-results';
import { SearchSuggestions } from './search-suggestions';
import { searchTextOf, useGameSearch } from './use-game-search';
import { useSearchConfig } from './use-search-config';
import './search.css';

type Props = Readonly<{
  /** Text to search for at once (a `games:search` request may carry one). */
  initialQuery?: string;
  onClose: () => void;
}>;

export const SearchDialog = ({ initialQuery = '', onClose }: Props) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const listId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const { settings, ready } = useSearchConfig();
  const [query, setQuery] = useState(initialQuery);
  const [recent, setRecent] = useState(() => readRecentSearches());
  const search = useGameSearch(query, settings);
  const items = search.active && !search.failed ? search.shown : [];
  // The active option belongs to the list it was chosen in; new results start with none.
  const [active, setActive] = useState<Readonly<{ items: readonly Game[]; index: number }>>({
    items,
    index: -1,
  });
  const activeIndex = active.items === items ? active.index : -1;
  const setActiveIndex = (index: number) => setActive({ items, index });

  useEffect(() => {
    // The kit's Dialog focuses the first field when it opens; keep any prefilled text selected.
    inputRef.current?.select();
  }, []);

  const pick = (text: string) => {
    setQuery(text);
    inputRef.current?.focus();
  };

  const open = (game: Game) => {
    setRecent(rememberSearch(query));
    onClose();
    void navigate(gamePath(game.sysname));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (items.length === 0) return;
      event.preventDefault();
      const last = items.length - 1;
      const next =
        event.key === 'ArrowDown'
          ? activeIndex >= last
            ? 0
            : activeIndex + 1
          : activeIndex <= 0
            ? last
            : activeIndex - 1;
      setActiveIndex(next);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const game = activeIndex >= 0 ? items[activeIndex] : undefined;
      if (game) open(game);
      else if (search.found && search.found.length > 0) setRecent(rememberSearch(query));
    }
  };

  const text = searchTextOf(query);
  const resultsShown = items.length > 0;
  const popularTitle = settings.popularTitle ?? t('search.popularTitle');

  return (
    <Dialog
      open
      variant="popup"
      title={t('search.title')}
      closeLabel={t('search.close')}
      className="omad-gh-search"
      onClose={onClose}
    >
      <form
        role="search"
        className="omad-gh-search__form"
        onSubmit={(event) => event.preventDefault()}
      >
        <TextField
          ref={inputRef}
          label={t('search.label')}
          hideLabel
          type="text"
          inputMode="search"
          enterKeyHint="search"
          autoComplete="off"
          autoCorrect="off"
          spellCheck={false}
          maxLength={80}
          placeholder={settings.placeholder ?? t('search.placeholder')}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          onKeyDown={onKeyDown}
          role="combobox"
          data-testid="games-search-input"
          aria-autocomplete="list"
          aria-expanded={resultsShown}
          aria-controls={listId}
          aria-activedescendant={activeIndex >= 0 ? optionId(listId, activeIndex) : undefined}
          prefix={<Icon name="search" size={20} />}
          suffix={
            query.length > 0 ? (
              <IconButton
                icon="close"
                size="sm"
                aria-label={t('search.clearQuery')}
                onClick={() => pick('')}
              />
            ) : undefined
          }
        />
      </form>
      <p className="omad-visually-hidden" role="status">
        {search.found ? t('search.resultsCount', { count: search.found.length }) : ''}
      </p>
      <div
        className={`omad-gh-search__body${resultsShown ? ' omad-gh-search__body--results' : ''}`}
      >
        {text.length === 0 ? (
          <SearchSuggestions
            recent={recent}
            popular={settings.popularQueries}
            popularTitle={popularTitle}
            popularReady={ready}
            onPick={pick}
            onClearRecent={() => {
              clearRecentSearches();
              setRecent([]);
              inputRef.current?.focus();
            }}
          />
        ) : !search.active ? (
          <p className="omad-gh-search__hint">
            {t('search.minLength', { count: settings.minQueryLength })}
          </p>
        ) : search.failed ? (
          <LoadFailed
            title={t('search.failed')}
            description={t('search.failedText')}
            onRetry={search.retry}
          />
        ) : search.found?.length === 0 ? (
          <>
            <EmptyState
              icon="search"
              title={settings.emptyTitle ?? t('search.emptyTitle')}
              description={settings.emptyText ?? t('search.emptyText')}
            />
            <SearchSuggestions
              recent={[]}
              popular={settings.popularQueries}
              popularTitle={popularTitle}
              popularReady={ready}
              onPick={pick}
            />
          </>
        ) : resultsShown ? (
          <>
            <SearchResults
              id={listId}
              label={t('search.results')}
              items={items}
              active={activeIndex}
              busy={search.found === undefined}
              query={search.found ? search.text : undefined}
              onActivate={setActiveIndex}
              onOpen={open}
            />
            <p className="omad-gh-search__keys" aria-hidden="true">
              {t('search.keyboardHint')}
            </p>
          </>
        ) : (
          <SearchResultsSkeleton />
        )}
      </div>
    </Dialog>
  );
};
