// `home-page`: the content blocks of the home page, a Strapi dynamic zone. Each block names
// its kind in `__component`; kinds this client does not know yet are dropped, so editors can
// add a new kind before every app renders it, while a known kind with bad content still fails.
import * as v from 'valibot';
import { list, mediaUrl, optionalText, record } from './schema-kit';

/** Kinds of home blocks, as Strapi names their components. */
export const HomeBlockKind = {
  RichText: 'home.rich-text',
  Tiles: 'home.tiles',
  Features: 'home.features',
  Faq: 'home.faq',
} as const;

/** A paragraph or more of editor HTML (untrusted: sanitise before rendering). */
export const HomeRichTextBlockSchema = record({
  __component: v.literal(HomeBlockKind.RichText),
  /** Heading above the text; null for none. */
  title: optionalText,
  /** Rich text as HTML. */
  content: v.string(),
});

/** Big links to the sections of the site (games hall, betting, offers, loyalty…). */
export const HomeTilesBlockSchema = record({
  __component: v.literal(HomeBlockKind.Tiles),
  title: optionalText,
  tiles: list(
    record({
      label: v.string(),
      /** A line under the label; null for none. */
      description: optionalText,
      /** Locale-free path ('/gamehall') or an absolute URL. */
      url: v.string(),
      /** Artwork of the tile. */
      image: mediaUrl,
    }),
  ),
});

/** "Why Omad": short selling points, each with an icon. */
export const HomeFeaturesBlockSchema = record({
  __component: v.literal(HomeBlockKind.Features),
  title: optionalText,
  items: list(record({ title: v.string(), text: v.string(), icon: mediaUrl })),
});

/** Questions and answers (plain text). */
export const HomeFaqBlockSchema = record({
  __component: v.literal(HomeBlockKind.Faq),
  title: optionalText,
  items: list(record({ question: v.string(), answer: v.string() })),
});

export const HomeBlockSchema = v.variant('__component', [
  HomeRichTextBlockSchema,
  HomeTilesBlockSchema,
  HomeFeaturesBlockSchema,
  HomeFaqBlockSchema,
]);
export type HomeBlock = v.InferOutput<typeof HomeBlockSchema>;

const KNOWN_KINDS: ReadonlySet<string> = new Set(Object.values(HomeBlockKind));

/** The blocks in editor order; blocks of unknown kinds are left out. */
const HomeBlocksSchema = v.pipe(
  list(v.looseObject({ __component: v.string() })),
  v.filterItems((block) => KNOWN_KINDS.has(block.__component)),
  v.array(HomeBlockSchema),
  v.readonly(),
);

/** `home-page` (single type). */
export const HomePageSchema = record({
  /** The dynamic zone, in the order editors arranged it. */
  blocks: HomeBlocksSchema,
});
export type HomePage = v.InferOutput<typeof HomePageSchema>;
