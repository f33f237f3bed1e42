// loyalty.getnotifications: the signed-in player's new loyalty notifications, each answered
// once; a guest has none.
import { deliverNotifications } from '../domain/loyalty-notifications';
import { userBanned } from '../http/guards';
import type { CallContext, MethodHandlers } from '../http/rpc';

const getNotifications = async (call: CallContext) => {
  const user = await call.session.current();
  if (!user) return { items: [] };
  if (user.banType) throw userBanned(user.banType);
  const { db, now } = call.services;
  return { items: await deliverNotifications(db, user.accountId, now()) };
};

export const loyaltyMethods = {
  'loyalty.getnotifications': getNotifications,
} satisfies MethodHandlers;
