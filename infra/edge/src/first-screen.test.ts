import { describe, expect, it } from 'vitest';
import type { FirstScreenInput } from '@omad/contract/pages';
import {
  createFirstScreenSource,
  drawFirstScreen,
  evaluateFirstScreenModule,
  MAX_FIRST_SCREEN_BYTES,
  type FirstScreenModule,
} from './first-screen';
import type { BuildFileReader } from './remote-map';

const INPUT: FirstScreenInput = {
  route: '/:slug',
  params: { slug: 'about' },
  locale: 'ru',
  origin: 'https://omad.test',
  reads: [{ title: 'О нас' }],
};

/** A first-screen module as the build writes it: CommonJS, renderFirstScreen exported. */
const MODULE = `
  const path = require('node:path');
  exports.renderFirstScreen = (input) => ({
    html: '<h1>' + input.reads[0].title + '</h1><p>' + input.locale + path.sep + '</p>',
    images: ['/cms/uploads/a.svg'],
  });
`;

const PIN = { name: 'mf-content', version: '1.4.0' };
const FILES = { script: 'server/first-screen.cjs', style: 'server/first-screen.css' };

describe('a first-screen module', () => {
  it('runs with the built-in modules and returns its renderer', () => {
    const render = evaluateFirstScreenModule(MODULE, 'x.cjs');
    expect(render(INPUT)).toEqual({
      html: '<h1>О нас</h1><p>ru/</p>',
      images: ['/cms/uploads/a.svg'],
    });
  });

  it('gets the externals the contract names, and nothing else', () => {
    const withJsdom = evaluateFirstScreenModule(
      `const { JSDOM } = require('jsdom');
       exports.renderFirstScreen = () => ({ html: new JSDOM('<b>x</b>').window.document.body.innerHTML, images: [] });`,
      'dom.cjs',
    );
    expect(withJsdom(INPUT)?.html).toBe('<b>x</b>');
    expect(() =>
      evaluateFirstScreenModule(
        `require('../../release/src/store'); exports.renderFirstScreen = () => null;`,
        'escape.cjs',
      ),
    ).toThrow('may not require ../../release/src/store');
    expect(() =>
      evaluateFirstScreenModule(
        `require('valibot'); exports.renderFirstScreen = () => null;`,
        'v.cjs',
      ),
    ).toThrow('may not require valibot');
  });

  it('is refused without a renderer, and its renderer must return a drawing or null', () => {
    expect(() => evaluateFirstScreenModule('exports.render = () => null;', 'm.cjs')).toThrow(
      'exports no renderFirstScreen',
    );
    const stringly = evaluateFirstScreenModule(
      `exports.renderFirstScreen = () => '<p>x</p>';`,
      's.cjs',
    );
    expect(() => stringly(INPUT)).toThrow('returned no drawing');
    const nothing = evaluateFirstScreenModule(`exports.renderFirstScreen = () => null;`, 'n.cjs');
    expect(nothing(INPUT)).toBeNull();
  });
});

/** A build file reader over `files`, counting its reads; a missing file rejects. */
const reader = (files: Record<string, string>) => {
  const reads: string[] = [];
  const read: BuildFileReader = (pin, file) => {
    reads.push(`${pin.name}@${pin.version}/${file}`);
    const text = files[file];
    return text === undefined ? Promise.reject(new Error(`no ${file}`)) : Promise.resolve(text);
  };
  return { read, reads };
};

describe('the first-screen source', () => {
  it('loads a build’s module and stylesheet once', async () => {
    const store = reader({ [FILES.script]: MODULE, [FILES.style]: '.x{color:red}' });
    const source = createFirstScreenSource(store.read, () => undefined);
    const first = await source(PIN, FILES);
    expect(first?.style).toBe('.x{color:red}');
    expect(first?.render(INPUT)?.html).toContain('О нас');
    expect(await source(PIN, FILES)).toBe(first);
    expect(store.reads).toHaveLength(2);
  });

  it('tries an unreadable build again, and remembers one that will not load', async () => {
    const lines: string[] = [];
    const missing = reader({});
    const source = createFirstScreenSource(missing.read, (line) => lines.push(line));
    expect(await source(PIN, FILES)).toBeNull();
    expect(await source(PIN, FILES)).toBeNull();
    expect(missing.reads).toHaveLength(4);

    const broken = reader({ [FILES.script]: 'throw new Error("boom")', [FILES.style]: '' });
    const brokenSource = createFirstScreenSource(broken.read, (line) => lines.push(line));
    expect(await brokenSource(PIN, FILES)).toBeNull();
    expect(await brokenSource(PIN, FILES)).toBeNull();
    expect(broken.reads).toHaveLength(2);
    expect(lines.at(-1)).toContain('mf-content@1.4.0 refused: Error: boom');
  });

  it('refuses a stylesheet that could close its <style>', async () => {
    const store = reader({
      [FILES.script]: MODULE,
      [FILES.style]: 'a{}</STYLE><script>x()</script>',
    });
    expect(await createFirstScreenSource(store.read, () => undefined)(PIN, FILES)).toBeNull();
  });
});

const moduleOf = (render: FirstScreenModule['render']): FirstScreenModule => ({
  render,
  style: '.s{}',
});

describe('drawing a first screen', () => {
  it('keeps the markup and at most two safe images to preload', () => {
    const drawn = drawFirstScreen(
      'mf-content',
      moduleOf(() => ({
        html: '<p>x</p>',
        images: [
          'javascript:alert(1)',
          '/a.png',
          '//evil.test/b.png',
          '/c.png" onload="x',
          '/d.png',
          '/e.png',
        ],
      })),
      INPUT,
      () => undefined,
    );
    expect(drawn).toEqual({
      app: 'mf-content',
      html: '<p>x</p>',
      style: '.s{}',
      images: ['/a.png', '/d.png'],
    });
  });

  it('goes without when the renderer draws nothing, throws or draws too much', () => {
    const lines: string[] = [];
    const log = (line: string) => lines.push(line);
    expect(
      drawFirstScreen(
        'mf-content',
        moduleOf(() => null),
        INPUT,
        log,
      ),
    ).toBeNull();
    expect(
      drawFirstScreen(
        'mf-content',
        moduleOf(() => ({ html: '', images: [] })),
        INPUT,
        log,
      ),
    ).toBeNull();
    const throwing = moduleOf(() => {
      throw new Error('no DOM');
    });
    expect(drawFirstScreen('mf-content', throwing, INPUT, log)).toBeNull();
    expect(lines).toEqual(['first screen of mf-content /:slug failed: Error: no DOM']);
    const huge = moduleOf(() => ({ html: 'x'.repeat(MAX_FIRST_SCREEN_BYTES + 1), images: [] }));
    expect(drawFirstScreen('mf-content', huge, INPUT, log)).toBeNull();
    expect(lines.at(-1)).toContain('larger than');
  });
});
