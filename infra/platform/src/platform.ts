// Assembles the reference platform: database (migrated and seeded), the RPC methods, the
// generated media and, outside production, the dev helpers.
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { DEV_TELEGRAM_BOT_TOKEN, forceLogoutSecondsFrom } from './config';
import type { Services } from './config';
import { ErrorType } from '@omad/contract/api';
import { openDb } from './db/db';
import { migrate } from './db/migrations';
import { devRoutes } from './dev/routes';
import { ApiError, methodNotFound } from './http/errors';
import { createRegistry, errorJson, rpcHandler } from './http/rpc';
import { mediaRoutes } from './media/routes';
import { accountMethods } from './methods/account';
import { authMethods } from './methods/auth';
import { bannersMethods } from './methods/banners';
import { campaignsMethods } from './methods/campaigns';
import { contactsMethods } from './methods/contacts';
import { eventsMethods } from './methods/events';
import { gamesMethods } from './methods/games';
import { metadataMethods } from './methods/metadata';
import { profileMethods } from './methods/profile';
import { storageMethods } from './methods/storage';
import { oauthRoutes } from './oauth/routes';
import { seed } from './seed/seed';
import { hitRoutes } from './tracking/hit';

/** Every RPC method; a new area of the API is one more file and one more line here. */
const methods = [
  ...authMethods,
  ...accountMethods,
  ...profileMethods,
  ...contactsMethods,
  ...campaignsMethods,
  ...eventsMethods,
  ...metadataMethods,
  ...gamesMethods,
  ...bannersMethods,
  ...storageMethods,
];

const MAX_BODY_BYTES = 64 * 1024;

export interface PlatformOptions {
  /** PGlite data directory or 'memory://'; defaults to DATA_DIR, then infra/platform/.data/pglite. */
  readonly dataDir?: string;
  /** PostgreSQL URL; defaults to DATABASE_URL unless a dataDir is given. */
  readonly databaseUrl?: string;
  /** Hides the dev outbox and helpers; defaults to NODE_ENV === 'production'. */
  readonly production?: boolean;
  /**
   * Verifies messenger registrations; defaults to TELEGRAM_BOT_TOKEN, then (outside
   * production only) to DEV_TELEGRAM_BOT_TOKEN.
   */
  readonly telegramBotToken?: string;
  /** The clock in milliseconds; tests inject one to expire codes. */
  readonly now?: () => number;
}

export interface Platform {
  readonly app: Hono;
  /** Closes the database; the app must not be used afterwards. */
  close(): Promise<void>;
}

/** The configured bot token; outside production an unset one falls back to the dev token. */
const telegramTokenOf = (configured: string | undefined, production: boolean) =>
  configured || (production ? undefined : DEV_TELEGRAM_BOT_TOKEN);

export const createPlatform = async (options: PlatformOptions = {}): Promise<Platform> => {
  const env = process.env;
  const db = await openDb({
    dataDir: options.dataDir ?? env.DATA_DIR,
    databaseUrl: options.databaseUrl ?? (options.dataDir ? undefined : env.DATABASE_URL),
  });
  try {
    await migrate(db);
    await seed(db);
  } catch (error) {
    await db.close();
    throw error;
  }
  const production = options.production ?? env.NODE_ENV === 'production';
  const services: Services = {
    db,
    now: options.now ?? Date.now,
    production,
    telegramBotToken: telegramTokenOf(
      options.telegramBotToken ?? env.TELEGRAM_BOT_TOKEN,
      production,
    ),
    forceLogoutSeconds: forceLogoutSecondsFrom(env.PLATFORM_FORCE_LOGOUT_SECONDS),
  };

  const app = new Hono();
  const limitBody = bodyLimit({
    maxSize: MAX_BODY_BYTES,
    onError: (c) => errorJson(c, new ApiError(ErrorType.InvalidRequest, 'Request body too large')),
  });
  app.use('/api/*', limitBody);
  app.use('/oauth/*', limitBody);
  app.route('/api/_media', mediaRoutes(services));
  app.route('/hit', hitRoutes(services));
  app.route('/oauth', oauthRoutes(services));
  if (!services.production) app.route('/api/_dev', devRoutes(services));
  app.on(['GET', 'POST'], '/api/:method', rpcHandler(createRegistry(methods), services));
  app.notFound((c) => errorJson(c, methodNotFound(c.req.path)));
  app.onError((error, c) => errorJson(c, error));

  let closing: Promise<void> | undefined;
  return { app, close: () => (closing ??= db.close()) };
};
