// Seeded bonuses and cashbacks of the rich player (player@omad.uz), so the profile's and the
// cashier's bonus and cashback lists have pages to turn. Its newest cashback is stored as seen
// (already_seen_cashback_id): the unseen-cashback popup is for cashback counted later, and
// never stands over the pages people and tests open as this player.
import type { Queryable } from '../db/db';

const DAY = 86_400_000;
const AT = Date.UTC(2026, 9, 1, 9, 0);

const BONUSES = [
  [
    'Xush kelibsiz bonusi',
    'Приветственный бонус',
    '250000.00',
    '5000000.00',
    '5000000.00',
    'wagered',
  ],
  // Active: its 50,000 are on the bonus balance (seed/bonuses.ts credits them).
  ['Dushanba bonusi', 'Бонус понедельника', '50000.00', '1000000.00', '650000.00', 'active'],
  ['Tug‘ilgan kun sovg‘asi', 'Подарок ко дню рождения', '50000.00', '1000000.00', '0.00', 'new'],
  [
    'Kuzgi turnir mukofoti',
    'Приз осеннего турнира',
    '75000.00',
    '1500000.00',
    '300000.00',
    'expired',
  ],
  ['Dam olish kuni bonusi', 'Бонус выходного дня', '120000.00', '2400000.00', '0.00', 'removed'],
] as const;

const CASHBACKS = [
  [10, '45000.00', 'paid_out'],
  [10, '38500.50', 'paid_out'],
  [10, '61000.00', 'paid_out'],
  [15, '22000.00', 'paid_out'],
  [15, '17250.00', 'active'],
] as const;

export const seedRewards = async (db: Queryable): Promise<void> => {
  const [player] = await db.query<{ id: number }>(
    "select id from accounts where email = 'player@omad.uz'",
  );
  if (!player) return;
  for (const [index, [uz, ru, amount, required, wagered, status]] of BONUSES.entries()) {
    const created = AT + index * 7 * DAY;
    await db.query(
      `insert into bonuses (account_id, kind, title_uz, title_ru, amount, currency, wager_required,
         wagered, status, created_at, expires_at)
       values ($1, 'casino', $2, $3, $4, 'UZS', $5, $6, $7, $8, $9)`,
      [player.id, uz, ru, amount, required, wagered, status, created, created + 30 * DAY],
    );
  }
  // The cashbacks of the five weeks before the database was seeded (by the wall clock, not a
  // test's): the last one can still be taken for a week, then the sweep expires it.
  const seededAt = Date.now();
  let newest: number | undefined;
  for (const [index, [percent, amount, status]] of CASHBACKS.entries()) {
    const end = seededAt - (CASHBACKS.length - 1 - index) * 7 * DAY;
    const start = end - 7 * DAY;
    const [row] = await db.query<{ id: number }>(
      `insert into cashbacks (account_id, amount, currency, percent, period_start, end_date, status,
         receiving_expired_at, paid_out_at, created_at)
       values ($1, $2, 'UZS', $3, $4, $5, $6, $7, $8, $5) returning id`,
      [
        player.id,
        amount,
        percent,
        start,
        end,
        status,
        status === 'active' ? end + 7 * DAY : null,
        status === 'paid_out' ? end + DAY : null,
      ],
    );
    newest = row?.id;
  }
  if (newest !== undefined) {
    await db.query(
      `insert into storage (account_id, key, value) values ($1, 'already_seen_cashback_id', $2)`,
      [player.id, String(newest)],
    );
  }
};
