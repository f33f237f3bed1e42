// What an editor's change does at the edge, over the reference content service on a socket:
// the edge keeps what the service answered, a webhook from it makes a published change show
// on the next page load, and a service that goes down leaves the site serving its last good
// content, saying so in /healthz.
import { Hono } from 'hono';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createCms } from '@omad/cms/cms';
import type { Edge } from './edge';
import { CONTENT_WEBHOOK_PATH } from './content-webhook';
import { createFixture, edgeOver, startEdgeServer, type Fixture } from './test-fixtures';

const TOKEN = 'webhook-token-of-at-least-32-characters';

/** The reference content service, whose texts an "editor" changes and which can go down. */
const contentService = () => {
  const { app: cms } = createCms();
  const state = { down: false, edits: [] as [string, string][], reads: 0 };
  const app = new Hono();
  app.all('*', async (c) => {
    state.reads += 1;
    if (state.down) return c.text('maintenance', 503);
    const answer = await cms.request(c.req.url.slice(new URL(c.req.url).origin.length));
    let body = await answer.text();
    for (const [from, to] of state.edits) body = body.replaceAll(from, to);
    return c.body(body, answer.status as 200, { 'Content-Type': 'application/json' });
  });
  return { app, state };
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
  await stop();
  await fixture.cleanup();
});

const titleOf = async (path: string) => {
  const html = await (await edge.app.request(path, { headers: { Accept: 'text/html' } })).text();
  return /<title data-omad-head>([^<]*)<\/title>/.exec(html)?.[1];
};
const pageTitle = async (slug: string) => {
  const response = await edge.app.request(`/cms/api/pages?locale=ru&filters[slug][$eq]=${slug}`);
  return ((await response.json()) as { data: { title: string }[] }).data[0]?.title;
};
const webhook = (body: unknown, token = TOKEN) =>
  edge.app.request(CONTENT_WEBHOOK_PATH, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });

describe("the edge and the content service's changes", () => {
  it('shows a published change on the next page load, and only after the webhook', async () => {
    const before = await titleOf('/ru/about');
    expect(before).toContain('О нас');
    expect(await pageTitle('about')).toBe('О нас');
    service.state.edits.push(['О нас', 'О нас и о нашей истории']);
    // Kept: the edit has not been announced.
    expect(await titleOf('/ru/about')).toBe(before);
    expect(await pageTitle('about')).toBe('О нас');
    expect(
      (await webhook({ event: 'entry.publish', model: 'page', uid: 'api::page.page' })).status,
    ).toBe(204);
    expect(await titleOf('/ru/about')).toContain('О нас и о нашей истории');
    expect(await pageTitle('about')).toBe('О нас и о нашей истории');
    expect(lines).toContain('content: entry.publish of page: kept content is stale');
  });

  it('keeps serving the last good content when the service is down, and says so', async () => {
    const before = await titleOf('/ru/about');
    expect(await pageTitle('about')).toBe('О нас');
    service.state.down = true;
    await webhook({ event: 'entry.unpublish', model: 'page' });
    expect(await titleOf('/ru/about')).toBe(before);
    expect(await pageTitle('about')).toBe('О нас');
    const health = (await (await edge.app.request('/healthz')).json()) as {
      content: { stale: number };
    };
    expect(health.content.stale).toBeGreaterThan(0);
    expect(lines.some((line) => /served as read \d+ s ago: .*status 503/.test(line))).toBe(true);
  });

  it('refuses a webhook without the token, too large or malformed; other events change nothing', async () => {
    await pageTitle('about');
    service.state.edits.push(['О нас', 'Изменено']);
    expect((await webhook({ event: 'entry.publish' }, 'wrong')).status).toBe(401);
    expect(
      (
        await edge.app.request(CONTENT_WEBHOOK_PATH, {
          method: 'POST',
          body: JSON.stringify({ event: 'entry.publish' }),
        })
      ).status,
    ).toBe(401);
    expect((await webhook({ event: 'entry.publish', pad: 'x'.repeat(70_000) })).status).toBe(413);
    expect((await webhook('not a payload')).status).toBe(400);
    expect((await webhook({ event: 'trigger-test' })).status).toBe(204);
    expect(await pageTitle('about')).toBe('О нас');
  });

  it('logs the model as one clean line, whatever the caller puts in it', async () => {
    const forged = 'page\ncontent: entry.delete of everything: forged\r\u001b[2J';
    for (const model of [forged, 'api::page.page', 'm'.repeat(128), '\n\t']) {
      expect((await webhook({ event: 'entry.update', model })).status).toBe(204);
    }
    expect(lines).toEqual([
      'content: entry.update of pagecontent:entry.deleteofeverything:forged2J: kept content is stale',
      'content: entry.update of api::page.page: kept content is stale',
      `content: entry.update of ${'m'.repeat(64)}: kept content is stale`,
      'content: entry.update of unknown: kept content is stale',
    ]);
  });

  it('has no webhook without a token', async () => {
    const quiet = await edgeOver(fixture, { cmsUpstream: 'http://127.0.0.1:9' });
    const response = await quiet.app.request(CONTENT_WEBHOOK_PATH, {
      method: 'POST',
      headers: { Authorization: 'Bearer ' },
      body: '{"event":"entry.publish"}',
    });
    expect(response.status).toBe(404);
    quiet.close();
  });
});
