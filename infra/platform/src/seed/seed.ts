// First-start seed data: applied once per database (remembered in the migrations table).
// The catalogue, banners, popups, promo codes, support settings and loyalty products are the
// site's own and are seeded everywhere. Demo data — accounts with a known password, their
// money, bonuses and limits, and the made-up players, wins and tournaments of the
// competitions — is seeded only outside production (a production database never has it:
// the platform refuses to start on one that does, seed/accounts.ts).
import type { Db } from '../db/db';
import { runOnce } from '../db/migrations';
import { hashSeedPasswords, insertSeedAccounts, seedDepositLimit } from './accounts';
import { seedBanners } from './banners';
import { seedCompetitions } from './competitions';
import { seedSupportSettings } from '../domain/support-chat';
import { seedCatalogue, upgradeCatalogue } from './games';
import { seedPopups } from './popups';
import { insertSeedPromoCodes } from './promo-codes';
import { seedLiveBonuses } from './bonuses';
import { seedLoyaltyProducts } from './loyalty-products';
import { seedRewards } from './rewards';
import type { PasswordCost } from '../domain/passwords';

export interface SeedOptions {
  /** Seed the demo accounts and the data made around them (false in production). */
  readonly demo: boolean;
  /** The cost the demo accounts' password hashes are made at. */
  readonly passwordCost: PasswordCost;
}

export const seed = async (db: Db, { demo, passwordCost }: SeedOptions): Promise<void> => {
  if (demo) {
    await runOnce(db, 'seed_0001_accounts', async (tx) =>
      insertSeedAccounts(tx, await hashSeedPasswords(passwordCost)),
    );
  }
  await runOnce(db, 'seed_0002_catalogue', seedCatalogue);
  await runOnce(db, 'seed_0003_banners', seedBanners);
  await runOnce(db, 'seed_0004_promo_codes', insertSeedPromoCodes);
  await runOnce(db, 'seed_0005_popups', seedPopups);
  await runOnce(db, 'seed_0006_support_chat', seedSupportSettings);
  // Databases seeded before the catalogue had search keys, descriptions and well-known titles.
  await runOnce(db, 'seed_0007_catalogue_search', upgradeCatalogue);
  if (demo) {
    await runOnce(db, 'seed_0008_rewards_and_limits', async (tx) => {
      await seedRewards(tx);
      await seedDepositLimit(tx, passwordCost);
    });
    await runOnce(db, 'seed_0009_live_bonuses', seedLiveBonuses);
    await runOnce(db, 'seed_0010_competitions', seedCompetitions);
  }
  await runOnce(db, 'seed_0011_loyalty_products', seedLoyaltyProducts);
};
