// The notification list: pages of 20 merged by id, marking read (some or all) reflected at
// once when the platform agrees, and the unread count it answers.
import { useCallback, useEffect, useState } from 'react';
import type { AccountNotification, AccountNotificationPage } from '@omad/contract/api';
import { useTranslation } from 'react-i18next';
import { useRemoteProps } from '@omad/contract/remote';

export const PAGE_SIZE = 20;

/** `page` merged into `items` by id, newest first. */
export const mergeNotifications = (
  items: readonly AccountNotification[],
  page: readonly AccountNotification[],
): AccountNotification[] => {
  const byId = new Map(items.map((item) => [item.id, item]));
  for (const item of page) byId.set(item.id, item);
  return [...byId.values()].sort((a, b) => b.id - a.id);
};

export const useNotificationList = () => {
  const { api, toast } = useRemoteProps();
  const { t } = useTranslation('profile');
  const [items, setItems] = useState<AccountNotification[]>([]);
  const [count, setCount] = useState(0);
  const [unread, setUnread] = useState(0);
  const [state, setState] = useState<'pending' | 'success' | 'error'>('pending');
  const [loadingMore, setLoadingMore] = useState(false);
  const [round, setRound] = useState(0);

  const take = useCallback((page: AccountNotificationPage) => {
    setItems((current) => mergeNotifications(current, page.items));
    setCount(page.count);
    setUnread(page.unread);
  }, []);

  useEffect(() => {
    let current = true;
    setState('pending');
    api.account.getNotifications({ offset: 0, count: PAGE_SIZE }).then(
      (page) => {
        if (!current) return;
        take(page);
        setState('success');
      },
      () => {
        if (current) setState('error');
      },
    );
    return () => {
      current = false;
    };
  }, [api, take, round]);

  const more = () => {
    setLoadingMore(true);
    api.account
      .getNotifications({ offset: items.length, count: PAGE_SIZE })
      .then(take)
      .catch((error: unknown) => console.warn('[mf-profile] notifications page failed', error))
      .finally(() => setLoadingMore(false));
  };

  const read = async (ids: readonly number[] | 'all') => {
    try {
      await api.account.readNotifications(ids);
    } catch {
      toast({ kind: 'error', message: t('errors.unknown') });
      return;
    }
    const marked = (item: AccountNotification) => ids === 'all' || ids.includes(item.id);
    setItems((current) =>
      current.map((item) => (marked(item) ? { ...item, is_read: true } : item)),
    );
    setUnread((current) =>
      ids === 'all'
        ? 0
        : Math.max(0, current - items.filter((item) => !item.is_read && marked(item)).length),
    );
  };

  return {
    items,
    unread,
    state,
    hasMore: items.length < count,
    loadingMore,
    more,
    read,
    retry: () => setRound((value) => value + 1),
  };
};
