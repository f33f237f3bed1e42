// Every game provider (/providers): the providers view (providers-view.tsx) with the
// catalogue's games.getProviders read, the read the edge makes for its first screen.
import { useTranslation } from 'react-i18next';
import { usePageSeo } from '@omad/contract/remote';
import { useProviders } from '../../lib/catalogue';
import { ProvidersView, providersSeo } from './providers-view';

export const ProvidersPage = () => {
  const { t } = useTranslation();
  const providers = useProviders();
  usePageSeo(providersSeo(t));
  return (
    <ProvidersView
      data-testid="providers-page"
      providers={providers.data}
      failed={providers.isError}
      onRetry={() => void providers.refetch()}
    />
  );
};
