// /cashier/history?tab=deposit|withdrawal|bonuses|cashbacks: real tabs, the first by default,
// the tab kept in the URL. A tab shown starts from its first page; "show more" adds the next 4
// (pages merge by id). Deposits and withdrawals come from cashier.gethistory, bonuses from
// bonuses.get, cashbacks from cashbacks.get, each tab an infinite query; history-list.tsx shows
// them with their status, date (dd.mm.yyyy h:mm) and amount, a payment with where it went or
// came from as the platform masks it ("•••• 1234").
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useInfiniteQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { Tabs } from '@omad/ui';
import {
  invalidatePlatform,
  pagedQuery,
  platformKey,
  useRemoteProps,
  useActiveBonusId,
} from '@omad/contract/remote';
import { CashierFrame } from '../../lib/cashier-frame';
import { TabList } from './history-list';
import { HISTORY_TABS, PAGE_SIZE, tabOf, type HistoryTab } from './history-model';
import './history.css';

// Each tab's list is keyed by its pages' arguments less the offset.
const TAB_KEYS = {
  deposit: platformKey('cashier.getHistory', { type: 'deposit', count: PAGE_SIZE }),
  withdrawal: platformKey('cashier.getHistory', { type: 'withdrawal', count: PAGE_SIZE }),
  bonuses: platformKey('bonuses.get', { count: PAGE_SIZE }),
  cashbacks: platformKey('cashbacks.get', { count: PAGE_SIZE, order: 'desc' }),
} as const satisfies Record<HistoryTab, QueryKey>;

/**
 * Each time a tab shows it starts from its first page (a skeleton, then 4 rows), as it did
 * before the query cache: the pages of a tab the player leaves are forgotten, not kept.
 */
const useFirstPageEachTime = (tab: HistoryTab) => {
  const queryClient = useQueryClient();
  useEffect(
    () => () => queryClient.removeQueries({ queryKey: TAB_KEYS[tab], exact: true }),
    [queryClient, tab],
  );
};

const TransactionsTab = ({ type }: Readonly<{ type: 'deposit' | 'withdrawal' }>) => {
  const { api } = useRemoteProps();
  const list = useInfiniteQuery(
    pagedQuery(
      TAB_KEYS[type],
      (offset, count) => api.cashier.getHistory({ type, offset, count }),
      PAGE_SIZE,
    ),
  );
  useFirstPageEachTime(type);
  return (
    <TabList
      tab={type}
      list={list}
      entryOf={(item) => ({ id: item.id, kind: 'transaction', item })}
    />
  );
};

const BonusesTab = () => {
  const { api } = useRemoteProps();
  const queryClient = useQueryClient();
  const [version, setVersion] = useState(0);
  const activeBonusId = useActiveBonusId(version);
  const list = useInfiniteQuery(
    pagedQuery(TAB_KEYS.bonuses, (offset, count) => api.bonuses.get({ offset, count }), PAGE_SIZE),
  );
  useFirstPageEachTime('bonuses');
  // A changed card (activating one may forfeit another) is read again in place, with the rows
  // around it, so the list does not jump back to a skeleton.
  const changed = () => {
    setVersion((value) => value + 1);
    void invalidatePlatform(queryClient, 'bonuses.get');
  };
  return (
    <TabList
      tab="bonuses"
      list={list}
      entryOf={(item) => ({ id: item.id, kind: 'bonus', item })}
      activeBonusId={activeBonusId}
      onChanged={changed}
    />
  );
};

const CashbacksTab = () => {
  const { api } = useRemoteProps();
  const queryClient = useQueryClient();
  const list = useInfiniteQuery(
    pagedQuery(
      TAB_KEYS.cashbacks,
      (offset, count) => api.cashbacks.get({ order: 'desc', offset, count }),
      PAGE_SIZE,
    ),
  );
  useFirstPageEachTime('cashbacks');
  return (
    <TabList
      tab="cashbacks"
      list={list}
      entryOf={(item) => ({ id: item.id, kind: 'cashback', item })}
      onChanged={() => void invalidatePlatform(queryClient, 'cashbacks.get')}
    />
  );
};

export const HistoryPage = () => {
  const { t } = useTranslation('cashier');
  const [query, setQuery] = useSearchParams();
  const tab = tabOf(query.get('tab'));
  let panel;
  if (tab === 'bonuses') panel = <BonusesTab />;
  else if (tab === 'cashbacks') panel = <CashbacksTab />;
  else panel = <TransactionsTab key={tab} type={tab} />;

  return (
    <CashierFrame section="history" title={t('title.history')}>
      <Tabs
        items={HISTORY_TABS.map((value) => ({ value, label: t(`history.tab.${value}`) }))}
        value={tab}
        onChange={(value) => setQuery({ tab: value })}
        aria-label={t('history.tabs')}
        look="underline"
      >
        {panel}
      </Tabs>
    </CashierFrame>
  );
};
