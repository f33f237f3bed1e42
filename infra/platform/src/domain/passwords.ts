// Password hashing: scrypt with a per-account random salt, compared in constant time.
// Stored as `scrypt$<salt base64url>$<hash base64url>`.
import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

const KEY_LENGTH = 64;
const COST = { N: 16384, r: 8, p: 1, maxmem: 64 * 1024 * 1024 };

const derive = (password: string, salt: Buffer): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, COST, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });

/** Hashes with a fresh random salt; seeds pass a fixed salt so their data is deterministic. */
export const hashPassword = async (
  password: string,
  salt: Buffer = randomBytes(16),
): Promise<string> =>
  `scrypt$${salt.toString('base64url')}$${(await derive(password, salt)).toString('base64url')}`;

// Compared against when the login is unknown, so both paths cost one scrypt.
const decoy = `scrypt$${Buffer.alloc(16).toString('base64url')}$${Buffer.alloc(KEY_LENGTH).toString('base64url')}`;

/** True when `password` matches `stored`; a missing account still spends the same time. */
export const verifyPassword = async (password: string, stored: string | null): Promise<boolean> => {
  const [scheme, salt, hash] = (stored ?? decoy).split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const actual = await derive(password, Buffer.from(salt, 'base64url'));
  return stored !== null && expected.length === actual.length && timingSafeEqual(expected, actual);
};
