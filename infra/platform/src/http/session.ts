// Sessions: a random 32-byte id in the httpOnly `omad_sid` cookie; the database keeps only
// its SHA-256, so a leaked table does not leak live sessions. Each also has a public id, the
// browser and the (masked) address it signed in from, and when it was last used, for the
// player's list of sessions (domain/sessions.ts).
import { createHash, randomBytes } from 'node:crypto';
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { SESSION_SEEN_INTERVAL_MS, SESSION_TTL_MS } from '../config';
import type { Services } from '../config';
import { maskAddress, userAgentOf } from '../domain/sessions';
import { clientAddressOf } from './throttle';

export const SESSION_COOKIE = 'omad_sid';

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

export const sessionControl = (c: Context, { db, now, production }: Services): SessionControl => {
  // Production always marks the cookie Secure; locally it follows the scheme of the request.
  const secure = production || isHttps(c);
  let cached: Promise<SessionUser | null> | undefined;
  const cookieId = (): string | undefined => getCookie(c, SESSION_COOKIE) || undefined;

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
    deleteCookie(c, SESSION_COOKIE, { path: '/', secure });
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
          createdAt + SESSION_TTL_MS,
          randomBytes(12).toString('base64url'),
          userAgentOf(c.req.header('user-agent')),
          maskAddress(clientAddressOf(c)),
        ],
      );
      setCookie(c, SESSION_COOKIE, sessionId, {
        httpOnly: true,
        sameSite: 'Lax',
        path: '/',
        secure,
        maxAge: SESSION_TTL_MS / 1000,
      });
      cached = Promise.resolve({ accountId, banType: null, sessionHash, startedAt: createdAt });
    },
  };
};
