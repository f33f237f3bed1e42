// Failpoints for the crash tests (crash-safety.test.ts): outside production, when
// PLATFORM_CRASH_POINT names a point, the process is killed there with SIGKILL, as a power
// cut or an OOM kill would: no handler runs, nothing is flushed, the open transaction dies
// with the connection. The tests then restart the platform on the same data and check that
// each write is all there or not there at all.

export const CRASH_POINTS = [
  // auth.register: the account row is written, its balances and welcome notice are not yet.
  'registration:account-written',
  // account.saveProfileInfo: the account is updated, the profile fields are not yet.
  'profile:account-updated',
  // storage.set: the value is written, the transaction is not committed yet.
  'storage:value-written',
] as const;
export type CrashPoint = (typeof CRASH_POINTS)[number];

/** Kills the process at `point` when this run was asked to (never in production). */
export const crashPoint = (point: CrashPoint): void => {
  if (process.env.NODE_ENV === 'production') return;
  if (process.env.PLATFORM_CRASH_POINT === point) process.kill(process.pid, 'SIGKILL');
};

// In-process failpoints, for tests that call the platform in their own process: a test arms a
// point in the set it gave createPlatform (PlatformOptions.failPoints) and the code throws
// there, so the open transaction rolls back as after any failure. Production never arms one.

export const FAIL_POINTS = [
  // A game round: the bet's debit entry is written, the win and the round record are not yet.
  'round:debit-written',
] as const;
export type FailPoint = (typeof FAIL_POINTS)[number];

export class FailPointError extends Error {
  override readonly name = 'FailPointError';
}

/** Throws at `point` when it is armed. */
export const failPoint = (armed: ReadonlySet<FailPoint>, point: FailPoint): void => {
  if (armed.has(point)) throw new FailPointError(`failpoint ${point}`);
};
