// /profile/cashback: the player's cashbacks (cashbacks.get, newest period first) filtered by
// status, each taken onto the main balance or declined with the contract's card; how cashback
// is counted said plainly.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { Button, EmptyState, LoadFailed, Panel, Skeleton, Tabs } from '@omad/ui';
import { CashbackStatus } from '@omad/contract/api';
import {
  CashbackCard,
  invalidatePlatform,
  pagedQuery,
  pagedRows,
  platformKey,
  useRemoteProps,
} from '@omad/contract/remote';
import { ProfileFrame } from '../../lib/profile-frame';

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
  const queryClient = useQueryClient();
  const [filter, setFilter] = useState<Filter>('all');
  const statuses = STATUSES[filter];
  // The list's key is its pages' arguments less the offset.
  const listQuery = { count: PAGE_SIZE, order: 'desc', ...(statuses ? { statuses } : {}) };
  const list = useInfiniteQuery(
    pagedQuery(
      platformKey('cashbacks.get', listQuery),
      (offset, count) => api.cashbacks.get({ ...listQuery, offset, count }),
      PAGE_SIZE,
    ),
  );
  const { items } = pagedRows(list.data);
  // A cashback taken or declined: the list is read again in place.
  const changed = () => void invalidatePlatform(queryClient, 'cashbacks.get');
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
          {/* A failed "show more" or re-read keeps the rows shown; only a list with none fails. */}
          {list.isLoadingError ? <LoadFailed onRetry={() => void list.refetch()} /> : null}
          {list.isPending ? (
            <div className="omad-rewards-list" aria-busy="true">
              <Skeleton variant="block" height={168} />
              <Skeleton variant="block" height={168} />
            </div>
          ) : null}
          {list.data && items.length === 0 ? (
            <EmptyState
              icon="info"
              headingLevel={3}
              title={t('cashback.empty')}
              description={t('cashback.emptyHint')}
            />
          ) : null}
          {items.length > 0 ? (
            <ul className="omad-rewards-list" data-testid="cashbacks">
              {items.map((cashback) => (
                <CashbackCard key={cashback.id} cashback={cashback} onChanged={changed} />
              ))}
            </ul>
          ) : null}
          {list.hasNextPage ? (
            <Button
              variant="secondary"
              loading={list.isFetchingNextPage}
              onClick={() => void list.fetchNextPage()}
            >
              {t('cashback.more')}
            </Button>
          ) : null}
        </Panel>
      </div>
    </ProfileFrame>
  );
};
