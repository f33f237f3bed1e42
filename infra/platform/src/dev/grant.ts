// POST /api/_dev/grant: gives a player what a campaign or the back office would, so a test can
// start from it: a new casino bonus (`bonus`), a new betting bonus (`betting_bonus`), or an
// active pack of free spins (`freespins`). Bonuses wait for the player to activate them (14
// days), then run 7 days.
import type { Queryable } from '../db/db';
import type { AccountRow } from '../domain/accounts';
import { DAY_MS, bonusView, grantBonus } from '../domain/bonuses';
import { grantPack } from '../domain/freespins';
import { centsOf, decimalOf, normalizeDecimal } from '../domain/money';
import { stakesFor } from '../game-frames/slot-paytable';
import { invalidParameter } from '../http/errors';
import { optionalCount, optionalString, requiredString } from '../http/params';
import type { Params } from '../http/params';
import { SEED_FREESPINS } from '../seed/bonuses';

const AMOUNT = /^\d{1,15}(\.\d{1,2})?$/;
const ACTIVATE_WITHIN_DAYS = 14;
const VALID_DAYS = 7;
const MAX_SPINS = 100;

/** A positive amount param; `fallback` when absent. */
const amountOf = (params: Params, name: string, fallback: string): string => {
  const value = optionalString(params, name) ?? fallback;
  if (!AMOUNT.test(value) || centsOf(value) <= 0n) throw invalidParameter(name, 'INVALID');
  return normalizeDecimal(value);
};

/** A bonus's default amount: ten of the currency's smallest bets. */
const defaultAmount = (currency: string): string =>
  decimalOf(centsOf(stakesFor(currency).bets[0] ?? '1000') * 10n);

const TITLES = {
  bonus: { uz: 'Sinov bonusi', ru: 'Тестовый бонус' },
  betting_bonus: { uz: 'Sinov sport bonusi', ru: 'Тестовый бонус на спорт' },
} as const;

export const grantToPlayer = async (
  db: Queryable,
  account: AccountRow,
  params: Params,
  at: number,
): Promise<unknown> => {
  const kind = requiredString(params, 'kind');
  if (kind === 'bonus' || kind === 'betting_bonus') {
    const amount = amountOf(params, 'amount', defaultAmount(account.currency));
    const multiplier = kind === 'bonus' ? 20n : 5n;
    const wager = amountOf(params, 'wager', decimalOf(centsOf(amount) * multiplier));
    const bonus = await grantBonus(db, {
      accountId: account.id,
      kind: kind === 'bonus' ? 'casino' : 'betting',
      titles: TITLES[kind],
      amount,
      currency: account.currency,
      wagerRequired: wager,
      validDays: VALID_DAYS,
      activateBy: at + ACTIVATE_WITHIN_DAYS * DAY_MS,
      source: null,
      at,
    });
    if (!bonus) throw new Error('a bonus without a source is always granted');
    return bonusView(bonus, 'uz');
  }
  if (kind !== 'freespins') throw invalidParameter('kind', 'INVALID');
  const sysname = optionalString(params, 'sysname') ?? SEED_FREESPINS.sysname;
  const [game] = await db.query(`select 1 from games where sysname = $1 and type <> 'sportsbook'`, [
    sysname,
  ]);
  if (!game) throw invalidParameter('sysname', 'NOT_FOUND');
  const count = optionalCount(params, 'count', MAX_SPINS) ?? 10;
  if (count === 0) throw invalidParameter('count', 'INVALID');
  const { bets } = stakesFor(account.currency);
  const bet = amountOf(params, 'amount', bets[0] ?? '1000');
  if (!bets.includes(bet)) throw invalidParameter('amount', 'INVALID');
  const pack = await grantPack(db, {
    accountId: account.id,
    sysname,
    count,
    bet,
    currency: account.currency,
    expiresAt: at + VALID_DAYS * DAY_MS,
    at,
  });
  return { ...pack, expires_at: new Date(pack.expires_at).toISOString() };
};
