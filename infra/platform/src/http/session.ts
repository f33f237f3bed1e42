// Sessions: a random 32-byte id in the httpOnly `omad_sid` cookie (`__Host-omad_sid` over
// https, so no subdomain can set or shadow it); the database keeps only its SHA-256, so a
// leaked table does not leak live sessions. A session ends 7 days after sign-in
// (SESSION_TTL_MS) and after time_to_force_logout without a request: the browser's
// inactivity timer is not the only guard. Each also has a public id, the
// browser and the (masked) address it signed in from, and when it was last used, for the
// player's list of sessions (domain/sessions.ts).
import { createHash, randomBytes } from 'node:crypto';
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { SESSION_SEEN_INTERVAL_MS } from '../config';
import type { Services } from '../config';
import { maskAddress, userAgentOf } from '../domain/sessions';
import { clientAddressOf } from './throttle';

/**
 * How long a session may go without a request before it ends: the site's
 * time_to_force_logout, plus the interval last_seen_at is written at (it lags by up to
 * that). 0 turns idle ending off, as it turns off the browser's timer.
 */
export const idleLimitMs = (forceLogoutSeconds: number): number =>
  forceLogoutSeconds > 0 ? forceLogoutSeconds * 1000 + SESSION_SEEN_INTERVAL_MS : Infinity;

export const SESSION_COOKIE = 'omad_sid';
/** The cookie's name over https: the prefix makes browsers insist on Secure, Path=/, no Domain. */
export const SECURE_SESSION_COOKIE = `__Host-${SESSION_COOKIE}`;

/** The signed-in account of a request. */
export interface SessionUser {
  readonly accountId: number;
  /** The ban type when the account was banned after signing in, else null. */
  readonly banType: string | null;
  /** The stored key of this sign-in: rows that must end with it (game sessions) reference it. */
  readonly sessionHash: string;
  /** When this sign-in started (ms). */
  readonly startedAt: number;
}

export interface SessionControl {
  /** The account of the cookie's session, null for a guest or an expired session. */
  current(): Promise<SessionUser | null>;
  /** Signs `accountId` in under a fresh session id (an old session of this browser ends). */
  start(accountId: number): Promise<void>;
  /** Ends the session and clears the cookie. */
  end(): Promise<void>;
  /** Ends every other session of this session's account; answers how many ended. */
  endOthers(): Promise<number>;
  /** Ends every session of this session's account, this one included, and clears the cookie. */
  endEverywhere(): Promise<void>;
}

const hashOf = (sessionId: string): string => createHash('sha256').update(sessionId).digest('hex');

const isHttps = (c: Context): boolean =>
  new URL(c.req.url).protocol === 'https:' ||
  c.req.header('x-forwarded-proto')?.split(',')[0]?.trim() === 'https';

export const sessionControl = (c: Context, services: Services): SessionControl => {
  const { db, now, production, forceLogoutSeconds, trustedProxyHops, sessionTtlMs } = services;
  // Production always marks the cookie Secure; locally it follows the scheme of the request.
  const secure = production || isHttps(c);
  const cookieName = secure ? SECURE_SESSION_COOKIE : SESSION_COOKIE;
  let cached: Promise<SessionUser | null> | undefined;
  // Over https only the prefixed cookie counts (a plain one may have been planted by a
  // sibling subdomain); over plain http the plain one, or a prefixed one the same browser got
  // over https (browsers send it to no http site but localhost).
  const cookieId = (): string | undefined =>
    getCookie(c, cookieName) ||
    (secure ? undefined : getCookie(c, SECURE_SESSION_COOKIE)) ||
    undefined;

  const load = async (): Promise<SessionUser | null> => {
    const sessionId = cookieId();
    if (!sessionId) return null;
    const sessionHash = hashOf(sessionId);
    const at = now();
    const [row] = await db.query<{
      account_id: number;
      ban_type: string | null;
      created_at: number;
      last_seen_at: number;
    }>(
      `select s.account_id, a.ban_type, s.created_at, s.last_seen_at
       from sessions s join accounts a on a.id = s.account_id
       where s.id_hash = $1 and s.expires_at > $2`,
      [sessionHash, at],
    );
    if (!row) return null;
    if (at - Number(row.last_seen_at) > idleLimitMs(forceLogoutSeconds)) {
      // Idle past the site's limit: the session is over, whatever the browser thinks.
      await db.query('delete from sessions where id_hash = $1', [sessionHash]);
      return null;
    }
    if (at - Number(row.last_seen_at) >= SESSION_SEEN_INTERVAL_MS) {
      await db.query(
        'update sessions set last_seen_at = $2 where id_hash = $1 and last_seen_at < $2',
        [sessionHash, at],
      );
    }
    return {
      accountId: Number(row.account_id),
      banType: row.ban_type,
      sessionHash,
      startedAt: Number(row.created_at),
    };
  };

  const forget = async (): Promise<void> => {
    const sessionId = cookieId();
    if (sessionId) await db.query('delete from sessions where id_hash = $1', [hashOf(sessionId)]);
  };

  const end = async (): Promise<void> => {
    await forget();
    deleteCookie(c, cookieName, { path: '/', secure });
    cached = Promise.resolve(null);
  };

  const current = () => (cached ??= load());

  return {
    current,
    end,
    endOthers: async () => {
      const user = await current();
      if (!user) return 0;
      const ended = await db.query(
        'delete from sessions where account_id = $1 and id_hash <> $2 returning 1',
        [user.accountId, user.sessionHash],
      );
      return ended.length;
    },
    endEverywhere: async () => {
      const user = await current();
      if (user) await db.query('delete from sessions where account_id = $1', [user.accountId]);
      await end();
    },
    start: async (accountId) => {
      await forget();
      const sessionId = randomBytes(32).toString('base64url');
      const sessionHash = hashOf(sessionId);
      const createdAt = now();
      await db.query('delete from sessions where expires_at <= $1', [createdAt]);
      await db.query(
        `insert into sessions (id_hash, account_id, created_at, expires_at, public_id,
           last_seen_at, user_agent, address)
         values ($1, $2, $3, $4, $5, $3, $6, $7)`,
        [
          sessionHash,
          accountId,
          createdAt,
          createdAt + sessionTtlMs,
          randomBytes(12).toString('base64url'),
          userAgentOf(c.req.header('user-agent')),
          maskAddress(clientAddressOf(c, trustedProxyHops)),
        ],
      );
      setCookie(c, cookieName, sessionId, {
        httpOnly: true,
        sameSite: 'Lax',
        path: '/',
        secure,
        maxAge: Math.floor(sessionTtlMs / 1000),
      });
      cached = Promise.resolve({ accountId, banType: null, sessionHash, startedAt: createdAt });
    },
  };
};
