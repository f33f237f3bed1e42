// The category filter: one link per category of games.getCategories (and "all"), each to
// the hall with that category in its URL, so a chip opens in a new tab and is shared as is.
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Icon, Skeleton } from '@omad/ui';
import { useCategories } from '../../lib/catalogue';
import { serialiseFilters, type LobbyFilters } from './filters-url';

const SKELETON_CHIPS = 6;

export const CategoryChips = ({ filters }: Readonly<{ filters: LobbyFilters }>) => {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const categories = useCategories();
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
      <ul className="omad-lobby-chips__list" aria-busy={categories.isPending}>
        {chip(null, t('lobby.allCategories'))}
        {categories.data?.map((category) => chip(category.sysname, category.name))}
        {categories.isPending
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
        {!categories.data && categories.isError ? (
          <li>
            <button
              type="button"
              className="omad-lobby-chip"
              onClick={() => void categories.refetch()}
            >
              <Icon name="refresh" size={16} />
              {t('lobby.categoriesFailed')}
            </button>
          </li>
        ) : null}
      </ul>
    </nav>
  );
};
