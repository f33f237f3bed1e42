// bonuses.get and cashbacks.get: the player's casino bonuses and cashbacks, newest first, in
// pages, for the cashier's history tabs (and the bonuses issue's pages after it).
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

interface BonusRow {
  readonly id: number;
  readonly title_uz: string;
  readonly title_ru: string;
  readonly amount: string;
  readonly currency: string;
  readonly wager_required: string;
  readonly wagered: string;
  readonly status: string;
  readonly created_at: number;
  readonly expires_at: number | null;
}

const bonusView = (row: BonusRow, locale: Locale) => ({
  id: row.id,
  created_at: iso(row.created_at),
  description: { title: locale === 'ru' ? row.title_ru : row.title_uz },
  status: row.status,
  amount: { amount: row.amount, currency: row.currency },
  wager: { required: row.wager_required, wagered: row.wagered },
  expires_at: iso(row.expires_at),
});

const BONUS_STATUSES = ['new', 'active', 'wagered', 'expired', 'removed'];
const CASHBACK_STATUSES = ['active', 'paid_out', 'expired', 'removed'];

const getBonuses = async (call: CallContext) => {
  const { accountId } = await requireUser(call);
  const { offset, count } = pageOf(call);
  const status = optionalString(call.params, 'status') ?? null;
  if (status !== null && !BONUS_STATUSES.includes(status))
    throw invalidParameter('status', 'INVALID');
  const filter = `account_id = $1 and kind = 'casino' and ($2::text is null or status = $2)`;
  const { db } = call.services;
  const [total] = await db.query<{ count: number }>(
    `select count(*)::int as count from bonuses where ${filter}`,
    [accountId, status],
  );
  const rows = await db.query<BonusRow>(
    `select id, title_uz, title_ru, amount::text as amount, currency,
       wager_required::text as wager_required, wagered::text as wagered, status,
       created_at::float8 as created_at, expires_at::float8 as expires_at
     from bonuses where ${filter} order by created_at desc, id desc limit $3 offset $4`,
    [accountId, status, count, offset],
  );
  return { items: rows.map((row) => bonusView(row, call.locale)), count: total?.count ?? 0 };
};

interface CashbackRow {
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
    `select id, amount::text as amount, currency, percent, end_date::float8 as end_date, status,
       receiving_expired_at::float8 as receiving_expired_at, paid_out_at::float8 as paid_out_at
     from cashbacks where ${filter} order by end_date ${order}, id ${order} limit $3 offset $4`,
    [accountId, statuses, count, offset],
  );
  return {
    items: rows.map((row) => ({
      id: row.id,
      description: { title: cashbackTitle(row.percent, call.locale), percent: row.percent },
      receiving_expired_at: iso(row.receiving_expired_at),
      paid_out_at: iso(row.paid_out_at),
      status: row.status,
      end_date: iso(row.end_date),
      amount: { amount: row.amount, currency: row.currency },
    })),
    count: total?.count ?? 0,
  };
};

export const rewardsMethods = {
  'bonuses.get': getBonuses,
  'cashbacks.get': getCashbacks,
} satisfies MethodHandlers;
