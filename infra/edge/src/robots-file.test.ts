// /robots.txt as the edge serves it over the reference content service's seed.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createCms } from '@omad/cms/cms';
import type { Edge } from './edge';
import { createFixture, edgeOver, startEdgeServer } from './test-fixtures';
import type { Fixture, RunningServer } from './test-fixtures';

let fixture: Fixture;
let cms: RunningServer;

beforeEach(async () => {
  fixture = await createFixture();
  cms = await startEdgeServer(createCms().app);
});
afterEach(async () => {
  await cms.close();
  await fixture.cleanup();
});

const robotsOf = async (edge: Edge) => edge.app.request('/robots.txt');

describe('/robots.txt', () => {
  it('writes the settings rules for both languages and names the sitemap', async () => {
    const response = await robotsOf(await edgeOver(fixture, { cmsUpstream: cms.url }));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    const text = await response.text();
    expect(text).toMatch(/^User-agent: \*$/m);
    expect(text).toMatch(/^Disallow: \/profile$/m);
    expect(text).toMatch(/^Disallow: \/ru\/profile$/m);
    expect(text).toMatch(/^Disallow: \/\*\?\*sort=$/m);
    expect(text).toMatch(/^Sitemap: https:\/\/omad\.uz\/sitemap\.xml$/m);
  });

  it('answers 503 to try later when the rules cannot be read', async () => {
    const response = await robotsOf(await edgeOver(fixture));
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('60');
  });
});
