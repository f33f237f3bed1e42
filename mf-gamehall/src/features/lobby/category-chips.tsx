// The category filter: one link per category of games.getCategories (and "all"), each to
// the hall with that category in its URL, so a chip opens in a new tab and is shared as is.
// The view is pure (a router for its links aside): the edge's first screen draws it too.
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { GameCategory } from '@omad/contract/api';
import { LoadFailed, Skeleton } from '@omad/ui';
import { useCategories } from '../../lib/catalogue';
import { serialiseFilters, type LobbyFilters } from './filters-url';

const SKELETON_CHIPS = 6;

type ViewProps = Readonly<{
  filters: LobbyFilters;
  /** The hall's address now: a chip keeps its other query parameters. */
  pathname: string;
  search: string;
  /** The categories in their order; undefined until read. */
  categories: readonly GameCategory[] | undefined;
  pending: boolean;
  /** Reads the categories again; given when they could not be read. */
  onRetry?: () => void;
}>;

/** The chips as drawn, from what they show: the page's, and the edge's first screen's. */
export const CategoryChipsView = (props: ViewProps) => {
  const { filters, pathname, search, categories, pending, onRetry } = props;
  const { t } = useTranslation();
  const chip = (category: string | null, label: string) => {
    const current = filters.category === category;
    return (
      <li key={category ?? ''}>
        <Link
          className="omad-lobby-chip"
          to={{ pathname, search: serialiseFilters({ ...filters, category }, search) }}
          aria-current={current ? 'true' : undefined}
          data-category={category ?? ''}
        >
          {label}
        </Link>
      </li>
    );
  };
  return (
    <nav className="omad-lobby-chips" aria-label={t('lobby.categories')}>
      <ul className="omad-lobby-chips__list" aria-busy={pending}>
        {chip(null, t('lobby.allCategories'))}
        {categories?.map((category) => chip(category.sysname, category.name))}
        {pending
          ? Array.from({ length: SKELETON_CHIPS }, (_, index) => (
              <li key={`skeleton-${index}`} aria-hidden="true">
                <Skeleton
                  variant="block"
                  width={96}
                  height={40}
                  className="omad-lobby-chip--skeleton"
                />
              </li>
            ))
          : null}
      </ul>
      {onRetry ? <LoadFailed title={t('lobby.categoriesFailed')} onRetry={onRetry} /> : null}
    </nav>
  );
};

export const CategoryChips = ({ filters }: Readonly<{ filters: LobbyFilters }>) => {
  const { pathname, search } = useLocation();
  const categories = useCategories();
  return (
    <CategoryChipsView
      filters={filters}
      pathname={pathname}
      search={search}
      categories={categories.data}
      pending={categories.isPending}
      onRetry={!categories.data && categories.isError ? () => void categories.refetch() : undefined}
    />
  );
};
