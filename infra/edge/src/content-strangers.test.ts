// What a stranger's browser can and cannot do to the content the edge keeps, through the
// edge over the reference content service on a socket: a flood of made-up /cms/api queries
// does not cost the pages their last good content, and a browser that leaves mid-read is
// not taken for the content service failing.
import { Hono } from 'hono';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createCms } from '@omad/cms/cms';
import type { Edge } from './edge';
import { CONTENT_WEBHOOK_PATH } from './content-webhook';
import { createFixture, edgeOver, startEdgeServer, type Fixture } from './test-fixtures';

const TOKEN = 'webhook-token-of-at-least-32-characters';

/** The reference content service, which can go down or keep a read waiting. */
const contentService = () => {
  const { app: cms } = createCms();
  const state = { down: false, reads: 0, waiting: null as null | (() => void) };
  let arrived = () => {};
  const app = new Hono();
  app.all('*', async (c) => {
    state.reads += 1;
    if (state.down) return c.text('maintenance', 503);
    if (state.waiting) {
      arrived();
      await new Promise<void>((done) => (state.waiting = done));
    }
    return cms.request(c.req.url.slice(new URL(c.req.url).origin.length));
  });
  /** Keeps the next read waiting; resolves once it has arrived. */
  const holdNext = () =>
    new Promise<void>((done) => {
      arrived = done;
      state.waiting = () => {};
    });
  return { app, state, holdNext };
};

let fixture: Fixture;
let edge: Edge;
let service: ReturnType<typeof contentService>;
let stop: () => Promise<void>;
const lines: string[] = [];

beforeEach(async () => {
  fixture = await createFixture();
  service = contentService();
  const server = await startEdgeServer(service.app);
  stop = server.close;
  lines.length = 0;
  edge = await edgeOver(fixture, {
    cmsUpstream: server.url,
    cmsWebhookToken: TOKEN,
    log: (line) => lines.push(line),
  });
});
afterEach(async () => {
  service.state.waiting?.();
  edge.close();
  await stop();
  await fixture.cleanup();
});

const titleOf = async (path: string) => {
  const html = await (await edge.app.request(path, { headers: { Accept: 'text/html' } })).text();
  return /<title data-omad-head>([^<]*)<\/title>/.exec(html)?.[1];
};
const ABOUT = '/cms/api/pages?locale=ru&filters[slug][$eq]=about';
const pageTitle = async (init?: RequestInit) => {
  const response = await edge.app.request(ABOUT, init);
  return ((await response.json()) as { data: { title: string }[] }).data[0]?.title;
};
const changed = () =>
  edge.app.request(CONTENT_WEBHOOK_PATH, {
    method: 'POST',
    headers: { Authorization: `Bearer ${TOKEN}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ event: 'entry.update', model: 'page' }),
  });
const contentHealth = async () =>
  ((await (await edge.app.request('/healthz')).json()) as { content: { stale: number } }).content;

describe("strangers' reads and the edge's content", () => {
  it("a flood of made-up queries leaves the pages' last good content in place", async () => {
    const before = await titleOf('/ru/about');
    expect(before).toContain('О нас');
    // More distinct URLs than the edge once kept answers for, of 8 KB each: more bytes than
    // the edge's own reads are given.
    for (let batch = 0; batch < 21; batch += 1) {
      await Promise.all(
        Array.from({ length: 100 }, (_, n) =>
          edge.app.request(`/cms/api/banners?locale=ru&populate=*&flood=${batch * 100 + n}`),
        ),
      );
    }
    service.state.down = true;
    await changed();
    expect(await titleOf('/ru/about')).toBe(before);
    expect((await contentHealth()).stale).toBeGreaterThan(0);
  });

  it('a browser leaving mid-read is no failure of the service; a failure still is', async () => {
    expect(await pageTitle()).toBe('О нас');
    await changed();
    const arrived = service.holdNext();
    const leaving = new AbortController();
    const read = edge.app.request(ABOUT, { signal: leaving.signal });
    await arrived;
    leaving.abort();
    expect((await read).status).toBe(499);
    service.state.waiting?.();
    service.state.waiting = null;
    // Nothing logged but the change itself: no stale answer, no unreachable upstream.
    expect(lines).toEqual(['content: entry.update of page: kept content is stale']);
    expect((await contentHealth()).stale).toBe(0);
    // No pause either: the next read asks the service at once.
    const reads = service.state.reads;
    expect(await pageTitle()).toBe('О нас');
    expect(service.state.reads).toBe(reads + 1);
    // The service failing is still taken for what it is.
    await changed();
    service.state.down = true;
    expect(await pageTitle({ signal: new AbortController().signal })).toBe('О нас');
    expect(lines.filter((line) => line.startsWith('content: /cms'))).toEqual([
      expect.stringMatching(/served as read 0 s ago: the content service failed \(status 503\)$/),
    ]);
    expect((await contentHealth()).stale).toBe(1);
  });
});
