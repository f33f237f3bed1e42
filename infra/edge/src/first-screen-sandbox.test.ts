// A first-screen module written by an attacker, or broken: it loops, allocates without end,
// reaches for child_process, the environment or a way out of its context. Each costs a render
// and a log line naming the build; the sandbox draws again for the next page.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FirstScreenInput } from '@omad/contract/pages';
import {
  createFirstScreenSandbox,
  DEFAULT_SANDBOX_LIMITS,
  type FirstScreenSandbox,
  type SandboxLimits,
} from './first-screen-sandbox';
import { startHttpServer, type RunningServer } from './test-fixtures';

const INPUT: FirstScreenInput = {
  route: '/support',
  params: {},
  locale: 'uz',
  origin: 'https://omad.test',
  reads: [],
};
const BUILD = 'mf-content@6.6.6';
const SECRET = 'omad-sandbox-secret-7f3a';

let lines: string[] = [];
const sandboxes: FirstScreenSandbox[] = [];
afterEach(() => {
  sandboxes.splice(0).forEach((sandbox) => sandbox.close());
  lines = [];
});

/**
 * A sandbox running the module `code` under `limits`, once its process has loaded: a page's
 * wait counts the process start, which a busy machine may stretch past a short limit.
 */
const moduleSandbox = async (code: string, limits: Partial<SandboxLimits> = {}) => {
  const sandbox = createFirstScreenSandbox({
    build: BUILD,
    code,
    filename: `${BUILD}/server/first-screen.cjs`,
    limits: { ...DEFAULT_SANDBOX_LIMITS, ...limits },
    log: (line) => lines.push(line),
  });
  sandboxes.push(sandbox);
  return sandbox;
};

/**
 * What `sandbox` draws for `input` once it draws again: after a dropped process the next
 * pages may be served without a first screen while a new process starts.
 */
const drawnAgain = (sandbox: FirstScreenSandbox, input: FirstScreenInput) =>
  vi.waitFor(() => sandbox.render(input), { timeout: 15_000, interval: 100 });

/** A sandbox running `render` (the body of renderFirstScreen(input)) under `limits`. */
const sandboxOf = (render: string, limits: Partial<SandboxLimits> = {}) =>
  moduleSandbox(`exports.renderFirstScreen = (input) => { ${render} };`, limits);

/** Draws `ok` on a page whose route is not the one that misbehaves. */
const unlessBad = (bad: string) =>
  `if (input.route === '/bad') { ${bad} } return { html: 'ok', images: [] };`;
const BAD: FirstScreenInput = { ...INPUT, route: '/bad' };

describe('a sandboxed first-screen module', () => {
  beforeAll(() => {
    process.env.OMAD_SANDBOX_SECRET = SECRET;
  });
  afterAll(() => {
    delete process.env.OMAD_SANDBOX_SECRET;
  });

  it('that loops is dropped at the time limit, logged, and the next page is drawn', async () => {
    const sandbox = await sandboxOf(unlessBad('for (;;) {}'), { renderMs: 500 });
    await expect(sandbox.render(BAD)).rejects.toThrow(
      `${BUILD}: a render took longer than 500 ms and was dropped`,
    );
    expect(lines).toEqual([
      `first screen of ${BUILD}: a render took longer than 500 ms and was dropped; its process was stopped`,
    ]);
    expect(await drawnAgain(sandbox, INPUT)).toEqual({ html: 'ok', images: [] });
  });

  it('that keeps looping rests its build for a while, then draws again', async () => {
    const sandbox = await sandboxOf(unlessBad('for (;;) {}'), {
      renderMs: 500,
      failures: 2,
      restMs: 1500,
    });
    const resting = `first screen of ${BUILD} rests for 1500 ms: 2 lost processes in a row`;
    // Bad pages until two processes in a row are lost (a page may stop waiting while the
    // second process starts, and then nothing is lost for it).
    await vi.waitFor(
      async () => {
        await expect(sandbox.render(BAD)).rejects.toThrow(BUILD);
        expect(lines).toContain(resting);
      },
      { timeout: 15_000, interval: 10 },
    );
    expect(lines).toEqual([
      `first screen of ${BUILD}: a render took longer than 500 ms and was dropped; its process was stopped`,
      `first screen of ${BUILD}: a render took longer than 500 ms and was dropped; its process was stopped`,
      resting,
    ]);
    // Resting: even a sound page is not drawn, and no process is started for it.
    await expect(sandbox.render(INPUT)).rejects.toThrow(`${BUILD}: resting after 2 lost`);
    expect(await drawnAgain(sandbox, INPUT)).toEqual({ html: 'ok', images: [] });
    expect(lines).toHaveLength(3);
  });

  it('that allocates without end dies at its memory cap, logged, and the next page is drawn', async () => {
    const sandbox = await sandboxOf(
      unlessBad(`const kept = []; for (;;) kept.push(new Array(100000).fill(kept.length));`),
      { memoryMb: 48, renderMs: 60_000 },
    );
    await expect(sandbox.render(BAD)).rejects.toThrow(`${BUILD}: process ended`);
    expect(lines.join('\n')).toMatch(
      new RegExp(`first screen of ${BUILD}: process ended .*heap.*; its process was stopped`, 'i'),
    );
    expect(await drawnAgain(sandbox, INPUT)).toEqual({ html: 'ok', images: [] });
  }, 60_000);

  it('holds a page behind other renders at most its render limit, and keeps its process', async () => {
    // Each render is slow but within the limit; six pages asking at once queue behind one
    // another, and the later ones are served without a first screen instead of waiting on.
    const sandbox = await sandboxOf(
      `const until = Date.now() + 300; while (Date.now() < until) {} return { html: input.route, images: [] };`,
      { renderMs: 1000 },
    );
    const pages = Array.from({ length: 6 }, (_, index) =>
      sandbox.render({ ...INPUT, route: `/page-${index}` }),
    );
    const [first, ...rest] = await Promise.allSettled(pages);
    expect(first).toEqual({ status: 'fulfilled', value: { html: '/page-0', images: [] } });
    expect(rest.at(-1)).toEqual({
      status: 'rejected',
      reason: expect.objectContaining({
        message: `${BUILD}: no first screen within 1000 ms of waiting`,
      }),
    });
    // Waiting out a queue is not a fault of the module: no process was stopped.
    expect(lines).toEqual([]);
    expect(await sandbox.render(INPUT)).toEqual({ html: '/support', images: [] });
  });

  it.each([
    ['child_process', `require('child_process').execSync('id');`],
    ['fs', `require('fs').readFileSync('/etc/passwd');`],
    ['node:process', `require('node:process').env;`],
  ])('may not require %s', async (id, bad) => {
    const sandbox = await sandboxOf(unlessBad(bad));
    await expect(sandbox.render(BAD)).rejects.toThrow(`may not require ${id}`);
    expect(await sandbox.render(INPUT)).toEqual({ html: 'ok', images: [] });
  });

  it('sees no process, environment or Node global', async () => {
    const sandbox = await sandboxOf(
      `return { html: [typeof process, typeof globalThis.process, typeof Buffer, typeof setTimeout,
        typeof global, typeof module.constructor._load].join(','), images: [] };`,
    );
    expect((await sandbox.render(INPUT))?.html).toBe(
      'undefined,undefined,undefined,undefined,undefined,undefined',
    );
    const reading = await sandboxOf(
      `return { html: process.env.OMAD_SANDBOX_SECRET, images: [] };`,
    );
    await expect(reading.render(INPUT)).rejects.toThrow('ReferenceError: process is not defined');
  });

  it.each([
    [
      'its own Function',
      `return { html: this.constructor.constructor('return process')().env.OMAD_SANDBOX_SECRET, images: [] };`,
    ],
    [
      'a function of jsdom',
      `return { html: require('jsdom').JSDOM.constructor('return process')().env.OMAD_SANDBOX_SECRET, images: [] };`,
    ],
    [
      'a method of jsdom',
      `const { JSDOM } = require('jsdom'); return { html: Object.getPrototypeOf(JSDOM.fromURL).constructor('return process')().env.OMAD_SANDBOX_SECRET, images: [] };`,
    ],
    [
      'an object of jsdom',
      `const { window } = new (require('jsdom').JSDOM)(''); return { html: window.document.constructor.constructor('return process')().env.OMAD_SANDBOX_SECRET, images: [] };`,
    ],
    ['eval', `return { html: eval('typeof process'), images: [] };`],
  ])('cannot compile its way out through %s', async (_, render) => {
    const sandbox = await sandboxOf(render);
    const drawn = sandbox.render(INPUT).then((drawing) => drawing?.html ?? '');
    await expect(drawn).rejects.toThrow(
      /Code generation from strings disallowed|may not compile code/,
    );
  });

  it('cannot import a module', async () => {
    // What the import came to, kept by the module and drawn on the next page.
    const sandbox = await moduleSandbox(`
      let outcome = 'pending';
      import('node:child_process').then(
        () => { outcome = 'imported'; },
        (error) => { outcome = 'refused ' + error.code; },
      );
      exports.renderFirstScreen = () => ({ html: outcome, images: [] });`);
    expect((await sandbox.render(INPUT))?.html).toMatch(/^refused ERR_VM_DYNAMIC_IMPORT/);
  });

  describe('with a server it might reach', () => {
    let target: RunningServer;
    const hits: string[] = [];
    beforeAll(async () => {
      target = await startHttpServer((req, res) => {
        hits.push(req.url ?? '');
        res.end('reached');
      });
    });
    afterAll(() => target.close());

    it('opens no connection, even through jsdom', async () => {
      // The request's outcome is kept by the module and drawn on the pages after it.
      const sandbox = await moduleSandbox(
        `const { window } = new (require('jsdom').JSDOM)('', { url: '${target.url}/' });
         let outcome = 'pending';
         exports.renderFirstScreen = (input) => {
           if (outcome === 'pending' && input.route === '/send') {
             outcome = 'sent';
             const request = new window.XMLHttpRequest();
             request.onload = () => { outcome = 'loaded ' + request.responseText; };
             request.onerror = () => { outcome = 'failed'; };
             request.open('GET', '${target.url}/leak');
             request.send();
           }
           return { html: outcome, images: [] };
         };`,
        { loadMs: 30_000 },
      );
      await sandbox.render({ ...INPUT, route: '/send' });
      let outcome = 'sent';
      while (outcome === 'sent') outcome = (await sandbox.render(INPUT))?.html ?? '';
      expect(outcome).toBe('failed');
      // The server answers this process, so it was there to be reached.
      expect(await (await fetch(`${target.url}/control`)).text()).toBe('reached');
      expect(hits).toEqual(['/control']);
    });
  });
});
