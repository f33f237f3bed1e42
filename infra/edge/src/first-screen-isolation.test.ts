// The edge serves the page whatever its first-screen module does: a module that loops,
// requires child_process, reads the environment, allocates without end or was changed after
// publish leaves the page served (200, the shell's HTML, no first screen), a log line naming
// the remote and version, and the edge answering the next request.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CONTRACT_VERSION } from '@omad/contract';
import type { Edge } from './edge';
import { DEFAULT_SANDBOX_LIMITS } from './first-screen-sandbox';
import { createFixture, edgeOver, runtimeConfigOf, type Fixture } from './test-fixtures';

const BUILD = 'artifacts/remotes/mf-content/2.0.0';
const SCRIPT = 'server/first-screen.cjs';

let fixture: Fixture;
let edge: Edge;
let lines: string[];

/** Publishes mf-content 2.0.0 with `module` as its first-screen module, drawing /:slug. */
const publishContent = async (module: string) => {
  await fixture.write(
    `${BUILD}/mf-manifest.json`,
    JSON.stringify({
      id: 'mf_content',
      name: 'mf_content',
      metaData: {
        omad: {
          app: 'mf-content',
          version: '2.0.0',
          contractVersion: CONTRACT_VERSION,
          pageReads: [{ route: '/:slug', reads: [], firstScreen: true }],
          firstScreen: { script: SCRIPT },
        },
      },
    }),
  );
  await fixture.write(`${BUILD}/${SCRIPT}`, module);
};

const drawing = (body: string) =>
  `exports.renderFirstScreen = (input) => { ${body}; return { html: '<h1>' + input.params.slug + '</h1>', images: [] }; };`;

const start = async (renderMs = 10_000) => {
  edge = await edgeOver(fixture, {
    log: (line) => lines.push(line),
    firstScreenLimits: { ...DEFAULT_SANDBOX_LIMITS, renderMs, memoryMb: 48 },
  });
};

/** The page at `path` as a browser asks for it: its status, and the first screen it carries. */
const page = async (path: string) => {
  const response = await edge.app.request(path, { headers: { Accept: 'text/html' } });
  const html = await response.text();
  const config = runtimeConfigOf(html) as { firstScreen: unknown };
  return { status: response.status, html, firstScreen: config.firstScreen };
};

beforeEach(async () => {
  fixture = await createFixture();
  lines = [];
  await fixture.writeEnvironment('local', { 'mf-content': '2.0.0' });
});
afterEach(async () => {
  edge.close();
  await fixture.cleanup();
});

describe('a page whose first-screen module misbehaves', () => {
  it('carries the first screen a sound module draws (the cases below can fail)', async () => {
    await publishContent(drawing(''));
    await start();
    expect((await page('/about')).firstScreen).toEqual({
      app: 'mf-content',
      html: '<h1>about</h1>',
    });
  });

  it.each([
    ['loops', `if (input.params.slug === 'bad') for (;;) {}`, 'took longer than 1000 ms'],
    [
      'requires child_process',
      `if (input.params.slug === 'bad') require('child_process')`,
      'may not require child_process',
    ],
    [
      'reads process.env',
      `if (input.params.slug === 'bad') process.env.HOME`,
      'process is not defined',
    ],
    [
      'reads globalThis.process',
      `if (input.params.slug === 'bad') globalThis.process.env.HOME`,
      "reading 'env'",
    ],
    [
      'allocates without end',
      `const kept = []; if (input.params.slug === 'bad') for (;;) kept.push(new Array(1e5).fill(1))`,
      'process ended',
    ],
  ])(
    'that %s is still served, logged, and the edge answers on',
    async (_, body, why) => {
      await publishContent(drawing(body));
      // Only a looping module meets the time limit; memory runs out long before any.
      await start(why.startsWith('took longer') ? 1000 : 60_000);
      const bad = await page('/bad');
      expect(bad.status).toBe(200);
      expect(bad.html).toContain('<div id="omad-root"></div>');
      expect(bad.firstScreen).toBeNull();
      const said = lines.filter((line) => line.includes('mf-content@2.0.0'));
      expect(said.join('\n')).toContain(why);
      expect((await edge.app.request('/healthz')).status).toBe(200);
      // The next page is drawn again, by the same module in a sound or a fresh process.
      expect((await page('/about')).firstScreen).toEqual({
        app: 'mf-content',
        html: '<h1>about</h1>',
      });
    },
    60_000,
  );

  it('is not run at all when it was changed after publish', async () => {
    await publishContent(
      `exports.renderFirstScreen = () => ({ html: '<h1>published</h1>', images: [] });`,
    );
    await fixture.tamper(
      `${BUILD}/${SCRIPT}`,
      `exports.renderFirstScreen = () => ({ html: '<h1>tampered</h1>', images: [] });`,
    );
    await start();
    const served = await page('/about');
    expect(served.status).toBe(200);
    expect(served.firstScreen).toBeNull();
    expect(lines.join('\n')).toContain(
      `first screen of mf-content@2.0.0 refused: IntegrityError: mf-content@2.0.0/${SCRIPT} differs from the sha256 its publish recorded`,
    );
  });
});
