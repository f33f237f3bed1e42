// cashbacks.get: the player's cashbacks, newest first, in pages, for the cashier's history tabs
// and the profile (bonuses.get is in bonuses.ts); and the columns and view of a cashback that
// cashbacks.ts and the dev cashback route answer with too.
import type { Locale } from '../config';
import { invalidParameter } from '../http/errors';
import { requireUser } from '../http/guards';
import { optionalCount, optionalList, optionalString } from '../http/params';
import type { CallContext, MethodHandlers } from '../http/rpc';

const MAX_PAGE = 50;
const iso = (at: number | null): string | null => (at === null ? null : new Date(at).toISOString());

const pageOf = (call: CallContext) => ({
  offset: optionalCount(call.params, 'offset', Number.MAX_SAFE_INTEGER) ?? 0,
  count: optionalCount(call.params, 'count', MAX_PAGE) ?? 10,
});

const CASHBACK_STATUSES = ['active', 'paid_out', 'expired', 'removed'];

export interface CashbackRow {
  readonly id: number;
  readonly amount: string;
  readonly currency: string;
  readonly percent: number;
  readonly end_date: number;
  readonly status: string;
  readonly receiving_expired_at: number | null;
  readonly paid_out_at: number | null;
}

const cashbackTitle = (percent: number, locale: Locale): string =>
  locale === 'ru' ? `Кешбэк ${percent}% за неделю` : `Haftalik ${percent}% keshbek`;

/** The columns a CashbackRow is read with (from cashbacks). */
export const CASHBACK_COLUMNS = `id, amount::text as amount, currency, percent,
  end_date::float8 as end_date, status, receiving_expired_at::float8 as receiving_expired_at,
  paid_out_at::float8 as paid_out_at`;

/** A cashback as the contract's CashbackSchema has it. */
export const cashbackView = (row: CashbackRow, locale: Locale) => ({
  id: row.id,
  description: { title: cashbackTitle(row.percent, locale), percent: row.percent },
  receiving_expired_at: iso(row.receiving_expired_at),
  paid_out_at: iso(row.paid_out_at),
  status: row.status,
  end_date: iso(row.end_date),
  amount: { amount: row.amount, currency: row.currency },
});

const getCashbacks = async (call: CallContext) => {
  const { accountId } = await requireUser(call);
  const { offset, count } = pageOf(call);
  const statuses = optionalList(call.params, 'statuses') ?? null;
  if (statuses?.some((status) => !CASHBACK_STATUSES.includes(status))) {
    throw invalidParameter('statuses', 'INVALID');
  }
  const order = optionalString(call.params, 'order') ?? 'desc';
  if (order !== 'asc' && order !== 'desc') throw invalidParameter('order', 'INVALID');
  const sort = optionalString(call.params, 'sort') ?? 'end_date';
  if (sort !== 'end_date') throw invalidParameter('sort', 'INVALID');
  const filter = 'account_id = $1 and ($2::text[] is null or status = any($2::text[]))';
  const { db } = call.services;
  const [total] = await db.query<{ count: number }>(
    `select count(*)::int as count from cashbacks where ${filter}`,
    [accountId, statuses],
  );
  const rows = await db.query<CashbackRow>(
    `select ${CASHBACK_COLUMNS}
     from cashbacks where ${filter} order by end_date ${order}, id ${order} limit $3 offset $4`,
    [accountId, statuses, count, offset],
  );
  return {
    items: rows.map((row) => cashbackView(row, call.locale)),
    count: total?.count ?? 0,
  };
};

export const cashbacksListMethods = {
  'cashbacks.get': getCashbacks,
} satisfies MethodHandlers;
