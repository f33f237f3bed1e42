// account.getNotifications and account.readNotifications: every loyalty notification of the
// player, toasted already or not, newest first, with whether the player has read it.
// (loyalty.getnotifications still hands each one out once, as a toast; reading is separate.)
import { markNotificationsRead, notificationPage } from '../domain/loyalty-notifications';
import { invalidParameter } from '../http/errors';
import { requireUser } from '../http/guards';
import { optionalCount, requiredString } from '../http/params';
import type { MethodHandlers } from '../http/rpc';

const MAX_PAGE = 100;
/** The most ids one call may name (a few pages' worth). */
const MAX_IDS = 500;

/** `ids` as the wire sends it: 'all', or comma-separated positive whole numbers. */
const idsOf = (text: string): number[] | 'all' => {
  if (text === 'all') return 'all';
  const parts = text.split(',').map((part) => part.trim());
  if (parts.length > MAX_IDS || !parts.every((part) => /^[1-9]\d{0,14}$/.test(part))) {
    throw invalidParameter('ids', 'INVALID');
  }
  return parts.map(Number);
};

export const notificationsMethods = {
  'account.getNotifications': async (call) => {
    const { accountId } = await requireUser(call);
    return notificationPage(call.services.db, accountId, {
      offset: optionalCount(call.params, 'offset', Number.MAX_SAFE_INTEGER) ?? 0,
      count: optionalCount(call.params, 'count', MAX_PAGE) ?? 20,
    });
  },

  'account.readNotifications': async (call) => {
    const { accountId } = await requireUser(call);
    const ids = idsOf(requiredString(call.params, 'ids'));
    await markNotificationsRead(call.services.db, accountId, ids, call.services.now());
    return 1;
  },
} satisfies MethodHandlers;
