import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CONTRACT_VERSION } from '@omad/contract';
import { createEdge } from './edge';
import { RESOURCE_POLICY } from './security';
import type { EdgeOptions } from './edge';
import {
  APP_SCRIPT,
  createFixture,
  rawGet,
  runtimeConfigOf,
  startEdgeServer,
  unusedPort,
} from './test-fixtures';
import type { Fixture } from './test-fixtures';

let fixture: Fixture;
let edge: ReturnType<typeof createEdge>;

const build = async (overrides: Partial<EdgeOptions> = {}) => {
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

const page = (path: string) => edge.app.request(path, { headers: { Accept: 'text/html' } });

beforeEach(async () => {
  fixture = await createFixture();
  edge = await build();
});
afterEach(() => fixture.cleanup());

describe('shell HTML', () => {
  it.each(['/', '/ru/cashier/deposit', '/index.html'])(
    '%s inlines the resolved remote map',
    async (path) => {
      const response = await page(path);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(runtimeConfigOf(await response.text())).toEqual({
        env: 'local',
        production: false,
        remotes: [
          {
            name: 'mf-cashier',
            scope: 'mf_cashier',
            version: '1.0.0',
            entry: '/remotes/mf-cashier/1.0.0/mf-manifest.json',
            contractVersion: '1.0.0',
            hostContract: null,
          },
          // Pinned but not published: still listed, with no contract version to trust.
          {
            name: 'mf-auth',
            scope: 'mf_auth',
            version: '1.0.0',
            entry: '/remotes/mf-auth/1.0.0/mf-manifest.json',
            contractVersion: null,
            hostContract: null,
          },
        ],
        buildId: 'build-42',
        preload: expect.any(Array),
        // The platform is not running here: the page goes without its first screen.
        firstReads: [],
        hero: null,
        firstScreen: null,
      });
    },
  );

  it('puts the CSP nonce on the config script and on the shell bundle', async () => {
    const response = await page('/');
    const html = await response.text();
    const nonce = /'nonce-([^']+)'/.exec(
      response.headers.get('content-security-policy') ?? '',
    )?.[1];
    expect(nonce).toBeTruthy();
    expect(html).toContain(`<script nonce="${nonce}">window.__OMAD__ = `);
    expect(html).toContain(`<script nonce="${nonce}" defer src="/static/app.123.js">`);
    expect(html).not.toContain('<!-- omad:runtime -->');
    const second = await page('/');
    expect(second.headers.get('content-security-policy')).not.toContain(`'nonce-${nonce}'`);
  });

  it('escapes data so it can never close the script element', async () => {
    await fixture.write(
      'shell/build-meta.json',
      JSON.stringify({ buildId: '</script><script>alert(1)</script>' }),
    );
    const html = await (await page('/')).text();
    expect(html.match(/<\/script>/g)).toHaveLength(2); // the config's and the bundle's
    expect(html).toContain('\\u003c/script>\\u003cscript>alert(1)\\u003c/script>');
    expect(runtimeConfigOf(html)).toMatchObject({ buildId: '</script><script>alert(1)</script>' });
  });

  it("says 'unknown' for a build without build-meta.json, as the shell's schema needs a string", async () => {
    await rm(join(fixture.shellDir, 'build-meta.json'));
    expect(runtimeConfigOf(await (await page('/')).text())).toMatchObject({ buildId: 'unknown' });
  });

  it('answers 503 with a hint when the shell is not built', async () => {
    await rm(join(fixture.shellDir, 'index.html'));
    const response = await page('/');
    expect(response.status).toBe(503);
    expect(await response.text()).toMatch(/run `npm run build`/);
  });

  it('does not answer a missing asset with the page', async () => {
    const response = await edge.app.request('/static/missing.js', { headers: { Accept: '*/*' } });
    expect(response.status).toBe(404);
  });

  it('picks up a remote published after the pin', async () => {
    await fixture.write(
      'artifacts/remotes/mf-auth/1.0.0/mf-manifest.json',
      JSON.stringify({
        metaData: { omad: { app: 'mf-auth', version: '1.0.0', contractVersion: '1.2.0' } },
      }),
    );
    const config = runtimeConfigOf(await (await page('/')).text());
    expect(config).toMatchObject({ remotes: [{}, { name: 'mf-auth', contractVersion: '1.2.0' }] });
  });
  it("preloads a pinned remote's entry and manifest on the page that loads it", async () => {
    await fixture.write(
      'artifacts/remotes/mf-content/2.0.0/mf-manifest.json',
      JSON.stringify({
        metaData: {
          remoteEntry: { name: 'remoteEntry.js', path: '' },
          omad: { app: 'mf-content', version: '2.0.0', contractVersion: CONTRACT_VERSION },
        },
        exposes: [{ path: './app', assets: { js: { sync: ['static/js/app.1.js'], async: [] } } }],
      }),
    );
    await fixture.writeEnvironment('local', { 'mf-content': '2.0.0', 'mf-auth': '1.0.0' });
    edge = await build();
    const html = await (await page('/')).text();
    const config = JSON.parse(/window\.__OMAD__ = (.*?)<\/script>/.exec(html)?.[1] ?? 'null') as {
      preload: unknown;
    };
    // mf-auth is pinned but not published: nothing of it to preload.
    expect(config.preload).toEqual([
      { href: '/remotes/mf-content/2.0.0/mf-manifest.json', as: 'fetch' },
      { href: '/remotes/mf-content/2.0.0/remoteEntry.js', as: 'script' },
      { href: '/remotes/mf-content/2.0.0/static/js/app.1.js', as: 'script' },
    ]);
  });
});

describe('static files', () => {
  it('serves hashed assets as immutable and compresses them', async () => {
    const plain = await edge.app.request('/static/app.123.js');
    expect(plain.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(plain.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(plain.headers.get('vary')).toBe('Accept-Encoding');
    expect(await plain.text()).toBe(APP_SCRIPT);

    const gzipped = await edge.app.request('/static/app.123.js', {
      headers: { 'Accept-Encoding': 'gzip' },
    });
    expect(gzipped.headers.get('content-encoding')).toBe('gzip');
    const bytes = Buffer.from(await gzipped.arrayBuffer());
    expect(bytes.byteLength).toBeLessThan(APP_SCRIPT.length);
    expect(gunzipSync(bytes).toString()).toBe(APP_SCRIPT);

    const brotli = await edge.app.request('/static/app.123.js', {
      headers: { 'Accept-Encoding': 'gzip, deflate, br' },
    });
    expect(brotli.headers.get('content-encoding')).toBe('br');
    expect(brotliDecompressSync(Buffer.from(await brotli.arrayBuffer())).toString()).toBe(
      APP_SCRIPT,
    );
  });

  it('streams a large binary file intact, and answers HEAD without a body', async () => {
    const bytes = Buffer.alloc(300_000);
    for (let i = 0; i < bytes.length; i += 1) bytes[i] = (i * 7919) % 251;
    await fixture.write('shell/static/hero.456.png', bytes);
    const response = await edge.app.request('/static/hero.456.png', {
      headers: { 'Accept-Encoding': 'gzip' },
    });
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(Buffer.from(await response.arrayBuffer()).equals(bytes)).toBe(true);

    const head = await edge.app.request('/static/hero.456.png', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe('300000');
    expect(await head.text()).toBe('');
  });

  it('revalidates names that survive a rebuild', async () => {
    const meta = await edge.app.request('/build-meta.json');
    expect(meta.headers.get('cache-control')).toBe('no-cache');
    expect(await meta.json()).toEqual({ buildId: 'build-42' });
    const icon = await edge.app.request('/favicon.svg');
    expect(icon.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
  });
});

describe("the shell's first frame", () => {
  it('is drawn into the root of the page, for the request, and its module is never served', async () => {
    await mkdir(join(fixture.shellDir, 'server'), { recursive: true });
    await writeFile(
      join(fixture.shellDir, 'server/first-frame.cjs'),
      'exports.renderShellFrame = (input) => `<header lang="${input.acceptLanguage}">${input.path}</header>`;',
    );
    const response = await edge.app.request('/ru/about', {
      headers: { Accept: 'text/html', 'Accept-Language': 'ru' },
    });
    expect(await response.text()).toContain(
      '<div id="omad-root"><header lang="ru">/ru/about</header></div>',
    );
    const module = await edge.app.request('/server/first-frame.cjs');
    expect(await module.text()).not.toContain('renderShellFrame');
  });
});

describe('remote builds', () => {
  it('serves versioned files as immutable with CORS', async () => {
    for (const file of ['mf-manifest.json', 'remoteEntry.js']) {
      const response = await edge.app.request(`/remotes/mf-cashier/1.0.0/${file}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(response.headers.get('access-control-allow-origin')).toBe('*');
    }
  });

  it('answers 404 for what was never published', async () => {
    for (const path of [
      '/remotes/mf-cashier/9.9.9/mf-manifest.json',
      '/remotes/mf-cashier/1.0.0',
      '/remotes',
    ]) {
      expect((await edge.app.request(path)).status, path).toBe(404);
    }
  });

  it('refuses path traversal, plain or encoded, with 400', async () => {
    const server = await startEdgeServer(edge.app);
    try {
      for (const path of [
        '/remotes/mf-cashier/1.0.0/../../../../secret.txt',
        '/remotes/mf-cashier/1.0.0/%2e%2e/%2e%2e/%2e%2e/%2e%2e/secret.txt',
        '/remotes/mf-cashier/1.0.0/..%2f..%2f..%2f..%2fsecret.txt',
        '/remotes/mf-cashier/1.0.0/..%5c..%5csecret.txt',
        '/static/..%2f..%2fsecret.txt',
        '/../secret.txt',
      ]) {
        expect((await rawGet(server.port, path)).status, path).toBe(400);
      }
    } finally {
      await server.close();
    }
  });
});

describe('every response', () => {
  it.each([
    '/',
    '/static/app.123.js',
    '/remotes/mf-cashier/1.0.0/remoteEntry.js',
    '/nope.png',
    '/healthz',
  ])('%s carries the security headers', async (path) => {
    const response = await edge.app.request(path);
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(csp).not.toContain('unsafe-eval');
    const permissions = response.headers.get('permissions-policy') ?? '';
    for (const feature of ['camera=()', 'microphone=()', 'geolocation=()', 'usb=()'])
      expect(permissions).toContain(feature);
    // Local runs on plain HTTP: no HSTS there.
    expect(response.headers.get('strict-transport-security')).toBeNull();
  });

  it('sends HSTS in every environment but local', async () => {
    await fixture.writeEnvironment('staging', { 'mf-cashier': '1.0.0' });
    const staging = await build({ environment: 'staging' });
    for (const path of ['/', '/static/app.123.js', '/healthz']) {
      const response = await staging.app.request(path);
      expect(response.headers.get('strict-transport-security')).toBe(
        'max-age=63072000; includeSubDomains',
      );
    }
  });

  it('gives a page the full policy and every other file the short one that forbids everything', async () => {
    const page = await edge.app.request('/');
    expect(page.headers.get('content-security-policy')).toContain("'strict-dynamic'");
    for (const path of ['/static/app.123.js', '/remotes/mf-cashier/1.0.0/remoteEntry.js']) {
      const file = await edge.app.request(path);
      expect(file.headers.get('content-security-policy')).toBe(RESOURCE_POLICY);
    }
  });

  it('reports health with the environment name', async () => {
    const response = await edge.app.request('/healthz');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true, env: 'local' });
  });
});
