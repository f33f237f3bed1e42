// The edge's files (the shell's static assets, remote builds) and what every answer carries.
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { RESOURCE_POLICY } from './security';
import type { Edge, EdgeOptions } from './edge';
import { APP_SCRIPT, createFixture, edgeOver, rawGet, startEdgeServer } from './test-fixtures';
import type { Fixture } from './test-fixtures';

let fixture: Fixture;
let edge: Edge;

const build = (overrides: Partial<EdgeOptions> = {}) => edgeOver(fixture, overrides);

beforeEach(async () => {
  fixture = await createFixture();
  edge = await build();
});
afterEach(() => fixture.cleanup());

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

  it('reports health: the environment, its revision and source, and which pinned builds verify', async () => {
    const response = await edge.app.request('/healthz');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      ok: true,
      env: 'local',
      environment: {
        source: 'file',
        where: `${fixture.environmentsDir}/local.json`,
        revision: 0,
        ageSeconds: expect.any(Number),
        reachable: true,
        problem: null,
        remotes: [
          { name: 'mf-cashier', version: '1.0.0', verified: true },
          // Pinned, never published: the edge says so rather than serving it.
          { name: 'mf-auth', version: '1.0.0', verified: false },
        ],
      },
      content: { kept: 0, stale: 0, bytes: 0 },
    });
  });
});
