// /profile/responsible-game, behind the CMS toggle (spec section 6): deposit limits with
// cooling-off, the reality check, time-out and self-exclusion. Every rule is the platform's;
// the page shows the state it answers and changes it.
import { useTranslation } from 'react-i18next';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { EmptyState, LoadFailed, Notice, Skeleton } from '@omad/ui';
import type { ResponsibleGaming } from '@omad/contract/api';
import { formatDate } from '@omad/contract/format';
import { platformKey, platformQuery, useRemoteProps, useSession } from '@omad/contract/remote';
import { ProfileFrame } from '../../lib/profile-frame';
import { useSiteFeatures } from '../../lib/use-site-features';
import { ExclusionPanel } from './exclusion-panel';
import { LimitsPanel } from './limits-panel';
import { RealityCheckPanel } from './reality-check-panel';
import './responsible.css';

export const ResponsiblePage = () => {
  const { t } = useTranslation('profile');
  const { api } = useRemoteProps();
  const features = useSiteFeatures();
  const exclusion = useSession((state) => state.account?.exclusion ?? null);
  const queryClient = useQueryClient();
  const gaming = useQuery(platformQuery(api, 'responsibleGaming.get'));
  // Every change answers the whole new state: it replaces the one read.
  const changed = (next: ResponsibleGaming) => {
    queryClient.setQueryData(platformKey('responsibleGaming.get'), next);
  };
  const state = gaming.data;

  const body = () => {
    if (!features.responsibleGaming) {
      return <EmptyState icon="info" title={t('responsible.disabled')} />;
    }
    if (gaming.isError) return <LoadFailed onRetry={() => void gaming.refetch()} />;
    if (!state) return <Skeleton variant="block" height={480} />;
    return (
      <div className="omad-profile__grid omad-profile__grid--two">
        <LimitsPanel state={state} onState={changed} />
        <div className="omad-profile__grid">
          <RealityCheckPanel state={state} onState={changed} />
          {exclusion ? (
            <Notice tone="warning" data-testid="responsible-excluded">
              {t('responsible.excludedUntil', { until: formatDate(exclusion.until) })}
            </Notice>
          ) : (
            <ExclusionPanel />
          )}
        </div>
      </div>
    );
  };

  return (
    <ProfileFrame section="responsibleGame" title={t('title.responsibleGame')}>
      <p className="omad-profile__hint">{t('responsible.intro')}</p>
      {body()}
    </ProfileFrame>
  );
};
