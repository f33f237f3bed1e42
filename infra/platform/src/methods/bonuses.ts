// bonuses.*, bettingBonuses.* and freespins.get: the player's casino and betting bonuses in
// pages, their activation and giving up (rules in domain/bonuses.ts), and the packs of free
// spins. Players only; activating is refused during a time-out or self-exclusion.
import { refuseWhileExcluded } from '../domain/exclusion';
import {
  BONUS_COLUMNS,
  BONUS_STATUSES,
  activateBonus,
  bonusView,
  dropBonus,
} from '../domain/bonuses';
import type { BonusKind, BonusRow } from '../domain/bonuses';
import { isPackStatus, packsOf } from '../domain/freespins';
import { invalidParameter } from '../http/errors';
import { requireAccount, requireUser } from '../http/guards';
import { optionalCount, optionalString, requiredString } from '../http/params';
import type { CallContext, MethodHandlers } from '../http/rpc';

const MAX_PAGE = 50;
/** freespins.get answers at most this many packs (spec section 9). */
const MAX_PACKS = 99;

const listBonuses = (kind: BonusKind) => async (call: CallContext) => {
  const { accountId } = await requireUser(call);
  const offset = optionalCount(call.params, 'offset', Number.MAX_SAFE_INTEGER) ?? 0;
  const count = optionalCount(call.params, 'count', MAX_PAGE) ?? 10;
  const status = optionalString(call.params, 'status') ?? null;
  if (status !== null && !(BONUS_STATUSES as readonly string[]).includes(status)) {
    throw invalidParameter('status', 'INVALID');
  }
  const filter = `account_id = $1 and kind = $2 and ($3::text is null or status = $3)`;
  const { db } = call.services;
  const [total] = await db.query<{ count: number }>(
    `select count(*)::int as count from bonuses where ${filter}`,
    [accountId, kind, status],
  );
  const rows = await db.query<BonusRow>(
    `select ${BONUS_COLUMNS} from bonuses where ${filter}
     order by created_at desc, id desc limit $4 offset $5`,
    [accountId, kind, status, count, offset],
  );
  return { items: rows.map((row) => bonusView(row, call.locale)), count: total?.count ?? 0 };
};

const bonusIdOf = (call: CallContext): number => {
  const id = Number(requiredString(call.params, 'bonus_id'));
  if (!Number.isSafeInteger(id) || id <= 0) throw invalidParameter('bonus_id', 'INVALID');
  return id;
};

const activate = (kind: BonusKind) => async (call: CallContext) => {
  const account = await requireAccount(call);
  const at = call.services.now();
  refuseWhileExcluded(account, at);
  const bonus = await activateBonus(call.services.db, {
    accountId: account.id,
    bonusId: bonusIdOf(call),
    kind,
    at,
  });
  return bonusView(bonus, call.locale);
};

const drop = (kind: BonusKind, how: 'deactivate' | 'remove') => async (call: CallContext) => {
  const { accountId } = await requireUser(call);
  const bonus = await dropBonus(call.services.db, {
    accountId,
    bonusId: bonusIdOf(call),
    kind,
    how,
    at: call.services.now(),
  });
  return bonusView(bonus, call.locale);
};

const getFreespins = async (call: CallContext) => {
  const { accountId } = await requireUser(call);
  const status = optionalString(call.params, 'status') ?? 'active';
  if (!isPackStatus(status)) throw invalidParameter('status', 'INVALID');
  const count = optionalCount(call.params, 'count', MAX_PACKS) ?? MAX_PACKS;
  return packsOf(call.services.db, {
    accountId,
    status,
    count,
    locale: call.locale,
  });
};

export const bonusesMethods = {
  'bonuses.get': listBonuses('casino'),
  'bonuses.activate': activate('casino'),
  'bonuses.deactivate': drop('casino', 'deactivate'),
  'bonuses.remove': drop('casino', 'remove'),
  'bettingBonuses.get': listBonuses('betting'),
  'bettingBonuses.activate': activate('betting'),
  'bettingBonuses.remove': drop('betting', 'remove'),
  'freespins.get': getFreespins,
} satisfies MethodHandlers;
