// First-start seed data: applied once per database (remembered in the migrations table).
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

export const seed = async (db: Db): Promise<void> => {
  await runOnce(db, 'seed_0001_accounts', async (tx) =>
    insertSeedAccounts(tx, await hashSeedPasswords()),
  );
  await runOnce(db, 'seed_0002_catalogue', seedCatalogue);
  await runOnce(db, 'seed_0003_banners', seedBanners);
  await runOnce(db, 'seed_0004_promo_codes', insertSeedPromoCodes);
  await runOnce(db, 'seed_0005_popups', seedPopups);
  await runOnce(db, 'seed_0006_support_chat', seedSupportSettings);
  // Databases seeded before the catalogue had search keys, descriptions and well-known titles.
  await runOnce(db, 'seed_0007_catalogue_search', upgradeCatalogue);
  await runOnce(db, 'seed_0008_rewards_and_limits', async (tx) => {
    await seedRewards(tx);
    await seedDepositLimit(tx);
  });
  await runOnce(db, 'seed_0009_live_bonuses', seedLiveBonuses);
  await runOnce(db, 'seed_0010_competitions', seedCompetitions);
  await runOnce(db, 'seed_0011_loyalty_products', seedLoyaltyProducts);
};
