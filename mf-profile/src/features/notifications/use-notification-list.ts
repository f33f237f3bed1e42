// The notification list: pages of 20 merged by id (newest first, as the platform answers), the
// unread count it answers, and marking read (some or all): once the platform agrees, the list
// is read again, so the marks and the count are the platform's.
import { useInfiniteQuery, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { AccountNotification, Page } from '@omad/contract/api';
import {
  invalidatePlatform,
  pagedQuery,
  pagedRows,
  platformKey,
  useRemoteProps,
} from '@omad/contract/remote';

export const PAGE_SIZE = 20;

/**
 * The unread count the latest page answered. Every page of account.getNotifications carries
 * it, but a paged query types its pages as the plain Page, so it is read with a check.
 */
const unreadOf = (data: InfiniteData<Page<AccountNotification>, number> | undefined): number => {
  const page = data?.pages.at(-1);
  return page && 'unread' in page && typeof page.unread === 'number' ? page.unread : 0;
};

export const useNotificationList = () => {
  const { api, toast } = useRemoteProps();
  const queryClient = useQueryClient();
  const { t } = useTranslation('profile');
  const query = useInfiniteQuery(
    pagedQuery(
      platformKey('account.getNotifications', { count: PAGE_SIZE }),
      (offset, count) => api.account.getNotifications({ offset, count }),
      PAGE_SIZE,
    ),
  );

  const read = async (ids: readonly number[] | 'all') => {
    try {
      await api.account.readNotifications(ids);
    } catch {
      toast({ kind: 'error', message: t('errors.unknown') });
      return;
    }
    await invalidatePlatform(queryClient, 'account.getNotifications');
  };

  return { query, items: pagedRows(query.data).items, unread: unreadOf(query.data), read };
};
