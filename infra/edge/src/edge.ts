// Assembles the edge: the one server a browser talks to. It serves the shell with the
// environment's remote map inlined, the immutable remote builds, and proxies /api and /cms.
import { dirname, extname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ArtifactStore } from '@omad/release/store';
import { Hono } from 'hono';
import { createCompressedCache } from './compression';
import { openEnvironment, type EnvironmentSource } from './environments';
import { createShellPage } from './html';
import { createShellFrameSource } from './shell-frame';
import { createPageHeads } from './page-head';
import { createFaviconFile } from './favicon-file';
import { createRobotsFile } from './robots-file';
import { createSitemaps } from './sitemaps';
import { createCmsRedirects } from './cms-redirects';
import { createContentCache } from './content-cache';
import { installContentWebhook } from './content-webhook';
import { routeRedirect } from './route-redirects';
import { declaredPageReads, headStartFor } from './page-head-start';
import { createProxy } from './proxy';
import { preloadHints } from './preload-hints';
import { createFirstScreenSource } from './first-screen';
import { DEFAULT_SANDBOX_LIMITS, type SandboxLimits } from './first-screen-sandbox';
import { createBuildIntegrity, createFolderRecords, createStoreRecords } from './integrity';
import { createBuildFileReader, createManifestSource, createRemoteResolver } from './remote-map';
import { createShellRoutesSource } from './shell-routes';
import { isTraversal, rawPathname } from './request';
import type { EdgeContext, EdgeEnv } from './request';
import { NO_CSP_SOURCES, securityHeaders, type CspSources } from './security';
import { simulationsGate } from './simulations';
import { createStaticFiles } from './static';
import { createStoreFiles } from './store-files';
import { DEFAULT_PAGE_READS_TIMEOUT_MS } from './env-settings';

/** How long a sitemap's read may take: a crawler waits longer than a player. */
const SITEMAP_READ_TIMEOUT_MS = 10_000;

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

export interface EdgeOptions {
  /** The shell's build output. */
  readonly shellDir: string;
  /** Artifact store root; remote builds live at <artifactsDir>/remotes/<app>/<version>/. */
  readonly artifactsDir: string;
  /**
   * An artifact store to read remote builds from instead of artifactsDir (ARTIFACT_STORE=s3).
   * Unset, files are streamed from artifactsDir.
   */
  readonly store?: ArtifactStore;
  readonly environmentsDir: string;
  /** Which <environmentsDir>/<environment>.json to serve. */
  readonly environment: string;
  /**
   * Where the environment is read from instead of its file: the shared database
   * (environment-database.ts, ENVIRONMENTS_DATABASE_URL). The edge closes it on close.
   */
  readonly environmentSource?: EnvironmentSource;
  /** /api/* is proxied here with path and query unchanged. */
  readonly apiUpstream: string;
  /** /cms/* is proxied here with path and query unchanged. */
  readonly cmsUpstream: string;
  /** Keep X-Forwarded-Proto/Host from a CDN in front; off when browsers connect directly. */
  readonly trustForwardedHeaders: boolean;
  /**
   * Proxies of ours in front of the edge (TRUSTED_PROXY_HOPS): 0 takes the client's address
   * from the socket, k the X-Forwarded-For entry k hops from the right (client-address.ts).
   */
  readonly trustedProxyHops: number;
  /** Hosts added to the page policy's connect-src, frame-src and img-src (security.ts). */
  readonly cspSources: CspSources;
  /**
   * Whether the platform's simulations and dev routes are reachable (simulations.ts); unset:
   * as the environment file's "simulations" says (absent there: off).
   */
  readonly simulations?: boolean;
  /** Time, memory and queue limits of each build's first-screen process. */
  readonly firstScreenLimits: SandboxLimits;
  /** Milliseconds clock; tests inject one to pass the environment recheck interval. */
  readonly clock: () => number;
  readonly log: (line: string) => void;
  /** Budget for compressed bytes of immutable files kept in memory. */
  readonly compressedCacheBytes: number;
  /** How long a page waits for its page reads (page-head-start.ts) before it goes without. */
  readonly pageReadsTimeoutMs: number;
  /**
   * The token the content service's webhook sends (CMS_WEBHOOK_TOKEN): with it, a published
   * change shows on the next page load (content-webhook.ts); unset, within a minute.
   */
  readonly cmsWebhookToken?: string;
}

export const defaultEdgeOptions: EdgeOptions = {
  shellDir: resolve(repoRoot, 'shell/dist'),
  artifactsDir: resolve(repoRoot, 'infra/artifacts'),
  environmentsDir: resolve(repoRoot, 'infra/environments'),
  environment: 'local',
  apiUpstream: 'http://127.0.0.1:8081',
  cmsUpstream: 'http://127.0.0.1:8082',
  trustForwardedHeaders: false,
  trustedProxyHops: 0,
  cspSources: NO_CSP_SOURCES,
  firstScreenLimits: DEFAULT_SANDBOX_LIMITS,
  clock: Date.now,
  log: (line) => console.error(`[edge] ${line}`),
  compressedCacheBytes: 64 * 1024 * 1024,
  pageReadsTimeoutMs: DEFAULT_PAGE_READS_TIMEOUT_MS,
};

/** A navigation the shell should answer: HTML is accepted, or the path names no file. */
const wantsShellPage = (c: EdgeContext): boolean =>
  extname(rawPathname(c)) === '' || (c.req.header('accept') ?? '').includes('text/html');

/**
 * A running edge: its app, and `close` to stop the first-screen processes it started and
 * stop following its environment.
 */
export type Edge = Readonly<{ app: Hono<EdgeEnv>; close: () => void }>;

/**
 * Builds the app. Throws when the environment file is missing or malformed, so a bad file
 * stops startup with a message naming it.
 */
export const createEdge = (overrides: Partial<EdgeOptions> = {}): Edge => {
  const options: EdgeOptions = { ...defaultEdgeOptions, ...overrides };
  const environment = options.environmentSource ?? openEnvironment(options);
  // Every remote file, served or run, is first checked against its build's release record.
  const integrity = createBuildIntegrity(
    options.store ? createStoreRecords(options.store) : createFolderRecords(options.artifactsDir),
  );
  const readBuildFile = createBuildFileReader(options.artifactsDir, integrity, options.store);
  const manifests = createManifestSource(readBuildFile);
  const firstScreens = createFirstScreenSource(
    readBuildFile,
    options.log,
    options.firstScreenLimits,
  );
  // What a page mounts and reads first comes from the builds: the shell's route table
  // (routes.json) and the owning remote's manifest. A shell without the file gets neither.
  const shellRoutes = createShellRoutesSource(options.shellDir, options.log);
  // What the content service answered, shared by everything below that reads content.
  const content = createContentCache({
    cmsUpstream: options.cmsUpstream,
    clock: options.clock,
    log: options.log,
  });
  const pageHeads = createPageHeads({
    cmsUpstream: options.cmsUpstream,
    timeoutMs: options.pageReadsTimeoutMs,
    log: options.log,
    content,
  });
  const shellPage = createShellPage({
    shellDir: options.shellDir,
    environment,
    cspSources: options.cspSources,
    resolveRemotes: createRemoteResolver(manifests),
    frameFor: createShellFrameSource(options.shellDir, options.log),
    headFor: async (request) => pageHeads.head({ ...request, routes: await shellRoutes() }),
    hintsFor: async (current, pathname) => {
      const routes = await shellRoutes();
      return routes ? preloadHints(current, pathname, manifests, routes) : [];
    },
    headStartFor: async (current, pathname, origin, hasSession) => {
      const routes = await shellRoutes();
      const declared = routes
        ? await declaredPageReads(pathname, routes, current, manifests, undefined, hasSession)
        : null;
      return headStartFor(pathname, declared, {
        apiUpstream: options.apiUpstream,
        cmsUpstream: options.cmsUpstream,
        timeoutMs: options.pageReadsTimeoutMs,
        fetch: content.fetchThrough(fetch),
        firstScreens,
        origin,
        log: options.log,
      });
    },
  });
  const compressedCache = createCompressedCache(options.compressedCacheBytes);
  const files = createStaticFiles({
    shellDir: options.shellDir,
    artifactsDir: options.artifactsDir,
    compressedCache,
    integrity,
    log: options.log,
  });
  const remoteFile = options.store
    ? createStoreFiles({ store: options.store, compressedCache, integrity, log: options.log })
        .remoteFile
    : files.remoteFile;
  const proxyOptions = {
    trustForwardedHeaders: options.trustForwardedHeaders,
    trustedProxyHops: options.trustedProxyHops,
    log: options.log,
  };
  const api = createProxy({ ...proxyOptions, kind: 'api', upstream: options.apiUpstream });
  const cms = createProxy({
    ...proxyOptions,
    kind: 'cms',
    upstream: options.cmsUpstream,
    content,
  });

  const app = new Hono<EdgeEnv>();
  app.use(securityHeaders({ hsts: options.environment !== 'local', sources: options.cspSources }));
  // Checked on the raw request target: the URL parser would quietly fold `..` away.
  app.use(async (c, next) => {
    if (isTraversal(rawPathname(c))) return c.text('Bad request path', 400);
    return next();
  });
  // The platform's simulated providers and dev routes: only where the environment has them.
  app.use(
    simulationsGate(async () => options.simulations ?? (await environment.current()).simulations),
  );

  // `content.stale`: answers served as last read because the content service is failing.
  // `environment`: the revision served, how long since its source answered, whether the
  // source is reachable now, and each pinned remote with whether its build verifies.
  app.get('/healthz', async (c) => {
    const current = await environment.current();
    const remotes = await Promise.all(
      current.remotes.map(async (pin) => ({ ...pin, verified: (await manifests(pin)) !== null })),
    );
    return c.json(
      {
        ok: true,
        env: options.environment,
        environment: { ...environment.health(), remotes },
        content: content.stats(),
      },
      200,
      { 'Cache-Control': 'no-store' },
    );
  });
  installContentWebhook(app, options.cmsWebhookToken, content, options.log);
  app.all('/api/*', api);
  // The platform's (simulated) social sign-in provider, opened in a popup on this origin.
  app.all('/oauth/*', api);
  // The tracking pixel of spec section 7 is the platform's too.
  app.get('/hit', api);
  app.all('/cms/*', cms);
  app.get('/remotes/*', remoteFile);
  app.get('/robots.txt', createRobotsFile(pageHeads));
  app.get('/favicon.ico', createFaviconFile(pageHeads));
  const sitemaps = createSitemaps({
    apiUpstream: options.apiUpstream,
    cmsUpstream: options.cmsUpstream,
    timeoutMs: SITEMAP_READ_TIMEOUT_MS,
    routes: shellRoutes,
    site: pageHeads.site,
    log: options.log,
    content,
  });
  app.get('/sitemap.xml', sitemaps.index);
  app.get('/sitemaps/*', sitemaps.kind);
  const cmsRedirect = createCmsRedirects({
    cmsUpstream: options.cmsUpstream,
    timeoutMs: options.pageReadsTimeoutMs,
    log: options.log,
    content,
  });
  app.get('*', async (c) => {
    const file = await files.shellFile(c);
    if (file !== null) return file;
    if (!wantsShellPage(c)) return c.text('Not found', 404);
    const { pathname, origin } = new URL(c.req.url);
    const routes = await shellRoutes();
    const moved = routeRedirect(routes, pathname);
    if (moved) {
      c.header('Cache-Control', 'public, max-age=3600');
      return c.redirect(moved, 301);
    }
    const redirect = await cmsRedirect(routes, pathname, origin);
    if (redirect) {
      // Kept a while, not for good: an editor may take the redirect back.
      c.header('Cache-Control', 'public, max-age=300');
      return c.redirect(redirect.location, redirect.status);
    }
    return shellPage(c);
  });

  app.notFound((c) => c.text('Not found', 404));
  app.onError((error, c) => {
    options.log(`${c.req.method} ${c.req.path} failed: ${error.stack ?? String(error)}`);
    return c.text('Internal server error', 500);
  });
  return {
    app,
    close: () => {
      firstScreens.close();
      void environment.close();
    },
  };
};
