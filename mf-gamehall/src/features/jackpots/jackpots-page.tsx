// /jackpots: every jackpot with its amount growing live, then the newest jackpot hits (the
// jackpots view, jackpots-view.tsx, with the page's live reads).
import { useTranslation } from 'react-i18next';
import { usePageSeo } from '@omad/contract/remote';
import { JackpotsView, jackpotsSeo } from './jackpots-view';
import { useJackpots } from './use-jackpots';
import { WinsSection } from './wins-section';

export const JackpotsPage = () => {
  const { t } = useTranslation();
  const jackpots = useJackpots();
  usePageSeo(jackpotsSeo(t));
  return (
    <JackpotsView
      data-testid="jackpots-page"
      jackpots={jackpots.data}
      failed={jackpots.isError}
      onRetry={() => void jackpots.refetch()}
      wins={<WinsSection />}
    />
  );
};
