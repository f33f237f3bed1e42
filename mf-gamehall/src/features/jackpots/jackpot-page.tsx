// /jackpots/:id: one jackpot, its amount growing live, what it starts from again, the games
// whose real bets feed it (each a link to play) and who it paid last.
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@omad/contract/format';
import { useFormatMoney, usePageSeo } from '@omad/contract/remote';
import { Container, LoadFailed, Skeleton } from '@omad/ui';
import { describedText } from '../../lib/description';
import { GameRow } from '../../lib/game-row';
import { LiveAmount } from '../../lib/live-amount';
import { useGamesBySysnames } from '../../lib/use-games-by-sysnames';
import { NotFound } from '../../lib/hall-page';
import { formatPercent } from './jackpot-card';
import { useJackpot } from './use-jackpots';
import { WinsSection } from './wins-section';
import './jackpots.css';

const idOf = (param: string | undefined): number | null =>
  param !== undefined && /^\d{1,9}$/.test(param) ? Number(param) : null;

const JackpotGames = ({ sysnames }: Readonly<{ sysnames: readonly string[] | null }>) => {
  const { t } = useTranslation();
  const games = useGamesBySysnames(sysnames);
  return (
    <GameRow
      title={t('jackpots.games')}
      games={games.games}
      failed={games.failed}
      onRetry={games.retry}
      testId="jackpot-games"
    />
  );
};

export const JackpotPage = () => {
  const { t } = useTranslation();
  const formatMoney = useFormatMoney();
  const id = idOf(useParams().id);
  const jackpot = useJackpot(id);
  const found = jackpot.data ?? null;
  const failed = !found && jackpot.isError;
  const title = found ? describedText(found.description, 'title') || found.sysname : '';
  usePageSeo({
    title: title || t('title.jackpot'),
    description: found ? describedText(found.description, 'summary') : t('jackpots.seoDescription'),
  });

  if (id === null || jackpot.data === null) {
    return (
      <NotFound
        testId="jackpot-page"
        title={t('jackpots.notFoundTitle')}
        text={t('jackpots.notFoundText')}
        back={t('jackpots.allJackpots')}
        backTo="/jackpots"
      />
    );
  }
  return (
    <Container className="omad-hall-page" data-testid="jackpot-page">
      <nav className="omad-hall-page__back">
        <Link className="omad-hall-link" to="/jackpots">
          {t('jackpots.allJackpots')}
        </Link>
      </nav>
      {failed ? (
        <LoadFailed
          title={t('jackpots.failedTitle')}
          description={t('jackpots.failedText')}
          onRetry={() => void jackpot.refetch()}
        />
      ) : (
        <section
          className={`omad-jackpot-hero omad-jackpot-card--${found?.sysname ?? 'loading'}`}
          aria-busy={!found}
          data-jackpot={found?.id}
        >
          {found ? (
            <>
              <h1 className="omad-jackpot-hero__title">{title}</h1>
              <p className="omad-jackpot-hero__label">{t('jackpots.amount')}</p>
              <LiveAmount className="omad-jackpot-hero__amount" money={found.amount} />
              <p className="omad-jackpot-hero__summary">
                {describedText(found.description, 'summary')}
              </p>
              <ul className="omad-jackpot-hero__facts">
                <li>
                  {t('jackpots.contribution', {
                    percent: formatPercent(found.contribution_percent),
                  })}
                </li>
                <li>{t('jackpots.seed', { amount: formatMoney(found.seed_amount) })}</li>
                <li>
                  {found.last_won_at
                    ? t('jackpots.lastWon', { date: formatDate(found.last_won_at) })
                    : t('jackpots.neverWon')}
                </li>
              </ul>
            </>
          ) : (
            <>
              <Skeleton variant="text" width="40%" height={32} />
              <Skeleton variant="text" width="25%" />
              <Skeleton variant="text" width="70%" height={48} />
              <Skeleton variant="text" width="90%" />
              <Skeleton variant="text" width="60%" />
            </>
          )}
        </section>
      )}
      <JackpotGames sysnames={found ? found.games : failed ? [] : null} />
      {id !== null ? (
        <WinsSection title={t('jackpots.winners')} jackpotId={id} empty={t('jackpots.noWinners')} />
      ) : null}
    </Container>
  );
};
