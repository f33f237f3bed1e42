// The winners page as drawn (/winners): its title and lead, the newest wins (masked player,
// game linked to its page, amount, when) and "show more" while the feed has more; skeleton
// rows while it is read. It reads nothing: the page gives it its read, and the edge's first
// screen (winners-first-screen.tsx) the read it made.
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { PageSeoInput } from '@omad/contract';
import type { Page, Win } from '@omad/contract/api';
import { Button, Container, EmptyState, LoadFailed, Skeleton } from '@omad/ui';
import { WinList } from './win-list';
import '../../lib/hall-page.css';
import './winners.css';

/** What the page gives its head, on the page and from its first screen alike. */
export const winnersSeo = (t: TFunction): PageSeoInput => ({
  title: t('winners.title'),
  description: t('winners.seoDescription'),
});

export type WinnersViewProps = Readonly<{
  /** The wins shown; undefined while the first ones are read. */
  wins: Page<Win> | undefined;
  /** A read is on its way ("show more" waits for it). */
  pending: boolean;
  /** The read failed with nothing to show. */
  failed: boolean;
  onRetry: () => void;
  /** "Show more" is offered (the feed has more and the page may show more). */
  more: boolean;
  onMore: () => void;
}> &
  Record<`data-${string}`, string>;

export const WinnersView = ({
  wins,
  pending,
  failed,
  onRetry,
  more,
  onMore,
  ...marks
}: WinnersViewProps) => {
  const { t } = useTranslation();
  return (
    <Container className="omad-hall-page" {...marks}>
      <h1 className="omad-hall-page__title">{t('winners.title')}</h1>
      <p className="omad-hall-page__lead">{t('winners.lead')}</p>
      {failed && !wins ? (
        <LoadFailed
          title={t('winners.failedTitle')}
          description={t('winners.failedText')}
          onRetry={onRetry}
        />
      ) : wins && wins.items.length === 0 ? (
        <EmptyState icon="games" title={t('winners.emptyTitle')} />
      ) : wins ? (
        <>
          <WinList wins={wins.items} label={t('winners.list')} busy={pending} />
          {more ? (
            <Button
              variant="secondary"
              className="omad-winners__more"
              loading={pending}
              onClick={onMore}
            >
              {t('winners.more')}
            </Button>
          ) : null}
        </>
      ) : (
        <ol className="omad-winners__skeleton" aria-hidden="true">
          {Array.from({ length: 8 }, (_, index) => (
            <li key={index}>
              <Skeleton variant="block" height={64} />
            </li>
          ))}
        </ol>
      )}
    </Container>
  );
};

/** The most wins the page shows. */
const MAX_SHOWN = 200;

/** True when the feed holds more than the wins shown, and the page, showing `count`, more. */
export const hasMore = (shown: Page<Win>, count: number) =>
  shown.count > shown.items.length && count < MAX_SHOWN;
