// The providers page as drawn (/providers): its title and every provider with its logo, name
// and game count, each a link to the hall filtered by that provider; skeleton cards while the
// list is read. It reads nothing: the page gives it its read, and the edge's first screen
// (providers-first-screen.tsx) the read it made.
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { PageSeoInput } from '@omad/contract';
import type { Provider } from '@omad/contract/api';
import { formatNumber } from '@omad/contract/format';
import { Container, EmptyState, LoadFailed, Skeleton } from '@omad/ui';
import { gameCountOf } from '../../lib/catalogue';
import { LOGO_RATIO, ProviderLogo } from '../../lib/provider-logo';
import './providers.css';

const SKELETON_CARDS = 12;
const LOGO_HEIGHT = 40;

/** What the page gives its head, on the page and from its first screen alike. */
export const providersSeo = (t: TFunction): PageSeoInput => ({
  title: t('providers.title'),
  description: t('providers.seoDescription'),
});

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

const CardSkeleton = () => (
  <li aria-hidden="true">
    <span className="omad-providers__card">
      <Skeleton variant="block" width={LOGO_HEIGHT * LOGO_RATIO} height={LOGO_HEIGHT} />
      <span className="omad-providers__text">
        <Skeleton variant="text" width="70%" />
        <Skeleton variant="text" width="40%" />
      </span>
    </span>
  </li>
);

export type ProvidersViewProps = Readonly<{
  /** The providers; undefined while they are read. */
  providers: readonly Provider[] | undefined;
  /** The read failed with nothing to show. */
  failed: boolean;
  onRetry: () => void;
}> &
  Record<`data-${string}`, string>;

export const ProvidersView = ({ providers, failed, onRetry, ...marks }: ProvidersViewProps) => {
  const { t } = useTranslation();
  return (
    <Container className="omad-providers" {...marks}>
      <h1 className="omad-providers__title">{t('providers.title')}</h1>
      {!providers && failed ? (
        <LoadFailed
          title={t('providers.failedTitle')}
          description={t('providers.failedText')}
          onRetry={onRetry}
        />
      ) : providers?.length === 0 ? (
        <EmptyState icon="games" title={t('providers.emptyTitle')} />
      ) : (
        <ul
          className="omad-providers__grid"
          aria-label={t('providers.list')}
          aria-busy={!providers}
        >
          {providers
            ? providers.map((provider) => (
                <ProviderCard key={provider.sysname} provider={provider} />
              ))
            : Array.from({ length: SKELETON_CARDS }, (_, index) => <CardSkeleton key={index} />)}
        </ul>
      )}
    </Container>
  );
};
