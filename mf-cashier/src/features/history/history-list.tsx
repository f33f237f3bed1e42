// One history tab's list as it shows: a skeleton until it has rows, then each row as its card
// (a payment with its receipt link, or the contract's bonus and cashback cards), "show more"
// while the platform has more, and a failure said in words.
import { useTranslation } from 'react-i18next';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { Button, Card, EmptyState, Notice, Skeleton } from '@omad/ui';
import type { Bonus, Cashback, CashierTransaction, Money, Page } from '@omad/contract/api';
import { formatDateTime } from '@omad/contract/format';
import {
  BonusCard,
  CashbackCard,
  pagedRows,
  useFormatMoney,
  usePageLink,
} from '@omad/contract/remote';
import { methodName } from '../../lib/method-name';
import { destinationOf } from '../../lib/requisite-text';
import { StatusBadge } from '../../lib/status-badge';
import type { HistoryTab } from './history-model';

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

type TabListProps<Item extends Readonly<{ id: number }>> = Readonly<{
  tab: HistoryTab;
  list: UseInfiniteQueryResult<InfiniteData<Page<Item>, number>, unknown>;
  /** How one of the platform's items shows. */
  entryOf: (item: Item) => Entry;
  activeBonusId?: number | null;
  onChanged?: () => void;
}>;

/**
 * One tab's list: a skeleton until it has rows, then the rows and "show more" while the
 * platform has more. A page that fails keeps the rows shown and says so under them.
 */
export const TabList = <Item extends Readonly<{ id: number }>>({
  tab,
  list,
  entryOf,
  activeBonusId = null,
  onChanged = () => undefined,
}: TabListProps<Item>) => {
  const { t } = useTranslation('cashier');
  const format = useFormatMoney();
  const { items, count } = pagedRows(list.data);
  const failed = list.isError && !list.isFetching;
  if (items.length === 0 && (list.isPending || list.isFetching)) {
    return (
      <ul className="omad-history__list" aria-busy="true" data-testid="history-loading">
        {[0, 1, 2, 3].map((index) => (
          <li key={index}>
            <Skeleton variant="block" height={76} />
          </li>
        ))}
      </ul>
    );
  }
  if (items.length === 0 && failed) {
    return (
      <Notice tone="warning" role="alert">
        {t('errors.loadText')}
      </Notice>
    );
  }
  if (items.length === 0) {
    return (
      <EmptyState
        icon="wallet"
        title={t(`history.empty.${tab}`)}
        headingLevel={3}
        data-testid="history-empty"
      />
    );
  }
  return (
    <>
      <ul className="omad-history__list" data-testid="history-list">
        {items.map((item) => (
          <EntryCard
            key={item.id}
            entry={entryOf(item)}
            format={format}
            activeBonusId={activeBonusId}
            onChanged={onChanged}
          />
        ))}
      </ul>
      {failed ? (
        <Notice tone="warning" role="alert">
          {t('errors.loadText')}
        </Notice>
      ) : null}
      {list.hasNextPage ? (
        <Button
          variant="secondary"
          fullWidth
          loading={list.isFetching}
          onClick={() => void list.fetchNextPage()}
          data-testid="history-more"
        >
          {t('history.more', { shown: items.length, total: count })}
        </Button>
      ) : null}
    </>
  );
};
