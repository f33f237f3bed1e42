// Every game provider (/providers) with its logo, name and game count, each a link to the
// hall filtered by that provider.
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Provider } from '@omad/contract/api';
import { formatNumber } from '@omad/contract/format';
import { usePageSeo } from '@omad/contract/remote';
import { Container, EmptyState, LoadFailed, Skeleton } from '@omad/ui';
import { gameCountOf, useProviders } from '../../lib/catalogue';
import { LOGO_RATIO, ProviderLogo } from '../../lib/provider-logo';
import './providers.css';

const SKELETON_CARDS = 12;
const LOGO_HEIGHT = 40;

/** The hall showing one provider's games. */
export const providerHallPath = (sysname: string) =>
  `/gamehall?providers=${encodeURIComponent(sysname)}`;

const ProviderCard = ({ provider }: Readonly<{ provider: Provider }>) => {
  const { t } = useTranslation();
  const count = gameCountOf(provider);
  return (
    <li>
      <Link
        className="omad-providers__card"
        to={providerHallPath(provider.sysname)}
        data-provider={provider.sysname}
      >
        <ProviderLogo provider={provider} height={LOGO_HEIGHT} />
        <span className="omad-providers__text">
          <span className="omad-providers__name">{provider.name}</span>
          <span className="omad-providers__count">
            {count === null
              ? ''
              : t('providers.gameCount', {
                  count,
                  games: formatNumber(count),
                })}
          </span>
        </span>
      </Link>
    </li>
  );
};

export const ProvidersPage = () => {
  const { t } = useTranslation();
  const providers = useProviders();
  const { data } = providers;
  usePageSeo({ title: t('providers.title'), description: t('providers.seoDescription') });
  return (
    <Container className="omad-providers" data-testid="providers-page">
      <h1 className="omad-providers__title">{t('providers.title')}</h1>
      {!data && providers.isError ? (
        <LoadFailed
          title={t('providers.failedTitle')}
          description={t('providers.failedText')}
          onRetry={() => void providers.refetch()}
        />
      ) : data?.length === 0 ? (
        <EmptyState icon="games" title={t('providers.emptyTitle')} />
      ) : (
        <ul
          className="omad-providers__grid"
          aria-label={t('providers.list')}
          aria-busy={providers.isPending}
        >
          {data
            ? data.map((provider) => <ProviderCard key={provider.sysname} provider={provider} />)
            : Array.from({ length: SKELETON_CARDS }, (_, index) => (
                <li key={index} aria-hidden="true">
                  <span className="omad-providers__card">
                    <Skeleton
                      variant="block"
                      width={LOGO_HEIGHT * LOGO_RATIO}
                      height={LOGO_HEIGHT}
                    />
                    <span className="omad-providers__text">
                      <Skeleton variant="text" width="70%" />
                      <Skeleton variant="text" width="40%" />
                    </span>
                  </span>
                </li>
              ))}
        </ul>
      )}
    </Container>
  );
};
