// Loyalty notifications (spec section 3): queued for a player by what happens to them (a
// registration queues the welcome one) and delivered once, by loyalty.getnotifications, as a
// toast; all of them stay in the player's list (account.getNotifications) until read.
import type {
  AccountNotification,
  AccountNotificationPage,
  LoyaltyNotification,
} from '@omad/contract/api';
import { isLocale } from '../config';
import type { Queryable } from '../db/db';

/** What caused a notification (spec section 3). */
export const LOYALTY_TRIGGERS = ['quest', 'register', 'profile', 'confirm', 'product', 'level'];

export interface NewNotification {
  readonly trigger: string;
  /** 'credit' is toasted as a success, anything else as an error. */
  readonly type: string;
  readonly title: string;
  readonly message: string;
  readonly amount: number | null;
  readonly amountType: string | null;
  readonly image: string | null;
}

const welcomeTexts = {
  uz: {
    title: 'Omad\u2019ga xush kelibsiz!',
    message:
      'Ro\u2018yxatdan o\u2018tganingiz uchun rahmat. Birinchi depozitga 100% bonus sizni kutmoqda.',
  },
  ru: {
    title: 'Добро пожаловать в Omad!',
    message: 'Спасибо за регистрацию. Вас ждёт бонус 100% на первый депозит.',
  },
} as const;

/** The 'register' notification, in the locale the player registered in. */
export const welcomeNotification = (locale: string | null): NewNotification => ({
  trigger: 'register',
  type: 'credit',
  ...welcomeTexts[isLocale(locale) ? locale : 'uz'],
  amount: null,
  amountType: null,
  image: null,
});

interface NotificationRow {
  readonly id: number;
  readonly trigger: string;
  readonly type: string;
  readonly title: string;
  readonly message: string;
  readonly amount: string | null;
  readonly amount_type: string | null;
  readonly image: string | null;
  readonly created_at: number;
  readonly read_at: number | null;
}

const toNotification = (row: NotificationRow): LoyaltyNotification => ({
  trigger: row.trigger,
  type: row.type,
  title: row.title,
  message: row.message,
  amount: row.amount === null ? null : Number(row.amount),
  amountType: row.amount_type,
  image: row.image,
});

const columns =
  'id, trigger, type, title, message, amount::text as amount, amount_type, image, created_at, read_at';

export const queueNotification = async (
  db: Queryable,
  accountId: number,
  notification: NewNotification,
  createdAt: number,
): Promise<LoyaltyNotification> => {
  const [row] = await db.query<NotificationRow>(
    `insert into loyalty_notifications
       (account_id, trigger, type, title, message, amount, amount_type, image, created_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9) returning ${columns}`,
    [
      accountId,
      notification.trigger,
      notification.type,
      notification.title,
      notification.message,
      notification.amount,
      notification.amountType,
      notification.image,
      createdAt,
    ],
  );
  if (!row) throw new Error('insert into loyalty_notifications returned nothing');
  return toNotification(row);
};

/**
 * The player's undelivered notifications, oldest first, marked delivered in the same
 * statement: two calls racing each get a notification at most once.
 */
export const deliverNotifications = async (
  db: Queryable,
  accountId: number,
  deliveredAt: number,
): Promise<LoyaltyNotification[]> => {
  const rows = await db.query<NotificationRow>(
    `update loyalty_notifications set delivered_at = $2
     where account_id = $1 and delivered_at is null returning ${columns}`,
    [accountId, deliveredAt],
  );
  return [...rows].sort((a, b) => Number(a.id) - Number(b.id)).map(toNotification);
};

const toAccountNotification = (row: NotificationRow): AccountNotification => ({
  id: Number(row.id),
  ...toNotification(row),
  created_at: new Date(Number(row.created_at)).toISOString(),
  is_read: row.read_at !== null,
});

/** The player's notifications, newest first, delivered or not, with the totals. */
export const notificationPage = async (
  db: Queryable,
  accountId: number,
  page: { readonly offset: number; readonly count: number },
): Promise<AccountNotificationPage> => {
  const [totals] = await db.query<{ count: number; unread: number }>(
    `select count(*)::int as count, (count(*) filter (where read_at is null))::int as unread
     from loyalty_notifications where account_id = $1`,
    [accountId],
  );
  const rows = await db.query<NotificationRow>(
    `select ${columns} from loyalty_notifications where account_id = $1
     order by created_at desc, id desc limit $2 offset $3`,
    [accountId, page.count, page.offset],
  );
  return {
    items: rows.map(toAccountNotification),
    count: Number(totals?.count ?? 0),
    unread: Number(totals?.unread ?? 0),
  };
};

/** Marks the player's own notifications read: those of `ids`, or all; other ids pass over. */
export const markNotificationsRead = async (
  db: Queryable,
  accountId: number,
  ids: readonly number[] | 'all',
  at: number,
): Promise<void> => {
  await db.query(
    `update loyalty_notifications set read_at = $3
     where account_id = $1 and read_at is null and ($2::bigint[] is null or id = any($2))`,
    [accountId, ids === 'all' ? null : ids, at],
  );
};
