// /jackpots/:id: one jackpot (jackpot-view.tsx) with its amount growing live, the games whose
// real bets feed it (each a link to play) and who it paid last; the answer to an id the
// platform does not know.
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { usePageSeo } from '@omad/contract/remote';
import { useGamesBySysnames } from '../../lib/use-games-by-sysnames';
import { NotFound } from '../../lib/hall-page';
import { jackpotIdOf, useJackpot } from './use-jackpots';
import { JackpotGamesRow, JackpotView, jackpotSeo } from './jackpot-view';
import { WinsSection } from './wins-section';

/** The row of a jackpot's games: skeletons while `sysnames` is null. */
const JackpotGames = ({ sysnames }: Readonly<{ sysnames: readonly string[] | null }>) => {
  const games = useGamesBySysnames(sysnames);
  return <JackpotGamesRow games={games.games} failed={games.failed} onRetry={games.retry} />;
};

export const JackpotPage = () => {
  const { t } = useTranslation();
  const id = jackpotIdOf(useParams().id);
  const jackpot = useJackpot(id);
  const found = jackpot.data ?? null;
  const failed = !found && jackpot.isError;
  usePageSeo(jackpotSeo(t, found));

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
    <JackpotView
      data-testid="jackpot-page"
      jackpot={found ?? undefined}
      failed={jackpot.isError}
      onRetry={() => void jackpot.refetch()}
      games={<JackpotGames sysnames={found ? found.games : failed ? [] : null} />}
      wins={<WinsSection jackpotId={id} />}
    />
  );
};
