// Dev-only helpers for people and e2e tests on a laptop; in production they do not exist
// (404 MethodNotFoundException, like any unknown path).
//   GET  /api/_dev/outbox?to={contact}             codes sent by e-mail/SMS, newest first
//   POST /api/_dev/ban {login, ban?}               bans (ban=0: unbans) an account
//   POST /api/_dev/credit {login, amount, kind?}   adds to a balance (main by default)
//   GET  /api/_dev/hits?track_id={id}              visits recorded by the /hit tracking pixel
//   GET  /api/_dev/events?name={event_name}        events.handle calls, newest first
//   POST /api/_dev/support-chat {kind, settings?}  switches the support chat ('' for none)
//   GET  /api/_dev/feedback                        support.sendFeedback forms, newest first
//   GET  /api/_dev/chat-events?conversation_id=    chat.storeChatEvent messages, newest first
//   GET  /api/_dev/unsubscribe-link?contact={c}    the unsubscribe link an e-mail would carry
//   POST /api/_dev/notify {login, trigger, type, title, message, amount?, amount_type?, image?}
//                                                  queues a loyalty notification
//   POST /api/_dev/campaign-audience {login, sysname}  targets a campaign popup at a player
//   POST /api/_dev/cashback {login}                the cashback of the last 7 days, made now
//   POST /api/_dev/grant {login, kind, amount?, wager?, sysname?, count?}
//                                                  a new bonus or betting bonus, or free spins
//   POST /api/_dev/next-round {login, outcome}     rigs the player's next real-money round:
//                                                  'top' (the best line), 'loss' (a losing
//                                                  draw) or 'jackpot' (a hit)
//   POST /api/_dev/points {login, points}          credits loyalty points and experience
//   POST /api/_dev/settle {fixture_id?, score?}    ends simulated sports fixtures now (one, or
//                                                  every one a bet waits on) and settles bets
import { Hono } from 'hono';
import type { Context } from 'hono';
import type { Services } from '../config';
import type { Queryable } from '../db/db';
import { findAccountById, findAccountByLogin, loginKeyOf } from '../domain/accounts';
import type { AccountRow } from '../domain/accounts';
import { changeSupportChat } from '../domain/support-chat';
import { unsubscribeLink } from '../domain/unsubscribe-links';
import { invalidParameter } from '../http/errors';
import { optionalFlag, optionalString, requiredString } from '../http/params';
import type { Params } from '../http/params';
import { errorJson, readParams } from '../http/rpc';
import { chatEventsOf } from '../methods/chat';
import { eventsOf } from '../methods/events';
import { targetCampaignPopup } from '../methods/popups';
import { feedbackOf } from '../methods/support';
import { hitsOf } from '../tracking/hit';
import { devCashback } from './cashback';
import { creditBalance } from './credit';
import { grantToPlayer } from './grant';
import { rigNextRound } from './next-round';
import { settleNow } from './settle';
import { notify } from './notify';
import { readOutbox } from './outbox';
import { creditPoints } from './points';

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

/**
 * A helper whose params read like an RPC call's (the query of a GET, the body of a POST)
 * and whose failures are answered like one's.
 */
const action =
  (work: (params: Params) => Promise<unknown>) =>
  async (c: Context): Promise<Response> => {
    try {
      return c.json({ data: await work(await readParams(c.req.raw, new URL(c.req.url))) });
    } catch (error) {
      return errorJson(c, error);
    }
  };

export const devRoutes = ({ db, now, platformSecret, riggedRounds }: Services): Hono => {
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
    action(async (params) => creditBalance(db, await accountNamedIn(db, params), params, now())),
  );
  dev.post(
    '/support-chat',
    action((params) => changeSupportChat(db, params)),
  );
  dev.get('/feedback', async (c) => c.json({ data: await feedbackOf(db) }));
  dev.get('/chat-events', async (c) => {
    const conversationId = c.req.query('conversation_id')?.trim();
    return c.json({ data: await chatEventsOf(db, conversationId || undefined) });
  });
  dev.get(
    '/unsubscribe-link',
    action(async (params) => {
      const contact = requiredString(params, 'contact');
      if (!platformSecret) throw new Error('unsubscribe links need a platform secret');
      return { url: unsubscribeLink(platformSecret, contact) };
    }),
  );
  dev.post(
    '/campaign-audience',
    action(async (params) =>
      targetCampaignPopup(
        db,
        (await accountNamedIn(db, params)).id,
        requiredString(params, 'sysname'),
      ),
    ),
  );
  dev.post(
    '/cashback',
    action(async (params) => devCashback(db, await accountNamedIn(db, params), params, now())),
  );
  dev.post(
    '/grant',
    action(async (params) => grantToPlayer(db, await accountNamedIn(db, params), params, now())),
  );
  dev.post(
    '/next-round',
    action(async (params) => rigNextRound(riggedRounds, await accountNamedIn(db, params), params)),
  );
  dev.post(
    '/points',
    action(async (params) => creditPoints(db, await accountNamedIn(db, params), params, now())),
  );
  dev.post(
    '/settle',
    action((params) => settleNow(db, params, now())),
  );
  dev.post(
    '/notify',
    action(async (params) => notify(db, await accountNamedIn(db, params), params, now())),
  );
  return dev;
};
