// The lobby as laid out: title and search, the filters, the player's rows, then the
// catalogue's head over its games. It reads nothing, so the page and the edge's first screen
// (first-screen.tsx) draw one markup, each filling the places with what it has.
import type { ReactNode, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@omad/contract/format';
import { Badge, Button, Container, Icon } from '@omad/ui';
import './lobby.css';

type Props = Readonly<
  {
    /** Opens the games search; none on the edge, where nothing runs. */
    onSearch?: () => void;
    /** The filters' box, which the page scrolls back to when they change. */
    filtersRef?: Ref<HTMLDivElement>;
    chips: ReactNode;
    types: ReactNode;
    providers: ReactNode;
    /** The player's favourites and recently played, above the catalogue. */
    rows?: ReactNode;
    /** How many games the filters find; undefined until read. */
    total: number | undefined;
    /** The games, or what stands in their place (a failure, nothing found). */
    games: ReactNode;
  } & Record<`data-${string}`, string>
>;

export const LobbyView = ({
  onSearch,
  filtersRef,
  chips,
  types,
  providers,
  rows,
  total,
  games,
  ...marks
}: Props) => {
  const { t } = useTranslation();
  return (
    <Container className="omad-lobby" {...marks}>
      <div className="omad-lobby__head">
        <h1 className="omad-lobby__title">{t('lobby.title')}</h1>
        <Button
          variant="secondary"
          size="sm"
          iconStart={<Icon name="search" size={16} />}
          data-testid="games-search-open"
          aria-haspopup="dialog"
          onClick={onSearch}
        >
          {t('lobby.search')}
        </Button>
      </div>
      <div
        ref={filtersRef}
        className="omad-lobby__filters"
        role="search"
        aria-label={t('lobby.filters')}
      >
        {chips}
        <div className="omad-lobby__filter-row">
          {types}
          {providers}
        </div>
      </div>
      {rows}
      <section className="omad-lobby__games" aria-labelledby="omad-lobby-all-games">
        <h2 id="omad-lobby-all-games" className="omad-lobby__games-title">
          {t('lobby.allGames')}
          {total === undefined ? null : (
            <Badge size="sm" data-testid="games-total">
              {formatNumber(total)}
            </Badge>
          )}
        </h2>
        {games}
      </section>
    </Container>
  );
};
