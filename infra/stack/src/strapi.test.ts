// The real Strapi 5 of infra/strapi, started on a throwaway PostgreSQL and seeded, with an
// edge in front whose content webhook it calls: the storefront's every typed read answers as
// from the stand-in, an edit published through Strapi's REST API shows on the edge's next
// read (a draft never does), and with Strapi stopped the edge serves its last good content.
// Slow (installs and starts Strapi): `npm test` runs it in a stage of its own (TEST_STRAPI=1).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCms } from '../../cms/src/cms';
import { createCmsClient, type CmsClient } from '@omad/contract/cms';
import { CONTENT_WEBHOOK_PATH } from '../../edge/src/content-webhook';
import type { Edge } from '../../edge/src/edge';
import {
  createFixture,
  edgeOver,
  startEdgeServer,
  type Fixture,
  type RunningServer,
} from '../../edge/src/test-fixtures';
import { freePort } from './free-port';
import { readEditor, readWriteToken, startStrapi, type RunningStrapi } from './strapi';

const WEBHOOK_TOKEN = `strapi-test-${'w'.repeat(32)}`;
const LOCALES = ['uz', 'ru'] as const;

/** Every typed read of the storefront, with the arguments the pages use. */
const READS: readonly [string, (cms: CmsClient) => Promise<unknown>][] = [
  ['common', (cms) => cms.getCommon()],
  ['config', (cms) => cms.getConfig()],
  ['cashier-config', (cms) => cms.getCashierConfig()],
  ['games-config', (cms) => cms.getGamesConfig()],
  ['search-config', (cms) => cms.getSearchConfig()],
  ['loyalty', (cms) => cms.getLoyaltyConfig()],
  ['forms-config', (cms) => cms.getFormsConfig()],
  ['auth-config', (cms) => cms.getAuthConfig()],
  ['home-page', (cms) => cms.getHomePage()],
  ['settings-seo', (cms) => cms.getSeoSettings()],
  ['meta-data-tool', (cms) => cms.getMetaDataTool()],
  ['web-setting', (cms) => cms.getWebSettings()],
  ['banners', (cms) => cms.getBanners()],
  ['promotions', (cms) => cms.getPromotions()],
  ['redirects', (cms) => cms.getRedirects()],
  ['pages', (cms) => cms.getPage('about')],
  ['page-seos', (cms) => cms.getPageSeo('/game/aviator', '/game/{name}')],
  ['domain-seos', (cms) => cms.getDomainSeo('omad.uz')],
];

/** What a read says, without what only a store decides: row ids and uploaded file names. */
const content = (value: unknown): string =>
  JSON.stringify(value, (key, field: unknown) => (key === 'id' ? undefined : field)).replace(
    /\/cms\/uploads\/[^"]+/g,
    '<file>',
  );

const client = (baseUrl: string, locale: string, fetchImpl?: typeof fetch) =>
  createCmsClient({
    baseUrl,
    getLocale: () => locale,
    getToken: () => undefined,
    ...(fetchImpl ? { fetch: fetchImpl } : {}),
  });

describe.runIf(process.env.TEST_STRAPI === '1')('the real Strapi 5', () => {
  let strapi: RunningStrapi;
  let fixture: Fixture;
  let edge: Edge;
  let front: RunningServer;
  let tokensDir: string;
  const lines: string[] = [];

  beforeAll(async () => {
    fixture = await createFixture();
    const port = await freePort();
    edge = await edgeOver(fixture, {
      cmsUpstream: `http://127.0.0.1:${port}`,
      cmsWebhookToken: WEBHOOK_TOKEN,
      log: (line) => lines.push(line),
    });
    front = await startEdgeServer(edge.app);
    tokensDir = mkdtempSync(path.join(tmpdir(), 'omad-strapi-tokens-'));
    strapi = await startStrapi({
      port,
      webhook: { url: `${front.url}${CONTENT_WEBHOOK_PATH}`, token: WEBHOOK_TOKEN },
      tokensFile: path.join(tokensDir, 'tokens.json'),
      log: () => undefined,
      output: () => undefined,
    });
  }, 600_000);

  afterAll(async () => {
    await strapi?.stop();
    await front?.close();
    edge?.close();
    await fixture?.cleanup();
    rmSync(tokensDir, { recursive: true, force: true });
  });

  it('answers every read of the storefront as the stand-in does, in uz and ru', async () => {
    const { app } = createCms();
    const standIn: typeof fetch = (input, init) =>
      Promise.resolve(
        app.request(new URL(String(input)).pathname + new URL(String(input)).search, init),
      );
    for (const locale of LOCALES) {
      for (const [name, read] of READS) {
        const real = content(await read(client(`${strapi.url}/cms/api`, locale)));
        const expected = content(await read(client('http://stand-in/cms/api', locale, standIn)));
        expect(real, `${name} in ${locale}`).toBe(expected);
      }
    }
    // Media are served where the urls say, through the edge's /cms too.
    const banners = await client(`${front.url}/cms/api`, 'uz').getBanners();
    const image = banners[0]?.image ?? '';
    expect(image).toMatch(/^\/cms\/uploads\/.+\.svg$/);
    const file = await fetch(`${front.url}${image}`);
    expect([file.status, file.headers.get('content-type')]).toEqual([200, 'image/svg+xml']);
  });

  it('lets the public make the storefront reads and nothing else', async () => {
    const [page] = (
      (await (await fetch(`${strapi.url}/cms/api/pages?locale=uz`)).json()) as {
        data: { documentId: string }[];
      }
    ).data;
    const asPublic = (method: string, url: string) =>
      fetch(`${strapi.url}/cms/api/${url}`, {
        method,
        headers: { 'Content-Type': 'application/json' },
        ...(method === 'GET' ? {} : { body: JSON.stringify({ data: { title: 'x' } }) }),
      }).then((response) => response.status);
    expect(await asPublic('GET', `pages/${page?.documentId}`)).toBe(403);
    expect(await asPublic('POST', 'pages')).toBe(403);
    expect(await asPublic('PUT', 'common')).toBe(403);
    expect(await asPublic('DELETE', `pages/${page?.documentId}`)).toBe(403);
    expect(await asPublic('GET', 'upload/files')).toBe(403);
    expect(await asPublic('GET', 'users')).toBe(403);
  });

  it('shows a published edit on the next read through the edge, and its unpublishing, never a draft, and a removal', async () => {
    const token = readWriteToken(path.join(tokensDir, 'tokens.json'));
    const write = (method: string, url: string, body?: unknown) =>
      fetch(`${strapi.url}/cms/api/${url}`, {
        method,
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
    const titles = async (locale = 'uz') =>
      (await client(`${front.url}/cms/api`, locale).getBanners()).map((banner) => banner.title);
    const before = await titles();
    const russian = await titles('ru');
    const list = (await (await write('GET', 'banners?locale=uz&sort=position')).json()) as {
      data: { documentId: string; title: string }[];
    };
    const first = list.data[0];
    if (!first) throw new Error('no banner in the seed');
    // Kept by the edge: the same answer until Strapi says something changed.
    expect(await titles()).toEqual(before);
    const edited = `${first.title} — yangi`;
    expect(
      (await write('PUT', `banners/${first.documentId}?locale=uz`, { data: { title: edited } }))
        .status,
    ).toBe(200);
    await expect.poll(titles, { timeout: 10_000 }).toContain(edited);
    expect(lines.some((line) => line.startsWith('content: entry.'))).toBe(true);
    // Unpublished by an editor (the admin panel's API: REST has no unpublish), it is gone in
    // uz at once; published again, it is back.
    const signIn = await fetch(`${strapi.url}/admin/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(readEditor(path.join(tokensDir, 'tokens.json'))),
    });
    const { data: session } = (await signIn.json()) as { data: { token: string } };
    const asEditor = (action: 'publish' | 'unpublish') =>
      fetch(
        `${strapi.url}/content-manager/collection-types/api::banner.banner/${first.documentId}/actions/${action}`,
        {
          method: 'POST',
          headers: { Authorization: `Bearer ${session.token}`, 'Content-Type': 'application/json' },
          body: JSON.stringify({ locale: 'uz' }),
        },
      ).then((response) => response.status);
    expect(await asEditor('unpublish')).toBe(200);
    await expect.poll(titles, { timeout: 10_000 }).not.toContain(edited);
    expect(await titles('ru')).toEqual(russian);
    expect(await asEditor('publish')).toBe(200);
    await expect.poll(titles, { timeout: 10_000 }).toContain(edited);
    // A draft is saved in Strapi and shown nowhere.
    const draft = `${first.title} — qoralama`;
    const saved = await write('PUT', `banners/${first.documentId}?locale=uz&status=draft`, {
      data: { title: draft },
    });
    expect(saved.status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(await titles()).toContain(edited);
    expect(await titles()).not.toContain(draft);
    // A new banner shows once published, and is gone once deleted; the other language too.
    const created = await write('POST', 'banners?locale=ru', {
      data: { title: 'Новый баннер', subtitle: 'Тест', position: 99 },
    });
    expect(created.status).toBe(201);
    const { data } = (await created.json()) as { data: { documentId: string } };
    await expect.poll(() => titles('ru'), { timeout: 10_000 }).toContain('Новый баннер');
    expect((await write('DELETE', `banners/${data.documentId}?locale=ru`)).status).toBe(204);
    await expect.poll(() => titles('ru'), { timeout: 10_000 }).not.toContain('Новый баннер');
    await write('PUT', `banners/${first.documentId}?locale=uz`, { data: { title: first.title } });
    await expect.poll(titles, { timeout: 10_000 }).toEqual(before);
  });

  it('keeps the site on its last good content when Strapi stops, and says so', async () => {
    const before = await client(`${front.url}/cms/api`, 'ru').getCommon();
    await strapi.stop();
    await edge.app.request(CONTENT_WEBHOOK_PATH, {
      method: 'POST',
      headers: { Authorization: `Bearer ${WEBHOOK_TOKEN}` },
      body: JSON.stringify({ event: 'entry.update', model: 'common' }),
    });
    expect(await client(`${front.url}/cms/api`, 'ru').getCommon()).toEqual(before);
    const health = (await (await fetch(`${front.url}/healthz`)).json()) as {
      content: { stale: number };
    };
    expect(health.content.stale).toBeGreaterThan(0);
    expect(lines.some((line) => /content: .* served as read \d+ s ago/.test(line))).toBe(true);
  });
});
