// What the search dialog offers before anything is typed (and after a search found
// nothing): the player's recent searches, which they can clear, and the CMS popular queries.
import { useTranslation } from 'react-i18next';
import { Button, Icon, Skeleton } from '@omad/ui';

type Props = Readonly<{
  recent: readonly string[];
  popular: readonly string[];
  popularTitle: string;
  /** False while the CMS popular queries load: their place is held by skeleton chips. */
  popularReady: boolean;
  onPick: (query: string) => void;
  onClearRecent?: () => void;
}>;

const Chips = ({
  queries,
  icon,
  onPick,
}: Readonly<{ queries: readonly string[]; icon: 'refresh' | 'fire'; onPick: Props['onPick'] }>) => (
  <ul className="omad-gh-search__chips">
    {queries.map((query) => (
      <li key={query}>
        <button type="button" className="omad-gh-search__chip" onClick={() => onPick(query)}>
          <Icon name={icon} size={14} />
          <span>{query}</span>
        </button>
      </li>
    ))}
  </ul>
);

export const SearchSuggestions = ({
  recent,
  popular,
  popularTitle,
  popularReady,
  onPick,
  onClearRecent,
}: Props) => {
  const { t } = useTranslation();
  return (
    <div className="omad-gh-search__suggestions">
      {recent.length > 0 && onClearRecent ? (
        <section aria-labelledby="omad-gh-search-recent" data-testid="search-recent">
          <div className="omad-gh-search__section-head">
            <h3 id="omad-gh-search-recent" className="omad-gh-search__section-title">
              {t('search.recentTitle')}
            </h3>
            <Button variant="link" size="sm" onClick={onClearRecent}>
              {t('search.clearRecent')}
            </Button>
          </div>
          <Chips queries={recent} icon="refresh" onPick={onPick} />
        </section>
      ) : null}
      {!popularReady ? (
        <div className="omad-gh-search__chips" aria-hidden="true">
          {[96, 120, 80, 136].map((width) => (
            <Skeleton key={width} variant="block" width={width} height={36} />
          ))}
        </div>
      ) : popular.length > 0 ? (
        <section aria-labelledby="omad-gh-search-popular" data-testid="search-popular">
          <h3 id="omad-gh-search-popular" className="omad-gh-search__section-title">
            {popularTitle}
          </h3>
          <Chips queries={popular} icon="fire" onPick={onPick} />
        </section>
      ) : null}
    </div>
  );
};
