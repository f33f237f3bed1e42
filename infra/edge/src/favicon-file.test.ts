// /favicon.ico as the edge serves it over the reference content service: it leads to the web
// settings' icon, and to nothing else.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createCms, type CmsOptions } from '@omad/cms/cms';
import { createFixture, edgeOver, startEdgeServer } from './test-fixtures';
import type { Fixture, RunningServer } from './test-fixtures';

let fixture: Fixture;
let cms: RunningServer | null = null;

beforeEach(async () => {
  fixture = await createFixture();
});
afterEach(async () => {
  await cms?.close();
  cms = null;
  await fixture.cleanup();
});

const faviconOver = async (options: CmsOptions | null) => {
  if (options) cms = await startEdgeServer(createCms(options).app);
  // A busy machine's first content read may take longer than a page would wait for it.
  const edge = await edgeOver(fixture, {
    pageReadsTimeoutMs: 5000,
    ...(cms ? { cmsUpstream: cms.url } : {}),
  });
  return edge.app.request('http://omad.test/favicon.ico');
};

describe('/favicon.ico', () => {
  it("redirects to the settings' icon, the one the pages link", async () => {
    const response = await faviconOver({});
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/cms/uploads/favicon.ico');
    expect(response.headers.get('cache-control')).toBe('public, max-age=3600');
  });

  it('follows the icon to a media host of its own', async () => {
    const response = await faviconOver({ mediaBaseUrl: 'https://media.example/uploads' });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('https://media.example/uploads/favicon.ico');
  });

  it.each([['javascript:'], ['//evil.example'], ['data:text/html,']])(
    'answers 404 rather than lead to an icon address like %s',
    async (mediaBaseUrl) => {
      const response = await faviconOver({ mediaBaseUrl });
      expect(response.status).toBe(404);
      expect(response.headers.get('location')).toBeNull();
    },
  );

  it('answers a short-lived 404 when the settings cannot be read', async () => {
    const response = await faviconOver(null);
    expect(response.status).toBe(404);
    expect(response.headers.get('cache-control')).toBe('public, max-age=60');
  });
});
