// Seeded bonuses and cashbacks of the rich player (player@omad.uz), so the cashier's bonuses and
// cashbacks history tabs have pages to turn. The rules that make and move them (wagering,
// cashback from net losses) come with the bonuses issue.
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
  ['Dushanba bonusi', 'Бонус понедельника', '100000.00', '2000000.00', '650000.00', 'active'],
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
  for (const [index, [percent, amount, status]] of CASHBACKS.entries()) {
    const start = AT + index * 7 * DAY;
    const end = start + 7 * DAY;
    await db.query(
      `insert into cashbacks (account_id, amount, currency, percent, period_start, end_date, status,
         receiving_expired_at, paid_out_at, created_at)
       values ($1, $2, 'UZS', $3, $4, $5, $6, $7, $8, $5)`,
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
  }
};
