// POST /api/_dev/cashback: the cashback of the 7 days ending now for one player, made at once
// (the sweep makes a week's only after the week ends), so a browser test can get one from the
// rounds it just played. The same rule as the sweep (domain/cashbacks.ts); the period is the
// last 7 days, not the calendar week, so the real week's cashback is still made later.
import { DEFAULT_LOCALE, isLocale } from '../config';
import type { Queryable } from '../db/db';
import type { AccountRow } from '../domain/accounts';
import { computeCashbacks } from '../domain/cashback-sweep';
import { optionalString } from '../http/params';
import type { Params } from '../http/params';
import { CASHBACK_COLUMNS, cashbackView } from '../methods/cashbacks-list';
import type { CashbackRow } from '../methods/cashbacks-list';

const WEEK_MS = 7 * 86_400_000;

/** The new cashback (in `locale`, uz by default), or null when the 7 days earn none. */
export const devCashback = async (
  db: Queryable,
  account: AccountRow,
  params: Params,
  at: number,
): Promise<ReturnType<typeof cashbackView> | null> => {
  const locale = optionalString(params, 'locale');
  const [id] = await computeCashbacks(db, { start: at - WEEK_MS, end: at }, at, account.id);
  if (id === undefined) return null;
  const [row] = await db.query<CashbackRow>(
    `select ${CASHBACK_COLUMNS} from cashbacks where id = $1`,
    [id],
  );
  return row ? cashbackView(row, isLocale(locale) ? locale : DEFAULT_LOCALE) : null;
};
