import type { IncomingHttpHeaders } from 'node:http';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createEdge } from './edge';
import type { EdgeOptions } from './edge';
import { createFixture, startEdgeServer, startHttpServer, unusedPort } from './test-fixtures';
import type { Fixture, RunningServer } from './test-fixtures';

interface Seen {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

let fixture: Fixture;
let upstream: RunningServer;
let seen: Seen[];
let closedPort: number;

beforeAll(async () => {
  fixture = await createFixture();
  closedPort = await unusedPort();
  // Echoes what it received and answers with two cookies, as a sign-in does.
  upstream = await startHttpServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      seen.push({
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString(),
      });
      res.writeHead(201, {
        'Content-Type': 'application/json',
        'Set-Cookie': ['sid=abc; HttpOnly; Path=/', 'lang=ru; Path=/'],
        'X-Upstream': 'platform',
      });
      res.end(JSON.stringify({ result: 'ok' }));
    });
  });
});
afterAll(async () => {
  await upstream.close();
  await fixture.cleanup();
});
beforeEach(() => {
  seen = [];
});

const build = (overrides: Partial<EdgeOptions> = {}) =>
  createEdge({
    shellDir: fixture.shellDir,
    artifactsDir: fixture.artifactsDir,
    environmentsDir: fixture.environmentsDir,
    apiUpstream: upstream.url,
    cmsUpstream: upstream.url,
    log: () => {},
    ...overrides,
  });

describe('proxy', () => {
  it('forwards method, path, query, body and cookies, and brings back every Set-Cookie', async () => {
    const body = new URLSearchParams({ login: 'player', password: 'x'.repeat(50_000) }).toString();
    const response = await build().app.request('/api/auth.login?v=2.34&locale=ru', {
      method: 'POST',
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        Cookie: 'sid=old; theme=dark',
      },
      body,
    });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ result: 'ok' });
    expect(response.headers.getSetCookie()).toEqual([
      'sid=abc; HttpOnly; Path=/',
      'lang=ru; Path=/',
    ]);
    expect(response.headers.get('x-upstream')).toBe('platform');

    expect(seen).toHaveLength(1);
    const [request] = seen;
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe('/api/auth.login?v=2.34&locale=ru');
    expect(request?.body).toBe(body);
    expect(request?.headers.cookie).toBe('sid=old; theme=dark');
    expect(request?.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(request?.headers['x-forwarded-proto']).toBe('http');
  });

  it('sends the social sign-in popup (/oauth/*) to the platform where simulations are on', async () => {
    const init = await build({ simulations: true }).app.request(
      '/oauth/init?service=google&redirect_url=%2Fru',
      { headers: { Host: 'omad.uz' } },
    );
    expect(init.status).toBe(201);
    const callback = await build({ simulations: true }).app.request('/oauth/callback', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'service=google&email=a%40omad.test',
    });
    expect(callback.status).toBe(201);
    expect(seen.map(({ method, url }) => `${method} ${url}`)).toEqual([
      'GET /oauth/init?service=google&redirect_url=%2Fru',
      'POST /oauth/callback',
    ]);
    // The platform checks redirect_url against the host the browser used.
    expect(seen[0]?.headers['x-forwarded-host']).toBe('omad.uz');
    expect(seen[1]?.body).toBe('service=google&email=a%40omad.test');
  });

  it('forwards /cms unchanged, public reads once while they are fresh', async () => {
    const edge = build();
    const read = (headers: Record<string, string> = {}) =>
      edge.app.request('/cms/api/pages?locale=uz&populate=*', { method: 'GET', headers });
    expect((await read({ Cookie: 'sid=player' })).status).toBe(201);
    expect((await read()).status).toBe(201);
    expect(seen.map(({ method, url }) => `${method} ${url}`)).toEqual([
      'GET /cms/api/pages?locale=uz&populate=*',
    ]);
    // Nothing of the visitor's goes with a public read.
    expect(seen[0]?.headers.cookie).toBeUndefined();
    // An editor's token reads past what is kept, every time.
    await read({ Authorization: 'Bearer editor' });
    await read({ Authorization: 'Bearer editor' });
    expect(seen).toHaveLength(3);
    expect(seen[2]?.headers.authorization).toBe('Bearer editor');
  });

  it('adds X-Forwarded-For/Host from the real connection', async () => {
    const edge = await startEdgeServer(build().app);
    try {
      const response = await fetch(`${edge.url}/api/ping`, {
        method: 'PUT',
        headers: { 'X-Forwarded-For': '203.0.113.9', 'X-Forwarded-Host': 'evil.test' },
        body: 'over a real socket',
      });
      expect(response.headers.getSetCookie()).toHaveLength(2);
    } finally {
      await edge.close();
    }
    expect(seen[0]?.body).toBe('over a real socket');
    expect(seen[0]?.headers['x-forwarded-for']).toMatch(/^203\.0\.113\.9, (::ffff:)?127\.0\.0\.1$/);
    // Not behind a trusted CDN: the client does not get to choose the host.
    expect(seen[0]?.headers['x-forwarded-host']).toBe(`127.0.0.1:${edge.port}`);
  });

  it('carries the security headers on proxied answers', async () => {
    const response = await build().app.request('/api/ping');
    expect(response.headers.get('content-security-policy')).toContain("object-src 'none'");
    expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });

  it('answers 502 in the platform error shape when the API is down', async () => {
    const response = await build({ apiUpstream: `http://127.0.0.1:${closedPort}` }).app.request(
      '/api/user.get',
    );
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({
      error: { type: 'ApplicationUnavailableException', message: expect.any(String) },
    });
  });

  it('answers 502 in the Strapi error shape when the CMS is down', async () => {
    const response = await build({ cmsUpstream: `http://127.0.0.1:${closedPort}` }).app.request(
      '/cms/api/menus',
    );
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({
      data: null,
      error: { status: 502, name: 'BadGatewayError', message: expect.any(String) },
    });
  });

  it('does not compress proxied answers', async () => {
    const response = await build().app.request('/api/ping', {
      headers: { 'Accept-Encoding': 'gzip, br' },
    });
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(seen[0]?.headers['accept-encoding']).toBe('identity');
  });

  it('passes on a body the upstream compressed anyway, decoded and correctly labelled', async () => {
    const stubborn = await startHttpServer((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'application/json', 'Content-Encoding': 'gzip' });
      res.end(gzipSync(JSON.stringify({ result: 'zipped' })));
    });
    try {
      const response = await build({ apiUpstream: stubborn.url }).app.request('/api/ping');
      expect(response.headers.get('content-encoding')).toBeNull();
      expect(await response.json()).toEqual({ result: 'zipped' });
    } finally {
      await stubborn.close();
    }
  });
});
