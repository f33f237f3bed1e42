// The seeded player's live bonuses (seed step 0009, after seed/rewards.ts): the active casino
// bonus's money really on the bonus balance (a bonus_credit entry, its `remaining` equal to
// it), an active and a new betting bonus, and a pack of free spins on Sweet Bonanza; the new
// and active bonuses and the pack get a far deadline, so the bonus sweep leaves them be. Fixed
// values and times: every seeded database is the same.
import type { Queryable } from '../db/db';
import { DAY_MS } from '../domain/bonuses';
import { postEntry } from '../domain/ledger';
import { centsOf } from '../domain/money';

/** The deadline of everything live the seed gives; far off, and fixed. */
const LIVE_UNTIL = Date.UTC(2031, 0, 1);

/** The seeded pack of free spins (a popular slot every frame plays in real mode). */
export const SEED_FREESPINS = {
  sysname: 'pragmatic_sweet_bonanza',
  count: 20,
  bet: '2000.00',
} as const;

const BETTING_BONUSES = [
  // [uz, ru, amount, wager required, status, created]
  [
    'Sport uchun xush kelibsiz bonusi',
    'Приветственный бонус на спорт',
    '10000.00',
    '50000.00',
    'active',
    Date.UTC(2026, 9, 20, 9),
  ],
  ['Futbol bonusi', 'Футбольный бонус', '25000.00', '125000.00', 'new', Date.UTC(2026, 10, 2, 9)],
] as const;

interface Player {
  readonly id: number;
  readonly bonus: string;
  readonly betting_bonus: string;
}

/**
 * Puts an active seeded bonus's money on its balance: a bonus_credit entry of its amount. A
 * database seeded before this step opened the balance with that money (an opening entry), which
 * then stands for the credit: nothing is posted, and the bonus's money is what the balance holds.
 */
const creditActive = async (
  db: Queryable,
  accountId: number,
  bonus: { id: number; amount: string; activated: number },
  balance: 'bonus' | 'betting_bonus',
  held: string,
): Promise<void> => {
  let remaining = bonus.amount;
  if (centsOf(held) === 0n) {
    const credited = await postEntry(db, {
      accountId,
      balance,
      amount: bonus.amount,
      kind: 'bonus_credit',
      reference: `bonus:${bonus.id}`,
      at: bonus.activated,
    });
    if (!credited) throw new Error('the seeded player has no balances');
  } else if (centsOf(held) < centsOf(bonus.amount)) {
    remaining = held;
  }
  await db.query(
    `update bonuses set remaining = $2::numeric, activated_at = $3, expires_at = $4 where id = $1`,
    [bonus.id, remaining, bonus.activated, LIVE_UNTIL],
  );
};

export const seedLiveBonuses = async (db: Queryable): Promise<void> => {
  const [player] = await db.query<Player>(
    `select a.id, b.bonus::text as bonus, b.betting_bonus::text as betting_bonus
     from accounts a join balances b on b.account_id = a.id where a.email = 'player@omad.uz'`,
  );
  if (!player) return;
  const [casino] = await db.query<{ id: number; amount: string; created_at: number }>(
    `select id, amount::text as amount, created_at::float8 as created_at from bonuses
     where account_id = $1 and kind = 'casino' and status = 'active'`,
    [player.id],
  );
  if (casino) {
    const activated = casino.created_at + DAY_MS;
    await creditActive(db, player.id, { ...casino, activated }, 'bonus', player.bonus);
  }
  await db.query(
    `update bonuses set expires_at = $2 where account_id = $1 and kind = 'casino' and status = 'new'`,
    [player.id, LIVE_UNTIL],
  );
  for (const [uz, ru, amount, required, status, created] of BETTING_BONUSES) {
    const [inserted] = await db.query<{ id: number }>(
      `insert into bonuses (account_id, kind, title_uz, title_ru, amount, currency, wager_required,
         status, created_at, expires_at)
       values ($1, 'betting', $2, $3, $4, 'UZS', $5, $6, $7, $8) returning id`,
      [player.id, uz, ru, amount, required, status, created, LIVE_UNTIL],
    );
    if (inserted && status === 'active') {
      const bonus = { id: inserted.id, amount, activated: created + DAY_MS };
      await creditActive(db, player.id, bonus, 'betting_bonus', player.betting_bonus);
    }
  }
  await db.query(
    `insert into freespin_packs (account_id, sysname, total_count, remaining_count, bet, currency,
       status, expires_at, created_at)
     values ($1, $2, $3, $3, $4, 'UZS', 'active', $5, $6)`,
    [
      player.id,
      SEED_FREESPINS.sysname,
      SEED_FREESPINS.count,
      SEED_FREESPINS.bet,
      LIVE_UNTIL,
      Date.UTC(2026, 10, 1, 9),
    ],
  );
};
