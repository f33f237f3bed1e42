// Wrong passwords slow a login down, they never lock it (LOGIN_DELAY in config.ts; OWASP
// ASVS 5.0 6.3.1): each failure is counted per login (its normalized e-mail or phone, known
// account or not, so the delay does not tell whether one exists), the next try of that login
// waits out a delay that doubles with the failures before its password is looked at, and a
// success clears the count. The owner is told when the failures reach `notifyAt`, once per
// window. Refusals stay per address (THROTTLE_LIMITS.login), so a flood from one address
// slows that address, never the owner's.
import { LOGIN_DELAY } from '../config';
import type { Services } from '../config';
import { hit } from '../http/throttle';

const SCOPE = 'loginFailure';

const keyOf = (subject: string): string => `subject:${subject.toLowerCase()}`;

/** How long a try waits after `failures` failures of its login in the window. */
export const loginDelayMs = (failures: number): number => {
  const over = failures - LOGIN_DELAY.freeFailures;
  if (over < 0) return 0;
  return Math.min(LOGIN_DELAY.maxMs, LOGIN_DELAY.baseMs * 2 ** over);
};

/** The failures counted for `subject` in the current window. */
export const loginFailuresOf = async (
  { db, now }: Pick<Services, 'db' | 'now'>,
  subject: string,
): Promise<number> => {
  const [row] = await db.query<{ hits: number }>(
    'select hits from throttle_counters where scope = $1 and key = $2 and window_start > $3',
    [SCOPE, keyOf(subject), now() - LOGIN_DELAY.windowSeconds * 1000],
  );
  return Number(row?.hits ?? 0);
};

/** Waits the delay the login's failures call for (none for the first few). */
export const waitOutLoginDelay = async (services: Services, subject: string): Promise<void> => {
  const delay = loginDelayMs(await loginFailuresOf(services, subject));
  if (delay > 0) await services.sleep(delay);
};

/** Counts a failure of `subject`; answers the count in the window, this one included. */
export const recordLoginFailure = async (services: Services, subject: string): Promise<number> =>
  (
    await hit(services, SCOPE, {
      key: keyOf(subject),
      rule: { limit: Number.MAX_SAFE_INTEGER, windowSeconds: LOGIN_DELAY.windowSeconds },
    })
  ).hits;

/** The login got in: its failures are forgotten. */
export const clearLoginFailures = async ({ db }: Services, subject: string): Promise<void> => {
  await db.query('delete from throttle_counters where scope = $1 and key = $2', [
    SCOPE,
    keyOf(subject),
  ]);
};
