// Starts the whole storefront in one process: the platform API and the content API on
// private loopback ports, and the edge on the public port, which proxies to them.
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { serve, type ServerType } from '@hono/node-server';
import { createCms } from '../../cms/src/cms';
import { createEdge } from '../../edge/src/edge';
import { securitySettingsFromEnv } from '../../edge/src/env-settings';
import { createPlatform } from '../../platform/src/platform';
import { REPO_ROOT, artifactsDir, environmentsDir } from './paths';

export type StackOptions = Readonly<{
  port: number;
  host: string;
  environment: string;
  dataDir?: string;
  databaseUrl?: string;
  production: boolean;
}>;

export type RunningStack = Readonly<{ url: string; close: () => Promise<void> }>;

type FetchApp = Readonly<{ fetch: (request: Request) => Response | Promise<Response> }>;

const listen = (
  app: FetchApp,
  port: number,
  hostname: string,
): Promise<{ server: ServerType; port: number }> =>
  new Promise((resolve, reject) => {
    const server = serve({ fetch: app.fetch, port, hostname }, (info: AddressInfo) =>
      resolve({ server, port: info.port }),
    );
    keepConnectionsOpen(server);
    server.once('error', reject);
  });

/**
 * Idle keep-alive connections stay open 65 s, longer than a client or a load balancer keeps
 * them (60 s is the usual idle timeout): with Node's 5 s default, a request sent on a
 * connection the server is closing at that moment is lost as ECONNRESET.
 */
const keepConnectionsOpen = (server: ServerType): void => {
  if (!('keepAliveTimeout' in server)) return;
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
};

const closeServer = (server: ServerType): Promise<void> =>
  new Promise((resolve) => {
    server.close(() => resolve());
    if ('closeAllConnections' in server) server.closeAllConnections();
  });

export const startStack = async (options: StackOptions): Promise<RunningStack> => {
  const platform = await createPlatform({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.databaseUrl ? { databaseUrl: options.databaseUrl } : {}),
    production: options.production,
    // The edge stands in front of the platform and writes the client's address last.
    trustedProxyHops: 1,
    // Simulated providers and dev routes only in the local environment (never in production).
    simulations: !options.production && options.environment === 'local',
  });
  const api = await listen(platform.app, 0, '127.0.0.1');
  // CMS_URL points the edge at another content service (a Strapi 5: npm run cms:strapi);
  // without it the embedded stand-in serves the seed.
  const external = process.env.CMS_URL?.replace(/\/+$/, '') || null;
  const content = external
    ? null
    : await listen(
        createCms({ ...(process.env.CMS_TOKEN ? { token: process.env.CMS_TOKEN } : {}) }).app,
        0,
        '127.0.0.1',
      );
  const edge = createEdge({
    shellDir: process.env.SHELL_DIR ?? path.join(REPO_ROOT, 'shell/dist'),
    artifactsDir: artifactsDir(),
    environmentsDir: environmentsDir(),
    environment: options.environment,
    apiUpstream: `http://127.0.0.1:${api.port}`,
    cmsUpstream: external ?? `http://127.0.0.1:${content?.port ?? 0}`,
    // TRUSTED_PROXY_HOPS and the page policy's EDGE_CSP_* hosts, as the edge's own entry reads them.
    ...securitySettingsFromEnv(process.env),
    // NODE_ENV=production closes the simulations at the edge too, whatever the file says.
    ...(options.production ? { simulations: false } : {}),
  });
  const front = await listen(edge.app, options.port, options.host);
  return {
    url: `http://${options.host === '0.0.0.0' ? 'localhost' : options.host}:${front.port}/`,
    close: async () => {
      await Promise.all([
        closeServer(front.server),
        closeServer(api.server),
        ...(content ? [closeServer(content.server)] : []),
      ]);
      await platform.close();
      edge.close();
    },
  };
};
