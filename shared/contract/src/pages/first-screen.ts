// First screens: the top of a page as HTML, drawn by the remote that owns the page with its
// own build's server module and served by the edge with the page, so the shell's first
// frame paints the page's largest text and images before any remote has loaded. The remote
// declares which routes have one (PageReads.firstScreen) and its build records the module
// (BuildMeta.firstScreen); the edge loads that module from the pinned build, calls its
// renderFirstScreen with the route's page reads, and inlines the HTML and the module's
// stylesheet. When the remote mounts it draws the same markup in the same place.
import * as v from 'valibot';
import type { Locale } from '../locale';
import type { PageSeoInput } from '../remote-props';

/** A file of the build, relative to its folder, without any way out of it. */
const BuildFileSchema = v.pipe(
  v.string(),
  v.regex(/^[a-z0-9][a-z0-9._/-]*$/i),
  v.check((file: string) => !file.split('/').includes('..'), 'a build file stays in its folder'),
);

export const FirstScreenFilesSchema = v.object({
  /** The server module (CommonJS) exporting renderFirstScreen, e.g. 'server/first-screen.js'. */
  script: BuildFileSchema,
  /** The stylesheet of what it draws, inlined in the page's head. */
  style: v.optional(BuildFileSchema),
});
/** Where a build's first-screen module and its stylesheet are. */
export type FirstScreenFiles = v.InferOutput<typeof FirstScreenFilesSchema>;

/** The name the module exports its renderer under. */
export const FIRST_SCREEN_EXPORT = 'renderFirstScreen';

/**
 * The only packages a first-screen module may leave out of its bundle and require at run
 * time: the edge provides them (and Node's built-in modules). Everything else is bundled.
 */
export const FIRST_SCREEN_EXTERNALS = ['jsdom'] as const;

/** What the edge gives a first-screen renderer for one page. */
export type FirstScreenInput = Readonly<{
  /** The route pattern the remote declared, e.g. '/:slug'. */
  route: string;
  /** The route's parameters, as the URL spells them. */
  params: Readonly<Record<string, string>>;
  locale: Locale;
  /** The site's origin as the browser sees it, e.g. 'https://omad.uz'. */
  origin: string;
  /** What each declared read resolved to through the contract's clients, in order. */
  reads: readonly unknown[];
}>;

/** The top of a page as a first-screen renderer draws it. */
export type FirstScreenDrawing = Readonly<{
  /** Its markup: texts escaped, rich text sanitized, no scripts. */
  html: string;
  /** The images it shows, in page order, for the head to preload (the first ones only). */
  images: readonly string[];
  /**
   * The page's own part of the head, as the page gives usePageSeo once it has these reads
   * (a game's or a tournament's name), so the head the edge sends says what the browser's
   * will; without it the head comes from the CMS SEO content alone.
   */
  seo?: PageSeoInput;
  /**
   * The page's subject is not among the reads, though they answered (an unknown promotion in
   * the list of every promotion): the edge answers 404 with its not-found page, and the rest
   * of the drawing is not used (since 3.3.0). A page whose first read is its subject says so
   * with PageReads.absentWhenEmpty instead.
   */
  absent?: true;
}>;

/** The drawing of a page whose subject is not there (FirstScreenDrawing.absent). */
export const FIRST_SCREEN_ABSENT = Object.freeze({
  html: '',
  images: [],
  absent: true,
} as const satisfies FirstScreenDrawing);

/** How many of a first screen's images the edge preloads. */
export const FIRST_SCREEN_PRELOADED_IMAGES = 2;

/**
 * Draws the top of a page; null when it has nothing to draw for this input (the page then
 * loads with the shell's skeleton). It runs on the edge for every page view of its routes:
 * synchronous, no I/O, no state kept between calls.
 */
export type RenderFirstScreen = (input: FirstScreenInput) => FirstScreenDrawing | null;
