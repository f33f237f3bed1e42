import { describe, expect, it } from 'vitest';
import { afterAll, beforeAll } from 'vitest';
import { scrypt } from 'node:crypto';
import { PASSWORD_COST, hashPassword, needsRehash, verifyPassword } from './passwords';
import { isCommonPassword } from './common-passwords';
import { createTestPlatform } from '../testing/test-platform';
import type { Platform } from '../platform';
import { START_TIMEOUT_MS, TestClient } from '../testing/api-client';
import { PLAYER_PASSWORD, freshEmail, registerPlayer } from '../testing/players';

/** A hash in the format used before the cost was stored: scrypt N=16384, r=8, p=1. */
const legacyHash = (password: string): Promise<string> =>
  new Promise((resolve, reject) => {
    const salt = Buffer.alloc(16, 7);
    scrypt(password.normalize('NFKC'), salt, 64, { N: 16384, r: 8, p: 1 }, (error, key) =>
      error
        ? reject(error)
        : resolve(`scrypt$${salt.toString('base64url')}$${key.toString('base64url')}`),
    );
  });

describe('password hashes', () => {
  it('are scrypt at N=2^17, r=8, p=1 with the cost stored in the hash', async () => {
    expect(PASSWORD_COST).toEqual({ N: 131072, r: 8, p: 1 });
    const hash = await hashPassword('Tog-Yuragi-42');
    expect(hash).toMatch(/^scrypt\$N=131072,r=8,p=1\$[\w-]{22}\$[\w-]{86}$/);
    expect(await verifyPassword('Tog-Yuragi-42', hash)).toBe(true);
    expect(await verifyPassword('Tog-Yuragi-43', hash)).toBe(false);
    expect(needsRehash(hash)).toBe(false);
  });

  it('verify the old format and ask for a rehash of it and of a cheaper cost', async () => {
    const old = await legacyHash('Tog-Yuragi-42');
    expect(await verifyPassword('Tog-Yuragi-42', old)).toBe(true);
    expect(needsRehash(old)).toBe(true);
    const cheap = await hashPassword('Tog-Yuragi-42', { N: 1024, r: 8, p: 1 });
    expect(needsRehash(cheap)).toBe(true);
    expect(needsRehash(cheap, { N: 1024, r: 8, p: 1 })).toBe(false);
  });

  it('refuse a doctored cost instead of spending gigabytes on it', async () => {
    const hash = await hashPassword('x1y2z3', { N: 1024, r: 8, p: 1 });
    const doctored = hash.replace('N=1024', `N=${2 ** 24}`);
    expect(await verifyPassword('x1y2z3', doctored)).toBe(false);
  });
});

describe('the common-password deny-list', () => {
  it('knows leaked favourites without case, and not a made-up phrase', () => {
    for (const common of ['123456', 'Qwerty123', 'PASSWORD1', 'Secret123', 'parol123']) {
      expect(isCommonPassword(common), common).toBe(true);
    }
    expect(isCommonPassword('Kumush-Tong-77')).toBe(false);
    expect(isCommonPassword(PLAYER_PASSWORD)).toBe(false);
  });
});

describe('sign-in upgrades an old hash', () => {
  let platform: Platform;
  beforeAll(async () => {
    // The production cost here: the upgrade goes from the old N=16384 up to it.
    platform = await createTestPlatform({ passwordCost: PASSWORD_COST });
  }, START_TIMEOUT_MS);
  afterAll(() => platform?.close());

  it('rewrites a legacy hash at the platform cost once the password is proven', async () => {
    const email = freshEmail('legacy');
    await registerPlayer(platform.app, { email });
    await platform.db.query('update accounts set password_hash = $2 where email = $1', [
      email,
      await legacyHash(PLAYER_PASSWORD),
    ]);
    const wrong = await new TestClient(platform.app).call('auth.login', {
      login: email,
      password: 'Wrong-pass-1',
    });
    expect(wrong.status).toBe(401);
    const [before] = await platform.db.query<{ password_hash: string }>(
      'select password_hash from accounts where email = $1',
      [email],
    );
    expect(before?.password_hash.split('$')).toHaveLength(3);
    const right = await new TestClient(platform.app).call('auth.login', {
      login: email,
      password: PLAYER_PASSWORD,
    });
    expect(right.status).toBe(200);
    const [after] = await platform.db.query<{ password_hash: string }>(
      'select password_hash from accounts where email = $1',
      [email],
    );
    expect(after?.password_hash).toMatch(/^scrypt\$N=131072,r=8,p=1\$/);
    expect(
      (
        await new TestClient(platform.app).call('auth.login', {
          login: email,
          password: PLAYER_PASSWORD,
        })
      ).status,
    ).toBe(200);
  });
});

describe('passwordCostFrom', () => {
  it('reads a sane cost and falls back to the production one otherwise', async () => {
    const { passwordCostFrom } = await import('./passwords');
    expect(passwordCostFrom('N=16384,r=8,p=1')).toEqual({ N: 16384, r: 8, p: 1 });
    expect(passwordCostFrom(undefined)).toEqual(PASSWORD_COST);
    expect(passwordCostFrom('N=1000,r=8,p=1')).toEqual(PASSWORD_COST);
    expect(passwordCostFrom('fast')).toEqual(PASSWORD_COST);
  });
});
