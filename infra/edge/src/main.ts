// Usage: tsx infra/edge/src/main.ts
//   PORT (8080), EDGE_HOST (127.0.0.1), OMAD_ENV (local), SHELL_DIR, ARTIFACTS_DIR,
//   ENVIRONMENTS_DIR, API_UPSTREAM (http://127.0.0.1:8081), CMS_URL (or CMS_UPSTREAM;
//   http://127.0.0.1:8082: the content service, the stand-in or a Strapi 5), EDGE_TRUST_FORWARDED=1 behind a CDN that sets X-Forwarded-*.
//   ARTIFACT_STORE=s3 serves remote builds from S3 (S3_ENDPOINT, S3_BUCKET, S3_PREFIX,
//   S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY) instead of ARTIFACTS_DIR.
//   TRUSTED_PROXY_HOPS (0): proxies of ours in front; EDGE_CSP_CONNECT, EDGE_CSP_FRAME,
//   EDGE_CSP_IMG: comma lists of hosts the page policy adds; CMS_MEDIA_BASE_URL: the CMS's
//   media host, allowed for images when absolute. CMS_WEBHOOK_TOKEN (32+ characters): the
//   token the content service's webhook sends to POST /_edge/content-changed.
//   ENVIRONMENTS_DATABASE_URL: read OMAD_ENV from the database the release CLI writes
//   (shared by every edge; changes followed within a second) instead of ENVIRONMENTS_DIR.
import { resolve } from 'node:path';
import { serve } from '@hono/node-server';
import { openArtifactStore } from '@omad/release/store';
import { createEdge, defaultEdgeOptions } from './edge';
import { openDatabaseEnvironment } from './environment-database';
import { securitySettingsFromEnv } from './env-settings';

const fail = (message: string): never => {
  console.error(`edge: ${message}`);
  process.exit(1);
};

const env = process.env;
const port = Number(env.PORT || 8080);
if (!Number.isInteger(port) || port < 0 || port > 65535) fail(`PORT "${env.PORT}" is not a port`);
const hostname = env.EDGE_HOST ?? '127.0.0.1';
const dir = (value: string | undefined, fallback: string) =>
  value === undefined || value === '' ? fallback : resolve(value);

const options = {
  shellDir: dir(env.SHELL_DIR, defaultEdgeOptions.shellDir),
  artifactsDir: dir(env.ARTIFACTS_DIR, defaultEdgeOptions.artifactsDir),
  environmentsDir: dir(env.ENVIRONMENTS_DIR, defaultEdgeOptions.environmentsDir),
  environment: env.OMAD_ENV || defaultEdgeOptions.environment,
  apiUpstream: env.API_UPSTREAM || defaultEdgeOptions.apiUpstream,
  cmsUpstream: env.CMS_URL || env.CMS_UPSTREAM || defaultEdgeOptions.cmsUpstream,
  trustForwardedHeaders: env.EDGE_TRUST_FORWARDED === '1',
};

const environmentSource = env.ENVIRONMENTS_DATABASE_URL
  ? await openDatabaseEnvironment({
      url: env.ENVIRONMENTS_DATABASE_URL,
      environment: options.environment,
      clock: Date.now,
      log: (line) => console.error(`[edge] ${line}`),
    }).catch((error: unknown) => fail(error instanceof Error ? error.message : String(error)))
  : undefined;

const createOrExit = () => {
  try {
    // Only an object store changes how remotes are served; a folder is streamed as before.
    const store =
      env.ARTIFACT_STORE && env.ARTIFACT_STORE !== 'fs' ? openArtifactStore(env) : undefined;
    const security = securitySettingsFromEnv(env);
    const { app } = createEdge({
      ...options,
      ...security,
      ...(store ? { store } : {}),
      ...(environmentSource ? { environmentSource } : {}),
    });
    return { app, artifacts: store?.location ?? options.artifactsDir };
  } catch (error) {
    return fail(error instanceof Error ? error.message : String(error));
  }
};
const { app, artifacts } = createOrExit();

const server = serve({ fetch: app.fetch, port, hostname }, (info) => {
  console.log(
    `edge: http://${hostname}:${info.port} env=${options.environment}` +
      `${environmentSource ? ` (from ${environmentSource.health().where})` : ''} ` +
      `api=${options.apiUpstream} cms=${options.cmsUpstream} artifacts=${artifacts}`,
  );
});
// Idle keep-alive connections outlive a load balancer's (60 s is the usual idle timeout), so
// the balancer never sends on a connection the edge is closing (Node's default is 5 s).
if ('keepAliveTimeout' in server) {
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
}
server.on('error', (error) => fail(`cannot listen on ${hostname}:${port}: ${error.message}`));
const stop = () => server.close(() => process.exit(0));
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
