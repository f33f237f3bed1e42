import { afterAll, describe, expect, it } from 'vitest';
import type { FirstScreenInput } from '@omad/contract/pages';
import {
  createFirstScreenSource,
  SUBJECT_ABSENT,
  drawFirstScreen,
  MAX_FIRST_SCREEN_BYTES,
  type ClosableFirstScreenSource,
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
  exports.renderFirstScreen = (input) => ({
    html: '<h1>' + input.reads[0].title + '</h1><p>' + new URL('/x', input.origin).href + '</p>',
    images: ['/cms/uploads/a.svg'],
  });
`;

const PIN = { name: 'mf-content', version: '1.4.0' };
const FILES = { script: 'server/first-screen.cjs', style: 'server/first-screen.css' };

/** Sources made here, whose processes are stopped when the file is done. */
const sources: ClosableFirstScreenSource[] = [];
afterAll(() => sources.forEach((source) => source.close()));
const sourceOf = (read: BuildFileReader, log: (line: string) => void = () => undefined) => {
  const source = createFirstScreenSource(read, log);
  sources.push(source);
  return source;
};
/** The renderer of `code`, loaded as a build's module; null when it is refused. */
const loaded = async (code: string, lines: string[] = []) =>
  sourceOf(reader({ [FILES.script]: code, [FILES.style]: '' }).read, (line) => lines.push(line))(
    PIN,
    FILES,
  );

describe('a first-screen module', () => {
  it('runs in its own process and draws what it returns', async () => {
    const module = await loaded(MODULE);
    expect(await module?.render(INPUT)).toEqual({
      html: '<h1>О нас</h1><p>https://omad.test/x</p>',
      images: ['/cms/uploads/a.svg'],
    });
  });

  it('gets the externals the contract names, and no package or built-in besides', async () => {
    const withJsdom = await loaded(
      `const { JSDOM } = require('jsdom');
       exports.renderFirstScreen = () => ({ html: new JSDOM('<b>x</b>').window.document.body.innerHTML, images: [] });`,
    );
    expect((await withJsdom?.render(INPUT))?.html).toBe('<b>x</b>');
    for (const id of ['../../release/src/store', 'valibot', 'node:path', 'path', 'fs', 'module']) {
      const lines: string[] = [];
      expect(
        await loaded(
          `require(${JSON.stringify(id)}); exports.renderFirstScreen = () => null;`,
          lines,
        ),
        id,
      ).toBeNull();
      expect(lines.join('\n')).toContain(`mf-content@1.4.0 refused`);
      expect(lines.join('\n')).toContain(`may not require ${id}`);
    }
  });

  it('is refused without a renderer, and its renderer must return a drawing or null', async () => {
    const lines: string[] = [];
    expect(await loaded('exports.render = () => null;', lines)).toBeNull();
    expect(lines.join('\n')).toContain('exports no renderFirstScreen');
    const stringly = await loaded(`exports.renderFirstScreen = () => '<p>x</p>';`);
    await expect(stringly?.render(INPUT)).rejects.toThrow('returned no drawing');
    const nothing = await loaded(`exports.renderFirstScreen = () => null;`);
    expect(await nothing?.render(INPUT)).toBeNull();
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
  it('loads a build’s module and stylesheet once, however many pages ask at once', async () => {
    const store = reader({ [FILES.script]: MODULE, [FILES.style]: '.x{color:red}' });
    const source = sourceOf(store.read);
    const [first, again] = await Promise.all([source(PIN, FILES), source(PIN, FILES)]);
    expect(first?.style).toBe('.x{color:red}');
    expect((await first?.render(INPUT))?.html).toContain('О нас');
    expect(again).toBe(first);
    expect(await source(PIN, FILES)).toBe(first);
    expect(store.reads).toHaveLength(2);
  });

  it('tries an unreadable build again, and remembers one that will not load', async () => {
    const lines: string[] = [];
    const missing = reader({});
    const source = sourceOf(missing.read, (line) => lines.push(line));
    expect(await source(PIN, FILES)).toBeNull();
    expect(await source(PIN, FILES)).toBeNull();
    expect(missing.reads).toHaveLength(4);

    const broken = reader({ [FILES.script]: 'throw new Error("boom")', [FILES.style]: '' });
    const brokenSource = sourceOf(broken.read, (line) => lines.push(line));
    expect(await brokenSource(PIN, FILES)).toBeNull();
    expect(await brokenSource(PIN, FILES)).toBeNull();
    expect(broken.reads).toHaveLength(2);
    expect(lines.at(-1)).toContain('mf-content@1.4.0 refused');
    expect(lines.at(-1)).toContain('Error: boom');
  });

  it('refuses a stylesheet that could close its <style>', async () => {
    const store = reader({
      [FILES.script]: MODULE,
      [FILES.style]: 'a{}</STYLE><script>x()</script>',
    });
    expect(await sourceOf(store.read)(PIN, FILES)).toBeNull();
  });
});

const moduleOf = (render: FirstScreenModule['render']): FirstScreenModule => ({
  render,
  style: '.s{}',
});

describe('drawing a first screen', () => {
  it('keeps the markup and at most two safe images to preload', async () => {
    const drawn = await drawFirstScreen(
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
      seo: null,
    });
  });

  it("carries the page's part of the head, checked; one of the wrong shape is dropped alone", async () => {
    const module = await loaded(`
      exports.renderFirstScreen = (input) => ({
        html: '<h1>x</h1>',
        images: [],
        seo: input.route === '/bad'
          ? { title: 7, description: 'd' }
          : { title: 'Book of Dead', structuredData: ['Product'], extra: 'dropped' },
      });
    `);
    expect(await module?.render(INPUT)).toEqual({
      html: '<h1>x</h1>',
      images: [],
      seo: { title: 'Book of Dead', structuredData: ['Product'] },
    });
    expect(await module?.render({ ...INPUT, route: '/bad' })).toEqual({
      html: '<h1>x</h1>',
      images: [],
    });
    const drawn = module && (await drawFirstScreen('mf-gamehall', module, INPUT, () => undefined));
    if (!drawn || drawn === SUBJECT_ABSENT) throw new Error('not drawn');
    expect(drawn.seo).toEqual({ title: 'Book of Dead', structuredData: ['Product'] });
  });

  it('says a page is absent only when the drawing says exactly that', async () => {
    const module = await loaded(`
      exports.renderFirstScreen = (input) => ({
        html: '',
        images: [],
        absent: input.route === '/bad' ? 'yes' : true,
      });
    `);
    if (!module) throw new Error('not loaded');
    expect(await drawFirstScreen('mf-loyalty', module, INPUT, () => undefined)).toBe(
      SUBJECT_ABSENT,
    );
    // Anything but `true` is not a page's absence: this drawing is refused as a whole.
    expect(
      await drawFirstScreen('mf-loyalty', module, { ...INPUT, route: '/bad' }, () => undefined),
    ).toBeNull();
  });

  it('goes without when the renderer draws nothing, throws or draws too much', async () => {
    const lines: string[] = [];
    const log = (line: string) => lines.push(line);
    expect(
      await drawFirstScreen(
        'mf-content',
        moduleOf(() => null),
        INPUT,
        log,
      ),
    ).toBeNull();
    expect(
      await drawFirstScreen(
        'mf-content',
        moduleOf(() => ({ html: '', images: [] })),
        INPUT,
        log,
      ),
    ).toBeNull();
    const throwing = moduleOf(() => {
      throw new Error('no DOM');
    });
    expect(await drawFirstScreen('mf-content', throwing, INPUT, log)).toBeNull();
    expect(lines).toEqual(['first screen of mf-content /:slug failed: Error: no DOM']);
    const huge = moduleOf(() => ({ html: 'x'.repeat(MAX_FIRST_SCREEN_BYTES + 1), images: [] }));
    expect(await drawFirstScreen('mf-content', huge, INPUT, log)).toBeNull();
    expect(lines.at(-1)).toContain('larger than');
  });
});
