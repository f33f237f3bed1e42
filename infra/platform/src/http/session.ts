// Sessions: a random 32-byte id in the httpOnly `omad_sid` cookie; the database keeps only
// its SHA-256, so a leaked table does not leak live sessions.
import { createHash, randomBytes } from 'node:crypto';
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { SESSION_TTL_MS } from '../config';
import type { Services } from '../config';

export const SESSION_COOKIE = 'omad_sid';

/** The signed-in account of a request. */
export interface SessionUser {
  readonly accountId: number;
  /** The ban type when the account was banned after signing in, else null. */
  readonly banType: string | null;
  /** The stored key of this sign-in: rows that must end with it (game sessions) reference it. */
  readonly sessionHash: string;
}

export interface SessionControl {
  /** The account of the cookie's session, null for a guest or an expired session. */
  current(): Promise<SessionUser | null>;
  /** Signs `accountId` in under a fresh session id (an old session of this browser ends). */
  start(accountId: number): Promise<void>;
  /** Ends the session and clears the cookie. */
  end(): Promise<void>;
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
    const rows = await db.query<{ account_id: number; ban_type: string | null }>(
      `select s.account_id, a.ban_type from sessions s join accounts a on a.id = s.account_id
       where s.id_hash = $1 and s.expires_at > $2`,
      [sessionHash, now()],
    );
    const row = rows[0];
    return row ? { accountId: Number(row.account_id), banType: row.ban_type, sessionHash } : null;
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

  return {
    current: () => (cached ??= load()),
    end,
    start: async (accountId) => {
      await forget();
      const sessionId = randomBytes(32).toString('base64url');
      const sessionHash = hashOf(sessionId);
      const createdAt = now();
      await db.query('delete from sessions where expires_at <= $1', [createdAt]);
      await db.query(
        'insert into sessions (id_hash, account_id, created_at, expires_at) values ($1, $2, $3, $4)',
        [sessionHash, accountId, createdAt, createdAt + SESSION_TTL_MS],
      );
      setCookie(c, SESSION_COOKIE, sessionId, {
        httpOnly: true,
        sameSite: 'Lax',
        path: '/',
        secure,
        maxAge: SESSION_TTL_MS / 1000,
      });
      cached = Promise.resolve({ accountId, banType: null, sessionHash });
    },
  };
};
