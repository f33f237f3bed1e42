// Dev-only helpers for people and e2e tests on a laptop; in production they do not exist
// (404 MethodNotFoundException, like any unknown path).
//   GET  /api/_dev/outbox?to={contact}             codes sent by e-mail/SMS, newest first
//   POST /api/_dev/ban {login, ban?}               bans (ban=0: unbans) an account
//   POST /api/_dev/credit {login, amount, kind?}   adds to a balance (main by default)
//   GET  /api/_dev/hits?track_id={id}              visits recorded by the /hit tracking pixel
//   GET  /api/_dev/events?name={event_name}        events.handle calls, newest first
import { Hono } from 'hono';
import type { Context } from 'hono';
import type { Services } from '../config';
import type { Queryable } from '../db/db';
import { findAccountById, findAccountByLogin, loginKeyOf } from '../domain/accounts';
import type { AccountRow } from '../domain/accounts';
import { invalidParameter } from '../http/errors';
import { optionalFlag, optionalString, requiredString } from '../http/params';
import type { Params } from '../http/params';
import { errorJson, readParams } from '../http/rpc';
import { eventsOf } from '../methods/events';
import { hitsOf } from '../tracking/hit';
import { creditBalance } from './credit';
import { readOutbox } from './outbox';

/**
 * The account a dev call names: an e-mail or phone, or `telegram:{id}` for a messenger
 * account (the login account.getInfo shows for it).
 */
const accountNamedIn = async (db: Queryable, params: Params): Promise<AccountRow> => {
  const login = requiredString(params, 'login');
  const telegramId = /^telegram:(\d+)$/.exec(login)?.[1];
  const account = telegramId
    ? await db
        .query<{ id: number }>('select id from accounts where telegram_id = $1', [telegramId])
        .then(([row]) => row && findAccountById(db, Number(row.id)))
    : await findAccountByLogin(db, loginKeyOf(login));
  if (!account) throw invalidParameter('login', 'NOT_FOUND');
  return account;
};

/** A POST helper: its params read like an RPC call's, its failures answered like one's. */
const action =
  (work: (params: Params) => Promise<unknown>) =>
  async (c: Context): Promise<Response> => {
    try {
      return c.json({ data: await work(await readParams(c.req.raw, new URL(c.req.url))) });
    } catch (error) {
      return errorJson(c, error);
    }
  };

export const devRoutes = ({ db }: Services): Hono => {
  const dev = new Hono();
  dev.get('/outbox', async (c) => {
    const to = c.req.query('to')?.trim();
    return c.json({ data: await readOutbox(db, to || undefined) });
  });
  dev.get('/hits', async (c) => c.json({ data: await hitsOf(db, c.req.query('track_id') ?? '') }));
  dev.get('/events', async (c) => {
    const name = c.req.query('name')?.trim();
    return c.json({ data: await eventsOf(db, name || undefined) });
  });
  dev.post(
    '/ban',
    action(async (params) => {
      const account = await accountNamedIn(db, params);
      const ban = optionalFlag(params, 'ban') ?? true;
      const banType = ban ? (optionalString(params, 'ban_type') ?? 'full') : null;
      await db.query('update accounts set ban_type = $2 where id = $1', [account.id, banType]);
      return true;
    }),
  );
  dev.post(
    '/credit',
    action(async (params) => creditBalance(db, await accountNamedIn(db, params), params)),
  );
  return dev;
};
