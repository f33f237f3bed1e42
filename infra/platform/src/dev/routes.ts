// Dev-only helpers for people and e2e tests on a laptop; in production they do not exist
// (404 MethodNotFoundException, like any unknown path).
//   GET  /api/_dev/outbox?to={contact}  codes sent by e-mail/SMS, newest first
//   POST /api/_dev/ban {login, ban?}    bans (ban=0: unbans) an account
//   GET  /api/_dev/hits?track_id={id}   visits recorded by the /hit tracking pixel
import { Hono } from 'hono';
import type { Services } from '../config';
import { findAccountByLogin, loginKeyOf } from '../domain/accounts';
import { invalidParameter } from '../http/errors';
import { optionalFlag, optionalString, requiredString } from '../http/params';
import { errorJson, readParams } from '../http/rpc';
import { hitsOf } from '../tracking/hit';
import { readOutbox } from './outbox';

export const devRoutes = ({ db }: Services): Hono => {
  const dev = new Hono();
  dev.get('/outbox', async (c) => {
    const to = c.req.query('to')?.trim();
    return c.json({ data: await readOutbox(db, to || undefined) });
  });
  dev.get('/hits', async (c) => c.json({ data: await hitsOf(db, c.req.query('track_id') ?? '') }));
  dev.post('/ban', async (c) => {
    try {
      const params = await readParams(c.req.raw, new URL(c.req.url));
      const account = await findAccountByLogin(db, loginKeyOf(requiredString(params, 'login')));
      if (!account) throw invalidParameter('login', 'NOT_FOUND');
      const ban = optionalFlag(params, 'ban') ?? true;
      const banType = ban ? (optionalString(params, 'ban_type') ?? 'full') : null;
      await db.query('update accounts set ban_type = $2 where id = $1', [account.id, banType]);
      return c.json({ data: true });
    } catch (error) {
      return errorJson(c, error);
    }
  });
  return dev;
};
