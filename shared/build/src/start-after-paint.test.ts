import { describe, expect, it } from 'vitest';
import {
  BUNDLES_ATTRIBUTE,
  INTENT_ATTRIBUTE,
  PENDING_INTENT_ATTRIBUTE,
  START_CAP_MS,
  startAfterPaintScript,
  withStarter,
} from './start-after-paint';

/** A high-priority image whose decoding the test settles. */
class FakeImage {
  settle: (() => void) | null = null;
  decode(): Promise<void> {
    return new Promise((resolve, reject) => {
      this.settle = resolve;
      this.fail = () => reject(new Error('broken'));
    });
  }
  fail: () => void = () => undefined;
}

/** Runs the starter against a fake page: its timers, frames and appended scripts. */
const runStarter = (
  options: Readonly<{ images?: FakeImage[]; readyState?: string; sources?: string[] }> = {},
) => {
  const appended: { src: string; async: boolean }[] = [];
  const timers: { at: number; run: () => void }[] = [];
  const frames: (() => void)[] = [];
  const listeners = new Map<string, (event?: unknown) => void>();
  const rootAttributes = new Map<string, string>();
  let now = 0;
  const document = {
    documentElement: {
      setAttribute: (name: string, value: string) => rootAttributes.set(name, value),
    },
    readyState: options.readyState ?? 'interactive',
    currentScript: {
      getAttribute: (name: string) =>
        name === BUNDLES_ATTRIBUTE
          ? (options.sources ?? ['/static/js/a.js', '/static/js/b.js']).join(' ')
          : null,
    },
    addEventListener: (type: string, listener: (event?: unknown) => void) =>
      listeners.set(type, listener),
    querySelectorAll: (selector: string) => {
      expect(selector).toBe('img[fetchpriority="high"]');
      return options.images ?? [];
    },
    createElement: () => ({ src: '', async: true }),
    body: { appendChild: (script: { src: string; async: boolean }) => appended.push(script) },
  };
  const setTimeout = (run: () => void, ms: number) => timers.push({ at: now + ms, run });
  const requestAnimationFrame = (run: () => void) => frames.push(run);
  const script = startAfterPaintScript();
  // The page's globals, as parameters: the script runs exactly as the browser gets it.
  new Function('document', 'setTimeout', 'requestAnimationFrame', script)(
    document,
    setTimeout,
    requestAnimationFrame,
  );
  const flush = async () => {
    for (let i = 0; i < 5; i += 1) await Promise.resolve();
  };
  return {
    appended,
    sources: () => appended.map((s) => s.src),
    parsed: () => listeners.get('DOMContentLoaded')?.(),
    /** A click anywhere in the page, on `target`. */
    tap: (target: unknown) => listeners.get('click')?.({ target }),
    pendingIntent: () => rootAttributes.get(PENDING_INTENT_ATTRIBUTE),
    /** Paints a frame: runs the frame callbacks waiting now. */
    paint: () => frames.splice(0).forEach((run) => run()),
    /** Moves the clock and runs the timers due. */
    advance: async (ms: number) => {
      await flush();
      now += ms;
      const due = timers.filter((t) => t.at <= now);
      for (const t of due) timers.splice(timers.indexOf(t), 1);
      due.forEach((t) => t.run());
    },
    flush,
  };
};

/** An element of the page for a tap: maybe a button with an intent, maybe in the first frame. */
const pageElement = ({
  insideFirstFrame,
  intent,
}: Readonly<{ insideFirstFrame: boolean; intent: string | null }>) => {
  const button = {
    getAttribute: (name: string) => (name === INTENT_ATTRIBUTE ? intent : null),
    closest: (selector: string) =>
      selector === '[data-first-frame]' && insideFirstFrame ? {} : null,
  };
  return {
    closest: (selector: string) => (selector === `[${INTENT_ATTRIBUTE}]` && intent ? button : null),
  };
};

describe('startAfterPaintScript', () => {
  it('starts the bundles in order, not async, one frame after the parse without images', async () => {
    const page = runStarter();
    await page.advance(0);
    expect(page.appended).toEqual([]);
    page.paint();
    await page.advance(0);
    expect(page.appended).toEqual([
      { src: '/static/js/a.js', async: false },
      { src: '/static/js/b.js', async: false },
    ]);
  });

  it('waits for the end of the parse', async () => {
    const page = runStarter({ readyState: 'loading' });
    page.paint();
    await page.advance(0);
    expect(page.appended).toEqual([]);
    page.parsed();
    page.paint();
    await page.advance(0);
    expect(page.sources()).toEqual(['/static/js/a.js', '/static/js/b.js']);
  });

  it('waits until every high-priority image is decoded or failed, then a paint', async () => {
    const images = [new FakeImage(), new FakeImage()];
    const page = runStarter({ images });
    page.paint();
    await page.advance(100);
    expect(page.appended).toEqual([]);
    images[0]?.settle?.();
    await page.flush();
    page.paint();
    await page.advance(0);
    expect(page.appended).toEqual([]);
    images[1]?.fail();
    await page.flush();
    await page.advance(0);
    expect(page.appended).toEqual([]); // not before the next frame
    page.paint();
    await page.advance(0);
    expect(page.sources()).toEqual(['/static/js/a.js', '/static/js/b.js']);
  });

  it('starts at the cap when an image never settles, and only once', async () => {
    const images = [new FakeImage()];
    const page = runStarter({ images });
    await page.advance(START_CAP_MS - 1);
    expect(page.appended).toEqual([]);
    await page.advance(1);
    expect(page.appended).toHaveLength(2);
    images[0]?.settle?.();
    await page.flush();
    page.paint();
    await page.advance(0);
    expect(page.appended).toHaveLength(2);
  });

  it('starts at once on a tap on a first-frame button and records its intent', async () => {
    const page = runStarter({ images: [new FakeImage()] });
    page.tap(pageElement({ insideFirstFrame: false, intent: 'menu' }));
    page.tap(pageElement({ insideFirstFrame: true, intent: null }));
    expect(page.appended).toEqual([]);
    expect(page.pendingIntent()).toBeUndefined();
    page.tap(pageElement({ insideFirstFrame: true, intent: 'menu' }));
    expect(page.sources()).toEqual(['/static/js/a.js', '/static/js/b.js']);
    expect(page.pendingIntent()).toBe('menu');
    // A later tap, while the bundles load, is the one the shell replays; nothing starts twice.
    page.tap(pageElement({ insideFirstFrame: true, intent: 'locale-ru' }));
    expect(page.pendingIntent()).toBe('locale-ru');
    page.paint();
    await page.advance(START_CAP_MS);
    expect(page.appended).toHaveLength(2);
  });

  it('is one line that cannot end its script element', () => {
    expect(startAfterPaintScript()).not.toMatch(/\n|<\//);
  });
});

describe('withStarter', () => {
  const tag = (tagName: string, attributes: Record<string, string | boolean>) => ({
    tagName,
    attributes,
  });

  it('replaces the bundles with one starter and keeps every other tag', () => {
    const meta = tag('meta', { name: 'x' });
    const tags = withStarter(
      [
        tag('script', { defer: true, src: '/a.js' }),
        meta,
        tag('script', { defer: true, src: '/b.js' }),
      ],
      (sources) => tag('script', { 'data-sources': sources.join(' ') }),
    );
    expect(tags).toEqual([meta, tag('script', { 'data-sources': '/a.js /b.js' })]);
  });

  it('leaves tags without bundles unchanged', () => {
    const tags = [tag('script', { type: 'x' })];
    expect(withStarter(tags, () => tag('never', {}))).toEqual(tags);
  });
});
