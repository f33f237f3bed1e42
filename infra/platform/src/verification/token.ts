// The access token of the simulated identity provider's frame (verification.getAccessToken):
// the account and the expiry, HMAC-signed with a key derived from PLATFORM_SECRET, so the frame
// and its endpoints know the player by the token alone and nobody can make one for another.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { VERIFICATION } from '../config';

interface TokenPayload {
  /** The account. */
  readonly a: number;
  /** Expiry, epoch ms. */
  readonly e: number;
  /** The caller's external action id, when it gave one. */
  readonly x?: string;
}

const keyOf = (secret: string): string =>
  createHmac('sha256', secret).update('simulated-identity-provider:tokens').digest('hex');

const signatureOf = (secret: string, body: string): string =>
  createHmac('sha256', keyOf(secret)).update(body).digest('base64url');

export interface IssuedToken {
  readonly token: string;
  readonly expiresAt: number;
}

export const issueToken = (
  secret: string,
  accountId: number,
  at: number,
  externalActionId?: string,
): IssuedToken => {
  const expiresAt = at + VERIFICATION.tokenTtlMs;
  const payload: TokenPayload = {
    a: accountId,
    e: expiresAt,
    ...(externalActionId === undefined ? {} : { x: externalActionId }),
  };
  const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
  return { token: `${body}.${signatureOf(secret, body)}`, expiresAt };
};

/** What a token says: its account, or that it is expired or not one of ours. */
export type TokenCheck =
  | Readonly<{ kind: 'valid'; accountId: number; expiresAt: number }>
  | Readonly<{ kind: 'expired' | 'invalid' }>;

export const checkToken = (secret: string, token: string, at: number): TokenCheck => {
  const [body = '', signature = '', ...rest] = token.split('.');
  const expected = Buffer.from(signatureOf(secret, body));
  const given = Buffer.from(signature);
  if (rest.length > 0 || given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return { kind: 'invalid' };
  }
  let payload: unknown;
  try {
    payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  } catch {
    return { kind: 'invalid' };
  }
  if (
    typeof payload !== 'object' ||
    payload === null ||
    !('a' in payload && 'e' in payload) ||
    !Number.isSafeInteger(payload.a) ||
    typeof payload.e !== 'number'
  ) {
    return { kind: 'invalid' };
  }
  if (payload.e <= at) return { kind: 'expired' };
  return { kind: 'valid', accountId: Number(payload.a), expiresAt: payload.e };
};
