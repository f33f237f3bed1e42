// /profile/cashback: the player's cashbacks (cashbacks.get, newest period first) filtered by
// status, each taken onto the main balance or declined with the contract's card; how cashback
// is counted said plainly.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, EmptyState, LoadFailed, Panel, Skeleton, Tabs } from '@omad/ui';
import { CashbackStatus } from '@omad/contract/api';
import { CashbackCard, useRemoteProps } from '@omad/contract/remote';
import { ProfileFrame } from '../../lib/profile-frame';
import { usePagedList } from '../../lib/use-paged-list';

const PAGE_SIZE = 6;
const FILTERS = ['all', CashbackStatus.Active, CashbackStatus.PaidOut, 'closed'] as const;
type Filter = (typeof FILTERS)[number];

const STATUSES: Readonly<Record<Filter, readonly string[] | undefined>> = {
  all: undefined,
  active: [CashbackStatus.Active],
  paid_out: [CashbackStatus.PaidOut],
  closed: [CashbackStatus.Expired, CashbackStatus.Removed],
};

export const CashbackPage = () => {
  const { t } = useTranslation('profile');
  const { api } = useRemoteProps();
  const [filter, setFilter] = useState<Filter>('all');
  const list = usePagedList(
    (offset, count) => {
      const statuses = STATUSES[filter];
      return api.cashbacks.get({ offset, count, order: 'desc', ...(statuses ? { statuses } : {}) });
    },
    filter,
    PAGE_SIZE,
  );
  return (
    <ProfileFrame section="cashback" title={t('title.cashback')}>
      <div className="omad-profile__grid">
        <Panel aria-labelledby="profile-cashbacks" data-testid="cashback-panel">
          <h2 id="profile-cashbacks" className="omad-panel__title">
            {t('cashback.title')}
          </h2>
          <p className="omad-profile__hint">{t('cashback.hint')}</p>
          <Tabs
            aria-label={t('cashback.filter')}
            items={FILTERS.map((value) => ({ value, label: t(`cashback.filters.${value}`) }))}
            value={filter}
            onChange={setFilter}
          />
          {list.state === 'error' ? <LoadFailed onRetry={list.retry} /> : null}
          {list.state === 'pending' ? (
            <div className="omad-rewards-list" aria-busy="true">
              <Skeleton variant="block" height={168} />
              <Skeleton variant="block" height={168} />
            </div>
          ) : null}
          {list.state === 'success' && list.items.length === 0 ? (
            <EmptyState
              icon="info"
              headingLevel={3}
              title={t('cashback.empty')}
              description={t('cashback.emptyHint')}
            />
          ) : null}
          {list.items.length > 0 ? (
            <ul className="omad-rewards-list" data-testid="cashbacks">
              {list.items.map((cashback) => (
                <CashbackCard key={cashback.id} cashback={cashback} onChanged={list.reload} />
              ))}
            </ul>
          ) : null}
          {list.hasMore ? (
            <Button variant="secondary" loading={list.loadingMore} onClick={list.more}>
              {t('cashback.more')}
            </Button>
          ) : null}
        </Panel>
      </div>
    </ProfileFrame>
  );
};
