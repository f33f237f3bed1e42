// A page whose subject is not there (its remote's first read found nothing): the edge answers
// 404 with a system page's head and the not-found page drawn in the frame, and tells the
// shell so in the runtime config; any other page is a 200.
import { Hono } from 'hono';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openEnvironment } from './environments';
import { createShellPage } from './html';
import { NO_HEAD_START } from './page-head-start';
import type { EdgeEnv } from './request';
import { createFixture, runtimeConfigOf, type Fixture } from './test-fixtures';

let fixture: Fixture;
beforeEach(async () => {
  fixture = await createFixture();
});
afterEach(() => fixture.cleanup());

const appWith = (absent: boolean) => {
  const frames: unknown[] = [];
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
      headStartFor: async () => ({ ...NO_HEAD_START, absent }),
      headFor: async (request) => ({
        html: request.absent
          ? '<meta name="robots" content="noindex" data-omad-head>'
          : '<meta name="robots" content="index, follow" data-omad-head>',
        reads: [],
      }),
      frameFor: async (input) => {
        frames.push(input);
        return input.absent ? '<h1>Sahifa topilmadi</h1>' : '<h1>Frame</h1>';
      },
    }),
  );
  return { app, frames };
};

describe('an absent page', () => {
  it('is a 404 with a noindex head, the not-found frame, and says so to the shell', async () => {
    const { app, frames } = appWith(true);
    const response = await app.request('/game/nope', { headers: { Accept: 'text/html' } });
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain('content="noindex"');
    expect(html).toContain('<h1>Sahifa topilmadi</h1>');
    expect(runtimeConfigOf(html)).toMatchObject({ absent: true });
    expect(frames).toMatchObject([{ absent: true }]);
  });

  it('is not what a page that is there gets', async () => {
    const { app } = appWith(false);
    const response = await app.request('/game/book', { headers: { Accept: 'text/html' } });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('content="index, follow"');
    expect(runtimeConfigOf(html)).not.toHaveProperty('absent');
  });
});
