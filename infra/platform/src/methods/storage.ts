// storage.*: a small per-player key-value store (e.g. already_seen_cashback_id), capped at
// 100 keys and 4 KB a value.
import { STORAGE_QUOTA } from '../config';
import { ErrorType } from '@omad/contract/api';
import { crashPoint } from '../dev/crash-points';
import { ApiError, invalidParameter } from '../http/errors';
import { requireUser } from '../http/guards';
import { optionalList, requiredString } from '../http/params';
import type { CallContext, MethodHandlers } from '../http/rpc';

const keyPattern = new RegExp(`^[A-Za-z0-9_.:-]{1,${STORAGE_QUOTA.maxKeyLength}}$`);

const quotaExceeded = (message: string): ApiError =>
  new ApiError(ErrorType.StorageQuotaExceeded, message);

const getValues = async (call: CallContext) => {
  const { accountId } = await requireUser(call);
  const keys = optionalList(call.params, 'keys');
  if (!keys || keys.length === 0) throw invalidParameter('keys', 'REQUIRED');
  if (keys.length > STORAGE_QUOTA.maxKeys) throw invalidParameter('keys', 'INVALID');
  const rows = await call.services.db.query<{ key: string; value: string }>(
    'select key, value from storage where account_id = $1 and key = any($2::text[])',
    [accountId, keys],
  );
  const stored = new Map(rows.map((row) => [row.key, row.value]));
  return Object.fromEntries(keys.map((key) => [key, stored.get(key) ?? null]));
};

const getKeys = async (call: CallContext) => {
  const { accountId } = await requireUser(call);
  const rows = await call.services.db.query<{ key: string }>(
    'select key from storage where account_id = $1 order by key',
    [accountId],
  );
  return rows.map((row) => row.key);
};

/** Stores `value` under `key`; a null value ('null' on the wire) removes the key. */
const setValue = async (call: CallContext) => {
  const { accountId } = await requireUser(call);
  const key = requiredString(call.params, 'key');
  if (!keyPattern.test(key)) throw invalidParameter('key', 'INVALID');
  const value = call.params['value'];
  if (value === undefined) throw invalidParameter('value', 'REQUIRED');
  if (value !== null && typeof value !== 'string') throw invalidParameter('value', 'INVALID');
  const { db } = call.services;
  if (value === null) {
    await db.query('delete from storage where account_id = $1 and key = $2', [accountId, key]);
    return true;
  }
  if (Buffer.byteLength(value, 'utf8') > STORAGE_QUOTA.maxValueBytes) {
    throw quotaExceeded(`A value may hold at most ${STORAGE_QUOTA.maxValueBytes} bytes`);
  }
  await db.transaction(async (tx) => {
    // Serialises a player's concurrent writes, so two new keys cannot both squeeze under the cap.
    await tx.query('select id from accounts where id = $1 for update', [accountId]);
    const [usage] = await tx.query<{ keys: number; present: boolean }>(
      'select count(*)::int as keys, bool_or(key = $2) as present from storage where account_id = $1',
      [accountId, key],
    );
    if (!usage?.present && (usage?.keys ?? 0) >= STORAGE_QUOTA.maxKeys) {
      throw quotaExceeded(`A player may store at most ${STORAGE_QUOTA.maxKeys} keys`);
    }
    await tx.query(
      `insert into storage (account_id, key, value) values ($1, $2, $3)
       on conflict (account_id, key) do update set value = excluded.value`,
      [accountId, key, value],
    );
    crashPoint('storage:value-written');
  });
  return true;
};

export const storageMethods = {
  'storage.get': getValues,
  'storage.getKeys': getKeys,
  'storage.set': setValue,
} satisfies MethodHandlers;
