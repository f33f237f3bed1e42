// Slowing repeated calls (spec section 8, TooManyRequestsException): each scope counts calls
// per subject (a login, an account, an e-mail) and per client address in a fixed window,
// kept in the database so every platform process and a restart see the same counts. A call
// is counted before it is served, in one atomic statement per key, so parallel guesses cannot
// slip past the limit; a success then takes its own count back.
import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import { ErrorType } from '@omad/contract/api';
import type { Services, ThrottleRule, ThrottleScope } from '../config';
import { ApiError } from './errors';

/** Who a counted call is about; a call without a subject is counted by address alone. */
export interface ThrottleKeys {
  readonly subject?: string | undefined;
  readonly address: string;
}

/** The TooManyRequestsException a slowed call answers, with the wait in whole seconds. */
export const tooManyRequests = (retryAfterSeconds: number): ApiError =>
  new ApiError(ErrorType.TooManyRequests, 'Too many requests, try again later', {
    data: { retry_after: retryAfterSeconds },
  });

/** The TCP peer of the request; 'unknown' for in-process requests (tests) with no socket. */
const socketPeerOf = (c: Context): string => {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
};

/**
 * The client's address as `hops` trusted proxies in front of the platform saw it: with none,
 * the socket's peer; with k, the X-Forwarded-For entry k places from the right, the one the
 * outermost trusted proxy added from its own socket (entries further left were written by
 * whoever connected to it and prove nothing). A list shorter than k gives its leftmost
 * entry. The edge is one hop, and it writes the address it decided on last.
 */
export const forwardedAddress = (
  forwardedFor: string | undefined,
  hops: number,
  peer: string,
): string => {
  if (hops <= 0) return peer;
  const entries = (forwardedFor ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  if (entries.length === 0) return peer;
  return entries[Math.max(0, entries.length - hops)] ?? peer;
};

/** The address a call came from (see forwardedAddress), for slowing repeated calls. */
export const clientAddressOf = (c: Context, hops: number): string =>
  forwardedAddress(c.req.header('x-forwarded-for'), hops, socketPeerOf(c));

export type Counted = Readonly<{ key: string; rule: ThrottleRule }>;

const countedKeys = (
  services: Services,
  scope: ThrottleScope,
  keys: ThrottleKeys,
): readonly Counted[] => {
  const rules = services.throttle[scope];
  return [
    ...(keys.subject
      ? [{ key: `subject:${keys.subject.toLowerCase()}`, rule: rules.subject }]
      : []),
    { key: `address:${keys.address}`, rule: rules.address },
  ];
};

/**
 * Counts one event under (`scope`, `key`) in a fixed window; a window that has ended starts
 * again. Returns the new count and when its window began. Atomic, so parallel calls each
 * get their own count.
 */
export const hit = async (
  { db, now }: Pick<Services, 'db' | 'now'>,
  scope: string,
  { key, rule }: Counted,
): Promise<{ hits: number; windowStart: number }> => {
  const at = now();
  const windowMs = rule.windowSeconds * 1000;
  const [row] = await db.query<{ hits: number; window_start: string | number }>(
    `insert into throttle_counters (scope, key, window_start, hits) values ($1, $2, $3, 1)
     on conflict (scope, key) do update set
       hits = case when throttle_counters.window_start + $4 <= $3 then 1
                   else throttle_counters.hits + 1 end,
       window_start = case when throttle_counters.window_start + $4 <= $3 then $3
                           else throttle_counters.window_start end
     returning hits, window_start`,
    [scope, key, at, windowMs],
  );
  return { hits: Number(row?.hits ?? 1), windowStart: Number(row?.window_start ?? at) };
};

/**
 * Counts a call of `scope` for its subject and address, and refuses it with
 * TooManyRequestsException (and the seconds until the longest wait ends) when either count
 * is past its limit. A refused call is counted too, so hammering never opens the window.
 */
export const countCall = async (
  services: Services,
  scope: ThrottleScope,
  keys: ThrottleKeys,
): Promise<void> => {
  // Windows that ended long ago are forgotten, so the table holds only live counts.
  const longest = Math.max(
    services.throttle[scope].subject.windowSeconds,
    services.throttle[scope].address.windowSeconds,
  );
  await services.db.query('delete from throttle_counters where scope = $1 and window_start < $2', [
    scope,
    services.now() - longest * 1000,
  ]);
  let waitMs = 0;
  for (const counted of countedKeys(services, scope, keys)) {
    const { hits, windowStart } = await hit(services, scope, counted);
    if (hits > counted.rule.limit) {
      waitMs = Math.max(waitMs, windowStart + counted.rule.windowSeconds * 1000 - services.now());
    }
  }
  if (waitMs > 0) throw tooManyRequests(Math.max(1, Math.ceil(waitMs / 1000)));
};

/**
 * A counted call succeeded: its subject's count starts again (a player who got in is not a
 * guesser), and the address gets this call back.
 */
export const callSucceeded = async (
  { db }: Services,
  scope: ThrottleScope,
  keys: ThrottleKeys,
): Promise<void> => {
  if (keys.subject) {
    await db.query('delete from throttle_counters where scope = $1 and key = $2', [
      scope,
      `subject:${keys.subject.toLowerCase()}`,
    ]);
  }
  await db.query(
    `update throttle_counters set hits = greatest(hits - 1, 0) where scope = $1 and key = $2`,
    [scope, `address:${keys.address}`],
  );
};
