// Seeded promo codes: two valid deposit offers, an expired one, and one a player may activate
// only once (its offer grants free spins), so every answer of campaigns.activateOffer can be
// reached on a laptop. The offers are in the catalogue (seed/offers.ts, offers-take.ts).
import type { Queryable } from '../db/db';

interface SeedPromoCode {
  readonly code: string;
  /** The campaign offer the code unlocks (a deposit's campaign_offer_id). */
  readonly offerId: number;
  readonly description: string;
  readonly depositBonusPercent: number;
  /** Milliseconds since the epoch; null never expires. */
  readonly expiresAt: number | null;
  readonly singleUse: boolean;
}

export const seedPromoCodes: readonly SeedPromoCode[] = [
  {
    code: 'WELCOME100',
    offerId: 101,
    description: 'Welcome offer: 100 % on the first deposit',
    depositBonusPercent: 100,
    expiresAt: null,
    singleUse: false,
  },
  {
    code: 'OMAD50',
    offerId: 102,
    description: '50 % on a deposit',
    depositBonusPercent: 50,
    expiresAt: null,
    singleUse: false,
  },
  {
    code: 'OLDCODE',
    offerId: 100,
    description: 'A finished 2024 campaign',
    depositBonusPercent: 20,
    expiresAt: Date.UTC(2024, 11, 31, 23, 59, 59),
    singleUse: false,
  },
  {
    code: 'ONCEONLY',
    offerId: 103,
    description: 'One activation per player: 20 free spins',
    depositBonusPercent: 0,
    expiresAt: null,
    singleUse: true,
  },
];

export const insertSeedPromoCodes = async (db: Queryable): Promise<void> => {
  for (const promo of seedPromoCodes) {
    await db.query(
      `insert into promo_codes (code, offer_id, description, deposit_bonus_percent, expires_at,
         single_use) values ($1, $2, $3, $4, $5, $6)`,
      [
        promo.code,
        promo.offerId,
        promo.description,
        promo.depositBonusPercent,
        promo.expiresAt,
        promo.singleUse,
      ],
    );
  }
};
