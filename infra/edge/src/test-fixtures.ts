// Test fixtures for the edge: a fake shell build, artifact store and environments folder in
// a temp dir, plus small real HTTP servers for upstreams and for raw-path requests.
import { request as httpRequest, createServer } from 'node:http';
import type { IncomingHttpHeaders, RequestListener } from 'node:http';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { serve } from '@hono/node-server';
import { formatReleaseRecord, hashBuildFiles, RELEASE_RECORD } from '@omad/release/store';
import type { Hono } from 'hono';
import type { ShellRoutes } from '@omad/contract/pages';
import { createEdge, type EdgeOptions } from './edge';
import type { EdgeEnv } from './request';

export const SHELL_TEMPLATE =
  '<!doctype html><html><head><meta charset="utf-8"><title>Omad</title><!-- omad:runtime -->' +
  '<script defer src="/static/app.123.js"></script></head><body><div id="omad-root"></div></body></html>';

const widget = (app: string, expose: string) => ({ app, expose });
const CONTENT_SITE_SERVICES = widget('mf-content', './site-services');

/** A shell build's route table (routes.json) with a route of each kind the edge handles. */
export const SHELL_ROUTES: ShellRoutes = {
  routes: [
    { name: 'index', path: '/', remote: 'mf-content', layout: 'default', redirect: false },
    {
      name: 'cashier-billing',
      path: '/cashier/billing',
      remote: 'mf-cashier',
      layout: 'default',
      redirect: true,
      redirectTo: '/cashier/deposit',
    },
    {
      name: 'game-sysname',
      path: '/game/:sysname',
      remote: 'mf-gamehall',
      layout: 'game',
      redirect: false,
    },
    {
      name: 'gamehall',
      path: '/gamehall',
      remote: 'mf-gamehall',
      layout: 'default',
      redirect: false,
    },
    { name: 'slug', path: '/:slug', remote: 'mf-content', layout: 'default', redirect: false },
  ],
  firstRender: {
    default: [
      widget('mf-content', './header-nav'),
      widget('mf-auth', './header-account'),
      widget('mf-content', './footer'),
      widget('mf-content', './bottom-menu'),
      CONTENT_SITE_SERVICES,
    ],
    game: [
      widget('mf-content', './header-nav'),
      widget('mf-auth', './header-account'),
      CONTENT_SITE_SERVICES,
    ],
    empty: [CONTENT_SITE_SERVICES],
    'svg-sprite': [CONTENT_SITE_SERVICES],
  },
};

/** Big enough to be worth compressing. */
export const APP_SCRIPT = 'console.log("omad shell");\n'.repeat(200);

export interface Fixture {
  readonly root: string;
  readonly shellDir: string;
  readonly artifactsDir: string;
  readonly environmentsDir: string;
  /**
   * Writes a file under the fixture's root. A file of a remote build
   * (artifacts/remotes/<app>/<version>/…) is published: its version's release record is
   * written again with the sha256 of every file, as a publish would.
   */
  write(relativePath: string, content: string | Uint8Array): Promise<string>;
  /** Changes a published file without its record knowing, as an attacker with the store would. */
  tamper(relativePath: string, content: string | Uint8Array): Promise<string>;
  writeEnvironment(
    name: string,
    versions: Record<string, string>,
    production?: boolean,
  ): Promise<string>;
  cleanup(): Promise<void>;
}

/** A build's release record as `release publish` writes it, for the files its folder holds. */
export const recordBuild = async (versionDir: string, app: string, version: string) => {
  const files = await hashBuildFiles(versionDir);
  await writeFile(
    join(versionDir, RELEASE_RECORD),
    formatReleaseRecord({
      app,
      version,
      contractVersion: null,
      hostContract: null,
      shared: {},
      files,
      commit: null,
      publishedAt: '2026-01-01T00:00:00.000Z',
      publishedBy: 'edge-tests',
      origin: 'release',
    }),
  );
};

export const createFixture = async (): Promise<Fixture> => {
  const root = await mkdtemp(join(tmpdir(), 'omad-edge-'));
  const tamper = async (relativePath: string, content: string | Uint8Array) => {
    const file = join(root, relativePath);
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, content);
    return file;
  };
  const write = async (relativePath: string, content: string | Uint8Array) => {
    const file = await tamper(relativePath, content);
    const build = /^artifacts\/remotes\/([^/]+)\/([^/]+)\/./.exec(relativePath);
    if (build?.[1] && build[2]) {
      await recordBuild(join(root, 'artifacts/remotes', build[1], build[2]), build[1], build[2]);
    }
    return file;
  };
  const fixture: Fixture = {
    root,
    shellDir: join(root, 'shell'),
    artifactsDir: join(root, 'artifacts'),
    environmentsDir: join(root, 'environments'),
    write,
    tamper,
    writeEnvironment: (name, versions, production = false) =>
      write(
        `environments/${name}.json`,
        JSON.stringify({
          name,
          production,
          remotes: Object.fromEntries(
            Object.entries(versions).map(([remote, version]) => [remote, { version }]),
          ),
        }),
      ),
    cleanup: () => rm(root, { recursive: true, force: true }),
  };
  await write('shell/index.html', SHELL_TEMPLATE);
  await write('shell/build-meta.json', JSON.stringify({ buildId: 'build-42' }));
  await write('shell/routes.json', JSON.stringify(SHELL_ROUTES));
  await write('shell/static/app.123.js', APP_SCRIPT);
  await write('shell/favicon.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>');
  await write(
    'artifacts/remotes/mf-cashier/1.0.0/mf-manifest.json',
    JSON.stringify({
      id: 'mf_cashier',
      name: 'mf_cashier',
      metaData: { omad: { app: 'mf-cashier', version: '1.0.0', contractVersion: '1.0.0' } },
    }),
  );
  await write('artifacts/remotes/mf-cashier/1.0.0/remoteEntry.js', 'var mf_cashier = {};\n');
  await write('secret.txt', 'not for browsers');
  await fixture.writeEnvironment('local', { 'mf-cashier': '1.0.0', 'mf-auth': '1.0.0' });
  return fixture;
};

export interface RunningServer {
  readonly port: number;
  readonly url: string;
  close(): Promise<void>;
}

/** A plain node http server on an ephemeral port of 127.0.0.1. */
export const startHttpServer = async (listener: RequestListener): Promise<RunningServer> => {
  const server = createServer(listener);
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('expected a TCP address');
  const { port } = address;
  return {
    port,
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((done) => server.close(() => done())),
  };
};

/**
 * An app on a real socket: the edge, for what app.request() cannot show (raw paths, peers),
 * or an upstream the edge reads from (the reference content service).
 */
export const startEdgeServer = async (
  app: Pick<Hono<EdgeEnv>, 'fetch'> | Pick<Hono, 'fetch'>,
): Promise<RunningServer> => {
  let server: ReturnType<typeof serve> | undefined;
  const port = await new Promise<number>((done) => {
    server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info) => done(info.port));
  });
  return {
    port,
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((done) => (server ? server.close(() => done()) : done())),
  };
};

/** A port nothing listens on: bound, then released. */
export const unusedPort = async (): Promise<number> => {
  const probe = await startHttpServer(() => {});
  await probe.close();
  return probe.port;
};

/** An edge over a fixture, quiet, with upstreams that refuse every connection. */
export const edgeOver = async (fixture: Fixture, overrides: Partial<EdgeOptions> = {}) => {
  const closedPort = await unusedPort();
  return createEdge({
    shellDir: fixture.shellDir,
    artifactsDir: fixture.artifactsDir,
    environmentsDir: fixture.environmentsDir,
    apiUpstream: `http://127.0.0.1:${closedPort}`,
    cmsUpstream: `http://127.0.0.1:${closedPort}`,
    log: () => {},
    ...overrides,
  });
};

/** GET with the path sent byte for byte, since fetch() would normalise `..` away. */
export const rawGet = (
  port: number,
  path: string,
): Promise<{ status: number; headers: IncomingHttpHeaders }> =>
  new Promise((done, fail) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, method: 'GET' }, (res) => {
      res.resume();
      res.on('end', () => done({ status: res.statusCode ?? 0, headers: res.headers }));
    });
    req.on('error', fail);
    req.end();
  });

/** The runtime config inlined into an HTML page. */
export const runtimeConfigOf = (html: string): unknown => {
  const match = /window\.__OMAD__ = (.*?)<\/script>/.exec(html);
  if (match?.[1] === undefined) throw new Error('no window.__OMAD__ in the page');
  return JSON.parse(match[1]);
};
