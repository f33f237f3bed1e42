// GET /api/_exports/{id}.csv — a ready bet-history export's file (historyExportUrl), served in
// production too: exports are real. Only to its owner's signed-in session (the omad_sid
// cookie); anyone else, a guest, or an export not ready gets the same 404, so nobody learns
// which exports exist. UTF-8 with a byte order mark (Excel reads Cyrillic right only with it).
import { Hono } from 'hono';
import type { Context } from 'hono';
import { ErrorType } from '@omad/contract/api';
import type { Services } from '../config';
import { UTF8_BOM } from '../domain/csv';
import { historyExportFile } from '../domain/history-exports';
import { ApiError } from '../http/errors';
import { errorJson } from '../http/rpc';
import { sessionControl } from '../http/session';

export const HISTORY_EXPORTS_PATH = '/api/_exports';

const notFound = (c: Context) =>
  errorJson(c, new ApiError(ErrorType.MethodNotFound, 'Export not found'));

export const historyExportRoutes = (services: Services): Hono => {
  const routes = new Hono();
  routes.get('/:file', async (c) => {
    const id = /^([1-9]\d{0,8})\.csv$/.exec(c.req.param('file'))?.[1];
    const user = id === undefined ? null : await sessionControl(c, services).current();
    if (id === undefined || !user || user.banType) return notFound(c);
    const file = await historyExportFile(services.db, Number(id), user.accountId);
    if (!file) return notFound(c);
    return c.body(UTF8_BOM + file.csv, 200, {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${file.name}"`,
      // The player's own money: never kept by a shared cache, nor by the browser's.
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
    });
  });
  return routes;
};
