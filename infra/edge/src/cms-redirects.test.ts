// The content service's redirects answered by the edge, over the reference seed: a crawler
// and a visitor without JavaScript follow them as the shell does in the browser.
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SHELL_ROUTES_FILE } from '@omad/contract/pages';
import { createCms } from '@omad/cms/cms';
import type { Edge } from './edge';
import { createFixture, edgeOver, SHELL_ROUTES, startEdgeServer } from './test-fixtures';
import type { Fixture, RunningServer } from './test-fixtures';

let fixture: Fixture;
let cms: RunningServer;
let edge: Edge;

beforeEach(async () => {
  fixture = await createFixture();
  cms = await startEdgeServer(createCms().app);
  edge = await edgeOver(fixture, { cmsUpstream: cms.url });
});
afterEach(async () => {
  await cms.close();
  await fixture.cleanup();
});

const visit = (path: string) =>
  edge.app.request(path, { headers: { Accept: 'text/html' }, redirect: 'manual' });

describe('a CMS redirect', () => {
  it('moves a path the route table does not own to the page, in the visitor’s language', async () => {
    const uz = await visit('/casino');
    expect(uz.status).toBe(301);
    expect(uz.headers.get('location')).toBe('/gamehall');
    expect(uz.headers.get('cache-control')).toBe('public, max-age=300');
    const ru = await visit('/ru/old-promo/');
    expect(ru.status).toBe(301);
    expect(ru.headers.get('location')).toBe('/ru/promotions');
  });

  it('leads off the site only where an editor marked it external', async () => {
    const response = await visit('/telegram');
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('https://t.me/omad_support');
  });

  it('leaves every other path to the page', async () => {
    expect((await visit('/about')).status).toBe(200);
    // A route of its own wins over a redirect.
    const routes = { ...SHELL_ROUTES, routes: [...SHELL_ROUTES.routes] };
    routes.routes.unshift({ ...routes.routes[0]!, name: 'casino', path: '/casino' });
    await writeFile(join(fixture.shellDir, SHELL_ROUTES_FILE), JSON.stringify(routes));
    expect((await visit('/casino')).status).toBe(200);
  });

  it('is not applied without the content service', async () => {
    const offline = await edgeOver(fixture);
    const response = await offline.app.request('/casino', { headers: { Accept: 'text/html' } });
    expect(response.status).toBe(200);
  });
});
