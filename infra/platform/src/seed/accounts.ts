// Seeded accounts for people and tests: a rich player, a two-factor player, a banned one and
// one whose registration is incomplete. All share the password 'Secret123'.
import { createHash } from 'node:crypto';
import type { Queryable } from '../db/db';
import { insertAccount } from '../domain/accounts';
import type { NewAccount } from '../domain/accounts';
import { hashPassword } from '../domain/passwords';

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
    balances: { main: '1250000.50', bonus: '50000.00', betting_bonus: '10000.00' },
  },
  { email: 'twofa@omad.uz', currency: 'UZS', locale: 'uz', twoFactorAuth: true },
  { email: 'banned@omad.uz', currency: 'UZS', locale: 'uz', banType: 'full' },
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

export const hashSeedPasswords = (): Promise<string[]> =>
  Promise.all(seedAccounts.map((account) => hashPassword(SEED_PASSWORD, seedSalt(account.email))));

export const insertSeedAccounts = async (
  db: Queryable,
  hashes: readonly string[],
): Promise<void> => {
  for (const [index, account] of seedAccounts.entries()) {
    await insertAccount(db, { ...account, passwordHash: hashes[index] ?? null, regTime: REG_TIME });
  }
};
