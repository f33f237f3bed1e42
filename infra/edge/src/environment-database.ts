// An environment read from the database the release CLI writes (ENVIRONMENTS_DATABASE_URL),
// so every edge serves the same pins. The edge LISTENs for the NOTIFY each change commits
// with and re-reads at once; every POLL_MS it also reads the revision, which both catches a
// notification it missed and tells it the connection still works. When the connection
// drops it keeps serving the last good environment, says so in /healthz, and tries again
// every POLL_MS until the database answers; then it catches up.
import pg from 'pg';
import {
  CHANNEL,
  describeDatabase,
  readChangeMark,
  readStoredEnvironment,
} from '@omad/release/environments/database';
import { environmentOf, type Environment, type EnvironmentSource } from './environments';

/** How often the revision is read, and a lost connection tried again. */
export const POLL_MS = 5000;
/** How long a connect or a read may take before the database counts as unreachable. */
const TIMEOUT_MS = 3000;

export type DatabaseEnvironmentOptions = Readonly<{
  url: string;
  environment: string;
  clock: () => number;
  log: (line: string) => void;
  /** Tests shorten it. */
  pollMs?: number;
}>;

const messageOf = (error: unknown): string =>
  error instanceof Error ? error.message : String(error);

/**
 * Reads the environment now (rejecting with a clear error, so an edge without its database
 * does not start) and follows it afterwards.
 */
export const openDatabaseEnvironment = async (
  options: DatabaseEnvironmentOptions,
): Promise<EnvironmentSource> => {
  const { url, environment: name, clock, log } = options;
  const where = describeDatabase(url);
  let client: pg.Client | null = null;
  let loaded: Environment | null = null;
  let loadedMark = '';
  let answeredAt = clock();
  let problem: string | null = null;
  let closed = false;

  /**
   * Reads the whole environment unless `mark` says it is the one served. The database is
   * the truth: a lower revision (a database restored to an earlier point) is taken too.
   */
  const catchUp = async (from: pg.Client, mark: string | null) => {
    if (mark !== null && mark === loadedMark) return;
    const stored = await readStoredEnvironment(from, name);
    if (stored === null) throw new Error(`${where} has no environment "${name}"`);
    if (stored.mark === loadedMark) return;
    const next = environmentOf(stored.environment);
    if (loaded !== null) {
      const back = next.revision < loaded.revision ? ` (was ${loaded.revision})` : '';
      log(`environment ${name}: revision ${next.revision}${back} from ${where}`);
    }
    loaded = next;
    loadedMark = stored.mark;
  };

  const lose = (lost: pg.Client, error: unknown) => {
    if (client !== lost) return;
    client = null;
    problem = messageOf(error);
    log(`environment ${name}: lost ${where} (${problem}); serving revision ${loaded?.revision}`);
    lost.end().catch(() => {});
  };

  const connect = async () => {
    const next = new pg.Client({
      connectionString: url,
      // What a database administrator sees of this connection.
      application_name: `omad-edge ${name}`,
      connectionTimeoutMillis: TIMEOUT_MS,
      query_timeout: TIMEOUT_MS,
      keepAlive: true,
    });
    next.on('error', (error) => lose(next, error));
    next.on('end', () => lose(next, new Error('the connection closed')));
    try {
      await next.connect();
      next.on('notification', (message) => {
        if (message.channel !== CHANNEL || client !== next) return;
        let payload: unknown = null;
        try {
          payload = JSON.parse(message.payload ?? '');
        } catch {
          // not one of ours: the poll reads the revision anyway
        }
        const { environment } = (payload ?? {}) as Record<string, unknown>;
        if (environment !== name) return;
        void serialize(async () => {
          await catchUp(next, null);
          answeredAt = clock();
        });
      });
      await next.query(`listen ${CHANNEL}`);
      await catchUp(next, null);
    } catch (error) {
      next.removeAllListeners('end');
      await next.end().catch(() => {});
      throw error;
    }
    client = next;
    answeredAt = clock();
    if (problem !== null) log(`environment ${name}: ${where} answers again`);
    problem = null;
  };

  // One read at a time: a notification and the poll never race each other's connection.
  let queue: Promise<void> = Promise.resolve();
  const serialize = (work: () => Promise<void>) => {
    queue = queue.then(work).catch((error: unknown) => {
      if (client !== null) lose(client, error);
    });
    return queue;
  };

  const poll = () =>
    serialize(async () => {
      if (closed) return;
      if (client === null) {
        try {
          await connect();
        } catch (error) {
          const message = messageOf(error);
          if (message !== problem) log(`environment ${name}: ${where} unreachable (${message})`);
          problem = message;
        }
        return;
      }
      await catchUp(client, await readChangeMark(client, name));
      answeredAt = clock();
    });

  await connect().catch((error: unknown) => {
    throw new Error(`cannot read environment "${name}" from ${where}: ${messageOf(error)}`);
  });
  const timer = setInterval(() => void poll(), options.pollMs ?? POLL_MS);
  timer.unref();

  return {
    async current() {
      if (loaded === null) throw new Error(`environment ${name} was never read`);
      return loaded;
    },
    health: () => ({
      source: 'database',
      where,
      revision: loaded?.revision ?? 0,
      ageSeconds: Math.max(0, Math.round((clock() - answeredAt) / 1000)),
      reachable: client !== null,
      problem,
      following: client !== null ? 'notifications' : 'polling',
    }),
    async close() {
      closed = true;
      clearInterval(timer);
      const open = client;
      client = null;
      await open?.end().catch(() => {});
    },
  };
};
