// games.createhistoryexportrequest and games.gethistoryexportrequest: bet-history exports
// (domain/history-exports.ts). A period is ISO 8601 `from` (inclusive) and `to` (exclusive):
// from before to, at most HISTORY_EXPORT_MAX_DAYS days long, from no further back than that
// many days, to at most a day ahead (a file cannot hold rounds not yet played).
import { ErrorType, HISTORY_EXPORT_MAX_DAYS } from '@omad/contract/api';
import { HISTORY_EXPORTS, historyExportsOf, queueHistoryExport } from '../domain/history-exports';
import { ApiError, invalidParameter } from '../http/errors';
import { requireUser } from '../http/guards';
import { optionalCount, optionalInstant } from '../http/params';
import type { Params } from '../http/params';
import type { CallContext, MethodHandlers } from '../http/rpc';

const DAY_MS = 86_400_000;
const MAX_PERIOD_MS = HISTORY_EXPORT_MAX_DAYS * DAY_MS;
const MAX_PAGE = 50;

const requiredInstant = (params: Params, name: string): number => {
  const instant = optionalInstant(params, name);
  if (instant === undefined) throw invalidParameter(name, 'REQUIRED');
  return instant;
};

/** Too many exports queued: the UI says so and when to try again (waitAdvice). */
const tooManyQueued = (): ApiError =>
  new ApiError(ErrorType.TooManyRequests, 'Too many history exports are being prepared', {
    data: { retry_after: HISTORY_EXPORTS.retryAfterSeconds, max_queued: HISTORY_EXPORTS.maxQueued },
  });

const createExport = async (call: CallContext) => {
  const { accountId } = await requireUser(call);
  const from = requiredInstant(call.params, 'from');
  const to = requiredInstant(call.params, 'to');
  const at = call.services.now();
  if (from < at - MAX_PERIOD_MS) throw invalidParameter('from', 'INVALID');
  if (to <= from || to - from > MAX_PERIOD_MS || to > at + DAY_MS) {
    throw invalidParameter('to', 'INVALID');
  }
  const queued = await queueHistoryExport(call.services.db, {
    accountId,
    from,
    to,
    locale: call.locale,
    at,
  });
  if (queued === 'too-many') throw tooManyQueued();
  return queued;
};

const listExports = async (call: CallContext) => {
  const { accountId } = await requireUser(call);
  const offset = optionalCount(call.params, 'offset', Number.MAX_SAFE_INTEGER) ?? 0;
  const count = optionalCount(call.params, 'count', MAX_PAGE) ?? 20;
  return historyExportsOf(call.services.db, accountId, { offset, count });
};

export const historyExportsMethods = {
  'games.createhistoryexportrequest': createExport,
  'games.gethistoryexportrequest': listExports,
} satisfies MethodHandlers;
