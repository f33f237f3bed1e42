// First screens: the top of a page drawn on the edge by the remote that owns it, with the
// first-screen module of its pinned build (the contract's RenderFirstScreen; the build records
// the module and its stylesheet in its manifest). A module is read once per build (a
// published build never changes), checked against its release record, and run in a sandbox
// of its own (first-screen-sandbox.ts): a child process kept warm, with no Node built-in
// within the module's reach, a heap cap and a time limit per render. Like page reads, a first
// screen is a head start only: a module that is missing, will not load, throws, loops or
// runs out of memory costs the page its first screen, never the page or the edge.
import { isImageAddress, type PageSeoInput } from '@omad/contract';
import {
  FIRST_SCREEN_PRELOADED_IMAGES,
  type FirstScreenDrawing,
  type FirstScreenFiles,
  type FirstScreenInput,
} from '@omad/contract/pages';
import {
  createFirstScreenSandbox,
  DEFAULT_SANDBOX_LIMITS,
  type FirstScreenSandbox,
  type SandboxLimits,
} from './first-screen-sandbox';
import type { RemotePin } from './environments';
import { IntegrityError } from './integrity';
import type { BuildFileReader } from './remote-map';

/** A build's first-screen renderer and the stylesheet of what it draws. */
export interface FirstScreenModule {
  /** Draws in the build's sandbox; rejects when the module throws, is too slow or dies. */
  readonly render: (
    input: FirstScreenInput,
  ) => FirstScreenDrawing | null | Promise<FirstScreenDrawing | null>;
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
  /** The page's own part of the head, as its page gives usePageSeo; null without one. */
  readonly seo: PageSeoInput | null;
}

/** The largest first screen a page carries; a larger one is dropped, not cut. */
export const MAX_FIRST_SCREEN_BYTES = 256 * 1024;

/** The first-screen module of a pinned build, loaded once; null when it cannot be had. */
export type FirstScreenSource = (
  pin: RemotePin,
  files: FirstScreenFiles,
) => Promise<FirstScreenModule | null>;

/** The source of an edge, which stops the builds' sandboxes when the edge stops. */
export type ClosableFirstScreenSource = FirstScreenSource & { readonly close: () => void };

export const createFirstScreenSource = (
  readBuildFile: BuildFileReader,
  log: (line: string) => void,
  limits: SandboxLimits = DEFAULT_SANDBOX_LIMITS,
): ClosableFirstScreenSource => {
  const modules = new Map<string, Promise<FirstScreenModule | null>>();
  const sandboxes = new Set<FirstScreenSandbox>();
  const source: FirstScreenSource = (pin, files) => {
    const key = `${pin.name}@${pin.version}`;
    const known = modules.get(key);
    if (known) return known;
    // One load per build, however many pages ask for it at once.
    const loading = load(key, pin, files);
    modules.set(key, loading);
    return loading;
  };
  const load = async (
    key: string,
    pin: RemotePin,
    files: FirstScreenFiles,
  ): Promise<FirstScreenModule | null> => {
    let code: string;
    let style: string;
    try {
      [code, style] = await Promise.all([
        readBuildFile(pin, files.script),
        files.style ? readBuildFile(pin, files.style) : '',
      ]);
    } catch (error: unknown) {
      // A file that differs from its release record is never run: remembered, said once.
      if (error instanceof IntegrityError) {
        log(`first screen of ${key} refused: ${String(error)}`);
        return null;
      }
      // Not readable now (a store that did not answer): not remembered, so tried again.
      log(`first screen of ${key} unreadable: ${String(error)}`);
      modules.delete(key);
      return null;
    }
    let sandbox: FirstScreenSandbox | null = null;
    try {
      // The stylesheet goes inside <style>: nothing in it may close the element.
      if (/<\/style/i.test(style)) throw new Error(`${files.style} cannot be inlined`);
      sandbox = createFirstScreenSandbox({
        build: key,
        code,
        filename: `${key}/${files.script}`,
        limits,
        log,
      });
      sandboxes.add(sandbox);
      await sandbox.ready;
      return { render: sandbox.render, style };
    } catch (error: unknown) {
      // A build that will not load never will: remembered, and said once.
      log(`first screen of ${key} refused: ${String(error)}`);
      sandbox?.close();
      return null;
    }
  };
  const close = () => {
    for (const sandbox of sandboxes) sandbox.close();
    sandboxes.clear();
  };
  return Object.assign(source, { close });
};

/** What drawFirstScreen answers for a page whose subject is not there (drawing.absent). */
export const SUBJECT_ABSENT = 'absent';

/**
 * Draws a first screen with `module`; null when it draws none, throws, is too slow, dies or
 * draws too much; SUBJECT_ABSENT when the module says the page's subject is not there.
 */
export const drawFirstScreen = async (
  app: string,
  module: FirstScreenModule,
  input: FirstScreenInput,
  log: (line: string) => void,
): Promise<DrawnFirstScreen | typeof SUBJECT_ABSENT | null> => {
  try {
    const drawing = await module.render(input);
    if (drawing?.absent === true) return SUBJECT_ABSENT;
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
    return { app, html: drawing.html, style: module.style, images, seo: drawing.seo ?? null };
  } catch (error: unknown) {
    log(`first screen of ${app} ${input.route} failed: ${String(error)}`);
    return null;
  }
};
