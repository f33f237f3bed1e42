// account.getSessions and account.closeOtherSessions: the player's signed-in sessions, and
// signing out everywhere but here (a lost phone, a shared computer).
import { sessionsOf } from '../domain/sessions';
import { requireUser } from '../http/guards';
import type { MethodHandlers } from '../http/rpc';

export const sessionsMethods = {
  'account.getSessions': async (call) => {
    const user = await requireUser(call);
    return sessionsOf(call.services.db, user.accountId, user.sessionHash, call.services.now());
  },
  'account.closeOtherSessions': async (call) => {
    await requireUser(call);
    return { closed: await call.session.endOthers() };
  },
} satisfies MethodHandlers;
