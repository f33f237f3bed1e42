// Page reads: what a remote's page reads first, declared by the remote that owns the page
// and recorded in its build's manifest (metaData.omad.pageReads). The edge makes these
// public platform and content reads while serving the page and inlines the answers, so the
// page's own first read costs no round trip, and draws the hero they give with the first
// frame.
// Changing what a page reads first is then a release of that remote alone.
import * as v from 'valibot';
import { bannerHero, type HeroImage } from '../banner-images';
import { BannerSchema, pageOf } from '../api/entities';

/**
 * How the hero image is found in what the client's first read resolves to, by name (a
 * declaration is data): 'first-banner' is the first banner by position of a banners.get page.
 */
export const PAGE_HEROES = {
  'first-banner': (answer: unknown): HeroImage | null => {
    const page = v.safeParse(pageOf(BannerSchema), answer);
    return page.success ? bannerHero(page.output) : null;
  },
} as const satisfies Readonly<Record<string, (answer: unknown) => HeroImage | null>>;

/**
 * The kinds a route parameter may be declared of (a row's `params`), by name, so a manifest
 * names one and never carries a pattern of its own: 'digits' is a platform id (an offer's, a
 * tournament's), up to 18 digits (since 3.4.0).
 */
export const ROUTE_PARAM_KINDS = {
  digits: /^[0-9]{1,18}$/,
} as const satisfies Readonly<Record<string, RegExp>>;
/** The name of a route parameter's kind. */
export type RouteParamKind = keyof typeof ROUTE_PARAM_KINDS;

/**
 * True when every parameter a route declares a kind for is of that kind: one that is not
 * names no page, whatever the reads would answer.
 */
export const paramsFit = (
  kinds: Readonly<Record<string, RouteParamKind>> | undefined,
  params: Readonly<Record<string, string | undefined>>,
): boolean =>
  Object.entries(kinds ?? {}).every(([name, kind]) =>
    ROUTE_PARAM_KINDS[kind].test(params[name] ?? ''),
  );

const ParamValueSchema = v.union([v.string(), v.number(), v.boolean()]);

export const PlatformReadSchema = v.object({
  /** A public platform read of spec section 7, e.g. 'banners.get'. */
  method: v.pipe(v.string(), v.regex(/^[a-zA-Z]+\.[a-zA-Z]+$/)),
  /**
   * Its parameters, exactly as the page sends them; a string ':name' stands for the route's
   * parameter of that name, e.g. `{ sysname: ':sysname' }` (since 2.3.0).
   */
  params: v.optional(v.record(v.string(), ParamValueSchema), {}),
});
/** One platform read a page makes first. */
export type PlatformRead = v.InferOutput<typeof PlatformReadSchema>;

/** The content client's readers a page may declare (they read public content only). */
export const CMS_PAGE_READERS = [
  'getCommon',
  'getPage',
  'getGamesConfig',
  'getPromotions',
  'getLoyaltyConfig',
] as const;

export const CmsReadSchema = v.object({
  /** The content client's reader, e.g. 'getPage'. */
  cms: v.picklist(CMS_PAGE_READERS),
  /** Its arguments; ':name' stands for the route's parameter of that name, e.g. ':slug'. */
  args: v.array(v.string()),
});
/** One content read a page makes first. */
export type CmsRead = v.InferOutput<typeof CmsReadSchema>;

export const PageReadsSchema = v.object({
  /** The route's locale-free path pattern in the shell's table, e.g. '/' or '/:slug'. */
  route: v.string(),
  /** The public reads (platform or content) the page makes first, in the order it makes them. */
  reads: v.array(v.union([PlatformReadSchema, CmsReadSchema])),
  /** Which image of the first read's answer the page shows largest at its top. */
  hero: v.optional(v.picklist(Object.keys(PAGE_HEROES) as [keyof typeof PAGE_HEROES])),
  /** True when the build's first-screen module draws the top of this route (first-screen.ts). */
  firstScreen: v.optional(v.boolean()),
  /**
   * True when the first read is the page's subject (a CMS page, a game, a tournament): an
   * empty answer means there is no such page, and the edge answers 404 (since 3.1.0).
   */
  absentWhenEmpty: v.optional(v.boolean()),
  /**
   * True when what the reads answer depends on who asks (a tournament with the player's place,
   * amounts in the player's currency, the offers a player may take): the edge, which reads as
   * a guest, makes them and draws the first screen only for a request without a session, so
   * a player is never handed a guest's answer as their own (since 3.3.0).
   */
  perVisitor: v.optional(v.boolean()),
  /**
   * The kind of each route parameter that has one: a value of another kind names no page, and
   * the edge answers 404 before it reads anything (since 3.4.0).
   */
  params: v.optional(
    v.record(
      v.string(),
      v.picklist(Object.keys(ROUTE_PARAM_KINDS) as [RouteParamKind, ...RouteParamKind[]]),
    ),
  ),
});
/** What one route of a remote reads first. */
export type PageReads = v.InferOutput<typeof PageReadsSchema>;

/**
 * True for an answer that holds nothing: null, an empty list, or a page without items (what
 * a read of a page's subject answers when there is no such subject).
 */
export const isEmptyAnswer = (answer: unknown): boolean => {
  if (answer === null || answer === undefined) return true;
  if (Array.isArray(answer)) return answer.length === 0;
  if (typeof answer === 'object' && 'items' in answer) {
    const { items } = answer as { items: unknown };
    return Array.isArray(items) && items.length === 0;
  }
  return false;
};
