// Password hashing: scrypt with a per-account random salt, compared in constant time. The
// cost is stored with the hash, `scrypt$N=131072,r=8,p=1$<salt>$<hash>` (base64url), so it
// can be raised later: a sign-in that proves the password rehashes it when its stored cost
// is below the platform's (needsRehash). Hashes written before the cost was stored,
// `scrypt$<salt>$<hash>`, were made at N=16384.
import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

const KEY_LENGTH = 64;

/** scrypt's cost parameters: N (CPU and memory), r (block size), p (parallelism). */
export interface PasswordCost {
  readonly N: number;
  readonly r: number;
  readonly p: number;
}

/**
 * OWASP's floor for scrypt is N=2^17, r=8, p=1: 128 MiB and about a third of a second per
 * hash on one core here. Tests may pass a cheaper cost for the accounts they make in bulk.
 */
export const PASSWORD_COST: PasswordCost = { N: 2 ** 17, r: 8, p: 1 };
/** The cost of hashes stored without one (before the cost was recorded). */
const LEGACY_COST: PasswordCost = { N: 16384, r: 8, p: 1 };

/** Memory scrypt needs for `cost` (128·N·r bytes), with room for its own bookkeeping. */
const maxmemOf = (cost: PasswordCost): number => 128 * cost.N * cost.r * 2;

const derive = (password: string, salt: Buffer, cost: PasswordCost): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    scrypt(
      password.normalize('NFKC'),
      salt,
      KEY_LENGTH,
      { ...cost, maxmem: maxmemOf(cost) },
      (error, key) => (error ? reject(error) : resolve(key)),
    );
  });

const costText = ({ N, r, p }: PasswordCost): string => `N=${N},r=${r},p=${p}`;

/**
 * The cost PLATFORM_PASSWORD_COST names (`N=16384,r=8,p=1`), outside production only: the e2e
 * stack registers hundreds of players on two cores and sets the pre-2^17 cost. Unset or
 * malformed: PASSWORD_COST. Production always uses PASSWORD_COST (platform.ts).
 */
export const passwordCostFrom = (value: string | undefined): PasswordCost => {
  const match = /^N=(\d+),r=(\d+),p=(\d+)$/.exec(value?.trim() ?? '');
  if (!match) return PASSWORD_COST;
  const [N, r, p] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const sane = N >= 1024 && N <= 2 ** 20 && (N & (N - 1)) === 0 && r >= 1 && r <= 32 && p >= 1;
  return sane ? { N, r, p } : PASSWORD_COST;
};

interface StoredHash {
  readonly cost: PasswordCost;
  readonly salt: Buffer;
  readonly hash: Buffer;
}

/** The parts of a stored hash; undefined when it is not one of ours. */
const parseStored = (stored: string): StoredHash | undefined => {
  const parts = stored.split('$');
  if (parts[0] !== 'scrypt') return undefined;
  if (parts.length === 3) {
    return {
      cost: LEGACY_COST,
      salt: Buffer.from(parts[1] ?? '', 'base64url'),
      hash: Buffer.from(parts[2] ?? '', 'base64url'),
    };
  }
  const match = /^N=(\d+),r=(\d+),p=(\d+)$/.exec(parts[1] ?? '');
  if (parts.length !== 4 || !match) return undefined;
  const [N, r, p] = [Number(match[1]), Number(match[2]), Number(match[3])];
  // A stored cost is trusted only within sane bounds: a doctored row must not make a
  // sign-in allocate gigabytes.
  if (N < 2 || N > 2 ** 20 || (N & (N - 1)) !== 0 || r < 1 || r > 32 || p < 1 || p > 16) {
    return undefined;
  }
  return {
    cost: { N, r, p },
    salt: Buffer.from(parts[2] ?? '', 'base64url'),
    hash: Buffer.from(parts[3] ?? '', 'base64url'),
  };
};

/** Hashes with a fresh random salt; seeds pass a fixed salt so their data is deterministic. */
export const hashPassword = async (
  password: string,
  cost: PasswordCost = PASSWORD_COST,
  salt: Buffer = randomBytes(16),
): Promise<string> => {
  const key = await derive(password, salt, cost);
  return `scrypt$${costText(cost)}$${salt.toString('base64url')}$${key.toString('base64url')}`;
};

/** Compared against when the login is unknown, so both paths cost one scrypt. */
const decoyFor = (cost: PasswordCost): StoredHash => ({
  cost,
  salt: Buffer.alloc(16),
  hash: Buffer.alloc(KEY_LENGTH),
});

/**
 * True when `password` matches `stored`; a missing account still spends the time of one
 * hash at `cost` (the platform's), so timing does not tell whether a login exists.
 */
export const verifyPassword = async (
  password: string,
  stored: string | null,
  cost: PasswordCost = PASSWORD_COST,
): Promise<boolean> => {
  const parsed = stored === null ? decoyFor(cost) : parseStored(stored);
  if (!parsed) return false;
  const actual = await derive(password, parsed.salt, parsed.cost);
  return (
    stored !== null && parsed.hash.length === actual.length && timingSafeEqual(parsed.hash, actual)
  );
};

/** True when `stored` was made at a lower cost than `cost` (or in the old format). */
export const needsRehash = (stored: string, cost: PasswordCost = PASSWORD_COST): boolean => {
  const parsed = parseStored(stored);
  if (!parsed) return false;
  return parsed.cost.N < cost.N || parsed.cost.r < cost.r || parsed.cost.p < cost.p;
};
