// The edge's pages: the shell's HTML with its runtime config, nonce and preloads, and the
// first frame drawn into it. Its files and the headers of every answer: edge-files.test.ts.
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CONTRACT_VERSION } from '@omad/contract';
import type { Edge, EdgeOptions } from './edge';
import { createFixture, edgeOver, runtimeConfigOf, SHELL_ROUTES } from './test-fixtures';
import type { Fixture } from './test-fixtures';

let fixture: Fixture;
let edge: Edge;

const build = (overrides: Partial<EdgeOptions> = {}) => edgeOver(fixture, overrides);
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

  it("sends the page's head in its language, even with the content service down", async () => {
    const html = await (await page('/ru/about?x=1')).text();
    expect(html).toMatch(/^<!doctype html><html lang="ru">/);
    expect(html.match(/<title/g)).toHaveLength(1);
    expect(html).toContain('<title data-omad-head>Omad</title>');
    expect(html).toContain(
      '<link rel="canonical" href="http://localhost/ru/about" data-omad-head>',
    );
    expect(html).toContain('<link rel="alternate" hreflang="uz" href="http://localhost/about"');
    // A path no route of the table owns is nobody's search result.
    await writeFile(
      join(fixture.shellDir, 'routes.json'),
      JSON.stringify({
        ...SHELL_ROUTES,
        routes: SHELL_ROUTES.routes.filter((r) => r.name !== 'slug'),
      }),
    );
    const unknown = await (await page('/about')).text();
    expect(unknown).toContain('<meta name="robots" content="noindex" data-omad-head>');
    expect(unknown).not.toContain('rel="canonical"');
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
