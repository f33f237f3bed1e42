// Seeded demo accounts for people and tests: a rich player, a two-factor player, a banned one
// and one whose registration is incomplete. All share the password 'Secret123', so they exist
// only outside production: a production platform refuses to start on a database holding one.
import { createHash } from 'node:crypto';
import type { Queryable } from '../db/db';
import { insertAccount } from '../domain/accounts';
import type { NewAccount } from '../domain/accounts';
import { hashPassword } from '../domain/passwords';
import type { PasswordCost } from '../domain/passwords';

export const SEED_PASSWORD = 'Secret123';
const REG_TIME = Date.UTC(2025, 0, 15, 9, 30);

type SeedAccount = Omit<NewAccount, 'passwordHash' | 'regTime'> & { readonly email: string };

export const seedAccounts: readonly SeedAccount[] = [
  {
    email: 'player@omad.uz',
    phone: '998901234567',
    currency: 'UZS',
    fakename: 'OmadPlayer',
    locale: 'uz',
    isSubscribed: true,
    // Its bonus (50,000) and betting bonus (10,000) balances are its active bonuses' money,
    // credited by bonus_credit entries (seed/bonuses.ts), not opening amounts.
    balances: { main: '1250000.50' },
  },
  { email: 'twofa@omad.uz', currency: 'UZS', locale: 'uz', twoFactorAuth: true },
  { email: 'banned@omad.uz', currency: 'UZS', locale: 'uz', banType: 'full' },
  // A player who set a daily deposit limit of 1,000,000 so'm (seed/seed.ts), with money to
  // withdraw; the cashier's limit refusals are tried on it.
  {
    email: 'limit@omad.uz',
    currency: 'UZS',
    locale: 'uz',
    balances: { main: '300000.00' },
  },
  {
    email: 'incomplete@omad.uz',
    currency: 'UZS',
    locale: 'ru',
    isRegistrationCompleted: false,
  },
];

/** A salt derived from the login, so seeding twice writes the same bytes. */
const seedSalt = (email: string): Buffer =>
  createHash('sha256').update(`omad-seed:${email}`).digest().subarray(0, 16);

/** The daily deposit limit of limit@omad.uz. */
export const SEED_DEPOSIT_LIMIT = { email: 'limit@omad.uz', period: 'day', amount: '1000000' };

export const seedDepositLimit = async (db: Queryable, cost: PasswordCost): Promise<void> => {
  // Databases seeded before this account existed get it now.
  const [known] = await db.query('select 1 from accounts where email = $1', [
    SEED_DEPOSIT_LIMIT.email,
  ]);
  const account = seedAccounts.find((seeded) => seeded.email === SEED_DEPOSIT_LIMIT.email);
  if (!known && account) {
    const passwordHash = await hashPassword(SEED_PASSWORD, cost, seedSalt(account.email));
    await insertAccount(db, { ...account, passwordHash, regTime: REG_TIME });
  }
  await db.query(
    `insert into deposit_limit_rules (account_id, period, limit_amount, set_at)
     select id, $2, $3, $4 from accounts where email = $1`,
    [SEED_DEPOSIT_LIMIT.email, SEED_DEPOSIT_LIMIT.period, SEED_DEPOSIT_LIMIT.amount, REG_TIME],
  );
};

export const hashSeedPasswords = (cost: PasswordCost): Promise<string[]> =>
  Promise.all(
    seedAccounts.map((account) => hashPassword(SEED_PASSWORD, cost, seedSalt(account.email))),
  );

/**
 * Refuses to go on when a demo account (a known login with a known password) is in the
 * database: production must never serve one.
 */
export const refuseDemoAccounts = async (db: Queryable): Promise<void> => {
  const found = await db.query<{ email: string }>(
    'select email from accounts where email = any($1::text[])',
    [seedAccounts.map((account) => account.email)],
  );
  if (found.length > 0) {
    throw new Error(
      `demo accounts in a production database (${found.map((row) => row.email).join(', ')}): ` +
        'production needs a database that was never seeded with demo data',
    );
  }
};

export const insertSeedAccounts = async (
  db: Queryable,
  hashes: readonly string[],
): Promise<void> => {
  for (const [index, account] of seedAccounts.entries()) {
    await insertAccount(db, { ...account, passwordHash: hashes[index] ?? null, regTime: REG_TIME });
  }
  // Demo players have proven their contacts, so they can withdraw and switch two-factor.
  await db.query(
    `update accounts set email_confirmed = email is not null, phone_confirmed = phone is not null
     where email = any($1::text[])`,
    [seedAccounts.map((account) => account.email)],
  );
};
