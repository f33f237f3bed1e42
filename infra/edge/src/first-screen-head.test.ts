// A first screen that names its page (a game's, a tournament's name) gives the page's head
// its part, as the page gives usePageSeo in the browser; without one the head is the
// content's alone.
import { Hono } from 'hono';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PageSeoInput } from '@omad/contract';
import { openEnvironment } from './environments';
import { createShellPage } from './html';
import { NO_HEAD_START } from './page-head-start';
import type { PageHeadRequest } from './page-head';
import type { EdgeEnv } from './request';
import { createFixture, type Fixture } from './test-fixtures';

let fixture: Fixture;
beforeEach(async () => {
  fixture = await createFixture();
});
afterEach(() => fixture.cleanup());

const appWith = (seo: PageSeoInput | null) => {
  const asked: Omit<PageHeadRequest, 'routes'>[] = [];
  const app = new Hono<EdgeEnv>();
  app.get(
    '*',
    createShellPage({
      shellDir: fixture.shellDir,
      environment: openEnvironment({
        environmentsDir: fixture.environmentsDir,
        environment: 'local',
        clock: Date.now,
        log: () => {},
      }),
      resolveRemotes: async () => [],
      headStartFor: async () => ({
        ...NO_HEAD_START,
        firstScreen: { app: 'mf-gamehall', html: '<h1>Book</h1>', style: '', images: [], seo },
      }),
      headFor: async (request) => {
        asked.push(request);
        return {
          html: `<title data-omad-head>${request.page?.title ?? 'Omad'}</title>`,
          reads: [],
        };
      },
    }),
  );
  return { app, asked };
};

describe("a page's head and its first screen", () => {
  it("takes the first screen's part of the head", async () => {
    const { app, asked } = appWith({ title: 'Book of Dead' });
    const html = await (
      await app.request('/game/book', { headers: { Accept: 'text/html' } })
    ).text();
    expect(html).toContain('<title data-omad-head>Book of Dead</title>');
    expect(html.match(/<title/g)).toHaveLength(1);
    expect(asked.at(-1)?.page).toEqual({ title: 'Book of Dead' });
  });

  it('is the content’s alone when the first screen names nothing', async () => {
    const { app, asked } = appWith(null);
    const html = await (
      await app.request('/game/book', { headers: { Accept: 'text/html' } })
    ).text();
    expect(html).toContain('<title data-omad-head>Omad</title>');
    expect(asked).toHaveLength(1);
  });
});
