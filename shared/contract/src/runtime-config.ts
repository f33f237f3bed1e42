// The runtime configuration the edge inlines into the shell's HTML as window.__OMAD__: which
// environment this is, where each pinned remote lives, and what the served page gets ahead
// (preload hints, first reads, the hero image). One schema: the edge writes with its type,
// the shell (first frame, early preloads, hero, registry) reads with it. In the root because
// the shell's first frame parses it before anything else has loaded.
import * as v from 'valibot';
import { isImageAddress, type HeroImage } from './banner-images';

/** The global the edge assigns the configuration to. */
export const RUNTIME_CONFIG_GLOBAL = '__OMAD__';

/** True for an address on this site: a path, never protocol-relative. */
const isSitePath = (value: string): boolean => value.startsWith('/') && !value.startsWith('//');

export const PinnedRemoteSchema = v.object({
  /** App folder name, e.g. 'mf-cashier'. */
  name: v.string(),
  /** Federation container name, e.g. 'mf_cashier'. */
  scope: v.string(),
  /** The pinned release version. */
  version: v.string(),
  /** URL of the remote's mf-manifest.json. */
  entry: v.string(),
  /** Contract version recorded in the build's manifest; null when it cannot be read. */
  contractVersion: v.nullable(v.string()),
  /** The oldest shell contract the build runs with; null: its own contract version. */
  hostContract: v.optional(v.nullable(v.string()), null),
});
/** One remote as the environment pins it. */
export type PinnedRemote = v.InferOutput<typeof PinnedRemoteSchema>;

export const PreloadHintSchema = v.object({
  /** A file of this site. */
  href: v.pipe(v.string(), v.check(isSitePath)),
  /** How the browser preloads it: manifests are fetches. */
  as: v.picklist(['script', 'style', 'fetch']),
});
/** A file the page's remote modules need first, for the shell to preload. */
export type PreloadHint = v.InferOutput<typeof PreloadHintSchema>;

export const FirstReadSchema = v.object({
  /** The request's path and query exactly as the client sends it. */
  path: v.string(),
  /** The JSON answer; the client still parses it with the method's schema. */
  answer: v.unknown(),
});

const ImageAddressSchema = v.pipe(
  v.string(),
  v.check((value: string) => isImageAddress(value)),
);

const HeroSchema = v.pipe(
  v.object({ src: ImageAddressSchema, mobileSrc: v.optional(ImageAddressSchema) }),
  v.transform(({ src, mobileSrc }): HeroImage => ({ src, mobileSrc: mobileSrc ?? src })),
);

const FirstScreenSchema = v.object({
  /** The remote that drew it, e.g. 'mf-content'. */
  app: v.string(),
  /** Its markup: the remote's own render, escaped and sanitized by it. */
  html: v.string(),
});
/** The top of a page as its remote drew it on the edge. */
export type FirstScreen = v.InferOutput<typeof FirstScreenSchema>;

/** Only the valid entries of a list: one bad hint costs that hint, not the page's others. */
const validItems = <T>(schema: v.GenericSchema<unknown, T>) =>
  v.fallback(
    v.pipe(
      v.array(v.unknown()),
      v.transform((items): T[] => items.filter((item): item is T => v.is(schema, item))),
    ),
    [] as T[],
  );

export const RuntimeConfigSchema = v.object({
  /** The environment's name, e.g. 'local' or 'production'. */
  env: v.string(),
  /** True in production: no overrides, no dev helpers. */
  production: v.boolean(),
  /** The shell build's id (build-meta.json), 'unknown' when it could not be read. */
  buildId: v.string(),
  /** Every pinned remote, resolved to its manifest. */
  remotes: v.array(PinnedRemoteSchema),
  /** Files the page's remote modules need first; invalid ones are dropped. */
  preload: validItems(PreloadHintSchema),
  /** Platform reads the edge made for this page, for the client to answer from once. */
  firstReads: validItems(FirstReadSchema),
  /** The image the page shows largest at its top; null when none or not a safe address. */
  hero: v.fallback(v.nullable(HeroSchema), null),
  /**
   * The top of the page drawn by its remote's first-screen module on the edge, as HTML, for
   * the page skeleton; null when the page has none.
   */
  firstScreen: v.fallback(v.nullable(FirstScreenSchema), null),
  /**
   * The page's subject is not there (the edge answered 404): the first frame draws the
   * not-found page (since 3.1.0).
   */
  absent: v.fallback(v.optional(v.boolean()), undefined),
});
/** What the edge writes into window.__OMAD__ and the shell reads back from it. */
export type RuntimeConfig = v.InferOutput<typeof RuntimeConfigSchema>;

/** The configuration in `value`, or the reasons it is not one. */
export const parseRuntimeConfig = (
  value: unknown,
): { ok: true; config: RuntimeConfig } | { ok: false; issues: readonly string[] } => {
  const parsed = v.safeParse(RuntimeConfigSchema, value);
  return parsed.success
    ? { ok: true, config: parsed.output }
    : { ok: false, issues: parsed.issues.map((issue) => issue.message) };
};
