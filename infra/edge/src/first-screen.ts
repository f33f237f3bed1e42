// First screens: the top of a page drawn on the edge by the remote that owns it, with the
// first-screen module of its pinned build (the contract's RenderFirstScreen; the build records
// the module and its stylesheet in its manifest). A module is read once per build (a
// published build never changes) and run in this process with a require that hands out only
// Node's built-in modules and the contract's FIRST_SCREEN_EXTERNALS. Like page reads, a first
// screen is a head start only: a module that is missing, will not load or throws costs the
// page its first screen, never the page.
import { createRequire, isBuiltin } from 'node:module';
import { dirname } from 'node:path';
import { runInThisContext } from 'node:vm';
import { isImageAddress } from '@omad/contract';
import {
  FIRST_SCREEN_EXPORT,
  FIRST_SCREEN_EXTERNALS,
  FIRST_SCREEN_PRELOADED_IMAGES,
  type FirstScreenDrawing,
  type FirstScreenFiles,
  type FirstScreenInput,
  type RenderFirstScreen,
} from '@omad/contract/pages';
import type { RemotePin } from './environments';
import type { BuildFileReader } from './remote-map';

/** A build's first-screen renderer and the stylesheet of what it draws. */
export interface FirstScreenModule {
  readonly render: RenderFirstScreen;
  /** CSS to inline in the page's head ('' when the build has none). */
  readonly style: string;
}

/** A drawn first screen: which remote drew it, its markup, stylesheet and images to preload. */
export interface DrawnFirstScreen {
  readonly app: string;
  readonly html: string;
  readonly style: string;
  /** Safe image addresses (the contract's isImageAddress), at most FIRST_SCREEN_PRELOADED_IMAGES. */
  readonly images: readonly string[];
}

/** `value` as a drawing, or throws: a module's answer is checked like any input. */
const asDrawing = (value: unknown, filename: string): FirstScreenDrawing | null => {
  if (value === null) return null;
  const drawing = value as Partial<Record<keyof FirstScreenDrawing, unknown>> | undefined;
  if (
    typeof drawing !== 'object' ||
    typeof drawing.html !== 'string' ||
    !Array.isArray(drawing.images) ||
    !drawing.images.every((image) => typeof image === 'string')
  )
    throw new Error(`${filename}: ${FIRST_SCREEN_EXPORT} returned no drawing`);
  return { html: drawing.html, images: drawing.images as string[] };
};

/** The largest first screen a page carries; a larger one is dropped, not cut. */
export const MAX_FIRST_SCREEN_BYTES = 256 * 1024;

const edgeRequire = createRequire(import.meta.url);
const externals = new Set<string>(FIRST_SCREEN_EXTERNALS);

/** The require a first-screen module gets: Node's built-ins and the contract's externals. */
const requireForFirstScreen = (id: string): unknown => {
  if (isBuiltin(id) || externals.has(id)) return edgeRequire(id);
  throw new Error(`a first-screen module may not require ${id}`);
};

/** Runs a CommonJS first-screen module's code and returns its renderer. */
export const evaluateFirstScreenModule = (code: string, filename: string): RenderFirstScreen => {
  const wrapper: unknown = runInThisContext(
    `(function (exports, require, module, __filename, __dirname) {${code}\n})`,
    { filename },
  );
  if (typeof wrapper !== 'function') throw new Error(`${filename} did not compile to a module`);
  const module: { exports: unknown } = { exports: {} };
  wrapper(module.exports, requireForFirstScreen, module, filename, dirname(filename));
  const { exports } = module;
  const render: unknown =
    typeof exports === 'object' && exports !== null
      ? (exports as Record<string, unknown>)[FIRST_SCREEN_EXPORT]
      : undefined;
  if (typeof render !== 'function')
    throw new Error(`${filename} exports no ${FIRST_SCREEN_EXPORT}`);
  return (input) => asDrawing(render(input), filename);
};

/** The first-screen module of a pinned build, loaded once; null when it cannot be had. */
export type FirstScreenSource = (
  pin: RemotePin,
  files: FirstScreenFiles,
) => Promise<FirstScreenModule | null>;

export const createFirstScreenSource = (
  readBuildFile: BuildFileReader,
  log: (line: string) => void,
): FirstScreenSource => {
  const modules = new Map<string, FirstScreenModule | null>();
  return async (pin, files) => {
    const key = `${pin.name}@${pin.version}`;
    if (modules.has(key)) return modules.get(key) ?? null;
    let code: string;
    let style: string;
    try {
      [code, style] = await Promise.all([
        readBuildFile(pin, files.script),
        files.style ? readBuildFile(pin, files.style) : '',
      ]);
    } catch (error: unknown) {
      // Not readable now (a store that did not answer): not remembered, so tried again.
      log(`first screen of ${key} unreadable: ${String(error)}`);
      return null;
    }
    let loaded: FirstScreenModule | null = null;
    try {
      // The stylesheet goes inside <style>: nothing in it may close the element.
      if (/<\/style/i.test(style)) throw new Error(`${files.style} cannot be inlined`);
      loaded = { render: evaluateFirstScreenModule(code, `${key}/${files.script}`), style };
    } catch (error: unknown) {
      // A build that will not load never will: remembered, and said once.
      log(`first screen of ${key} refused: ${String(error)}`);
    }
    modules.set(key, loaded);
    return loaded;
  };
};

/** Draws a first screen with `module`; null when it draws none, throws or draws too much. */
export const drawFirstScreen = (
  app: string,
  module: FirstScreenModule,
  input: FirstScreenInput,
  log: (line: string) => void,
): DrawnFirstScreen | null => {
  try {
    const drawing = module.render(input);
    if (drawing === null || drawing.html === '') return null;
    if (Buffer.byteLength(drawing.html) > MAX_FIRST_SCREEN_BYTES) {
      log(
        `first screen of ${app} ${input.route} dropped: larger than ${MAX_FIRST_SCREEN_BYTES} bytes`,
      );
      return null;
    }
    // They go into the head's markup: only addresses that cannot break out of it.
    const images = drawing.images
      .filter((image) => isImageAddress(image))
      .slice(0, FIRST_SCREEN_PRELOADED_IMAGES);
    return { app, html: drawing.html, style: module.style, images };
  } catch (error: unknown) {
    log(`first screen of ${app} ${input.route} failed: ${String(error)}`);
    return null;
  }
};
