// /cashier/history?tab=deposit|withdrawal|bonuses|cashbacks: real tabs, the first by default,
// the tab kept in the URL. A tab change clears that tab and loads its first page; "show more"
// adds the next 4 (pages merge by id). Deposits and withdrawals come from cashier.gethistory,
// bonuses from bonuses.get, cashbacks from cashbacks.get; each with its status, date
// (dd.mm.yyyy h:mm) and amount, a payment with where it went or came from as the platform
// masks it ("•••• 1234").
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button, Card, EmptyState, Notice, Skeleton, Tabs } from '@omad/ui';
import type { Bonus, Cashback, CashierTransaction, Money } from '@omad/contract/api';
import { formatDateTime } from '@omad/contract/format';
import {
  BonusCard,
  CashbackCard,
  usePageLink,
  useRemoteProps,
  useFormatMoney,
  useActiveBonusId,
} from '@omad/contract/remote';
import { CashierFrame } from '../../lib/cashier-frame';
import { methodName } from '../../lib/method-name';
import { destinationOf } from '../../lib/requisite-text';
import { StatusBadge } from '../../lib/status-badge';
import {
  HISTORY_TABS,
  PAGE_SIZE,
  emptyTab,
  hasMore,
  nextOffset,
  tabOf,
  tabReducer,
  type HistoryTab,
  type TabState,
} from './history-model';
import './history.css';

type Entry =
  | Readonly<{ id: number; kind: 'transaction'; item: CashierTransaction }>
  | Readonly<{ id: number; kind: 'bonus'; item: Bonus }>
  | Readonly<{ id: number; kind: 'cashback'; item: Cashback }>;

type CardProps = Readonly<{
  id: number;
  amount: string;
  /** What it was, one muted line each. */
  lines: readonly string[];
  status: string;
  /** ISO time shown as dd.mm.yyyy h:mm. */
  at: string;
  link?: Readonly<{ to: string; label: string }>;
}>;

const HistoryCard = ({ id, amount, lines, status, at, link }: CardProps) => {
  const linkTo = usePageLink();
  return (
    <Card
      as="li"
      padding="md"
      className="omad-history__item"
      data-testid="history-item"
      data-id={id}
    >
      <div className="omad-history__main">
        <strong className="omad-history__amount">{amount}</strong>
        {lines.map((line) => (
          <span key={line} className="omad-history__what">
            {line}
          </span>
        ))}
      </div>
      <div className="omad-history__side">
        <StatusBadge status={status} />
        <time dateTime={at}>{formatDateTime(at)}</time>
        {link ? (
          <a {...linkTo(link.to)} className="omad-history__link">
            {link.label}
          </a>
        ) : null}
      </div>
    </Card>
  );
};

type EntryProps = Readonly<{
  entry: Entry;
  format: (money: Money) => string;
  /** The active casino bonus's id: activating another forfeits it. */
  activeBonusId: number | null;
  /** A bonus or cashback changed: the tab reads what it shows again. */
  onChanged: () => void;
}>;

const EntryCard = ({ entry, format, activeBonusId, onChanged }: EntryProps) => {
  const { t } = useTranslation('cashier');
  if (entry.kind === 'bonus') {
    return (
      <BonusCard
        bonus={entry.item}
        anotherActive={activeBonusId !== null && activeBonusId !== entry.item.id}
        onChanged={onChanged}
      />
    );
  }
  if (entry.kind === 'cashback') {
    return <CashbackCard cashback={entry.item} onChanged={onChanged} />;
  }
  const { item: transaction } = entry;
  const destination = destinationOf(transaction.requisites);
  return (
    <HistoryCard
      id={transaction.id}
      amount={format(transaction.amount)}
      lines={[
        [methodName(transaction.method), destination, `#${transaction.id}`]
          .filter(Boolean)
          .join(' · '),
      ]}
      status={transaction.status}
      at={transaction.created_at}
      {...(transaction.type === 'deposit'
        ? { link: { to: `/cashier/receipt?id=${transaction.id}`, label: t('history.receipt') } }
        : {})}
    />
  );
};

type HistoryState = Readonly<Record<HistoryTab, TabState<Entry>>>;
type Action = Readonly<{ tab: HistoryTab; action: Parameters<typeof tabReducer<Entry>>[1] }>;

const initial: HistoryState = {
  deposit: emptyTab(),
  withdrawal: emptyTab(),
  bonuses: emptyTab(),
  cashbacks: emptyTab(),
};

const reducer = (state: HistoryState, { tab, action }: Action): HistoryState => ({
  ...state,
  [tab]: tabReducer(state[tab], action),
});

export const HistoryPage = () => {
  const { t } = useTranslation('cashier');
  const { api, locale } = useRemoteProps();
  const format = useFormatMoney();
  const [query, setQuery] = useSearchParams();
  const tab = tabOf(query.get('tab'));
  const [state, dispatch] = useReducer(reducer, initial);
  const request = useRef(0);

  const loadPage = useCallback(
    async (
      which: HistoryTab,
      offset: number,
      count = PAGE_SIZE,
    ): Promise<{ items: Entry[]; total: number }> => {
      const page = { offset, count };
      if (which === 'deposit' || which === 'withdrawal') {
        const answer = await api.cashier.getHistory({ ...page, type: which });
        return {
          items: answer.items.map((item) => ({ id: item.id, kind: 'transaction', item })),
          total: answer.count,
        };
      }
      if (which === 'bonuses') {
        const answer = await api.bonuses.get(page);
        return {
          items: answer.items.map((item) => ({ id: item.id, kind: 'bonus', item })),
          total: answer.count,
        };
      }
      const answer = await api.cashbacks.get({ ...page, order: 'desc' });
      return {
        items: answer.items.map((item) => ({ id: item.id, kind: 'cashback', item })),
        total: answer.count,
      };
    },
    [api],
  );

  const load = useCallback(
    (which: HistoryTab, offset: number, count = PAGE_SIZE) => {
      const own = ++request.current;
      dispatch({ tab: which, action: { type: 'loading' } });
      loadPage(which, offset, count).then(
        ({ items, total }) => {
          if (own === request.current)
            dispatch({ tab: which, action: { type: 'loaded', items, total } });
        },
        (error: unknown) => {
          console.warn('[mf-cashier] history page failed', error);
          if (own === request.current) dispatch({ tab: which, action: { type: 'failed' } });
        },
      );
    },
    [loadPage],
  );

  // A tab shown (first, or again after a change) starts from its first page.
  useEffect(() => {
    dispatch({ tab, action: { type: 'reset' } });
    load(tab, 0);
  }, [tab, locale, load]);

  const current = state[tab];
  const more = hasMore(current);
  const [rewardsVersion, setRewardsVersion] = useState(0);
  const activeBonusId = useActiveBonusId(rewardsVersion);
  // What the tab shows is read again in place (merged by id), so a changed card updates
  // without the list jumping back to a skeleton.
  const rewardChanged = () => {
    setRewardsVersion((version) => version + 1);
    load(tab, 0, Math.max(current.items.length, PAGE_SIZE));
  };
  let panel;
  if (current.items.length === 0 && current.status === 'loading') {
    panel = (
      <ul className="omad-history__list" aria-busy="true" data-testid="history-loading">
        {[0, 1, 2, 3].map((index) => (
          <li key={index}>
            <Skeleton variant="block" height={76} />
          </li>
        ))}
      </ul>
    );
  } else if (current.items.length === 0 && current.status === 'error') {
    panel = (
      <Notice tone="warning" role="alert">
        {t('errors.loadText')}
      </Notice>
    );
  } else if (current.items.length === 0) {
    panel = (
      <EmptyState
        icon="wallet"
        title={t(`history.empty.${tab}`)}
        headingLevel={3}
        data-testid="history-empty"
      />
    );
  } else {
    panel = (
      <>
        <ul className="omad-history__list" data-testid="history-list">
          {current.items.map((entry) => (
            <EntryCard
              key={entry.id}
              entry={entry}
              format={format}
              activeBonusId={activeBonusId}
              onChanged={rewardChanged}
            />
          ))}
        </ul>
        {current.status === 'error' ? (
          <Notice tone="warning" role="alert">
            {t('errors.loadText')}
          </Notice>
        ) : null}
        {more ? (
          <Button
            variant="secondary"
            fullWidth
            loading={current.status === 'loading'}
            onClick={() => load(tab, nextOffset(current))}
            data-testid="history-more"
          >
            {t('history.more', { shown: current.items.length, total: current.total ?? 0 })}
          </Button>
        ) : null}
      </>
    );
  }

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
