// `promotions`: the storefront's promotions (/promotions, /promotions/{id}), written in the CMS
// with their terms; one may link a campaign offer of the platform, whose state and take button
// its page shows.
import * as v from 'valibot';
import { mediaUrl, optionalText, record } from './schema-kit';

/** `promotions`: one promotion of the current locale. */
export const CmsPromotionSchema = record({
  /** The entry's id; each locale version has its own (use `slug` in addresses). */
  id: v.number(),
  /** The same in every locale: the promotion's address, /promotions/{slug}. */
  slug: v.string(),
  title: v.string(),
  /** One or two sentences for the list. */
  summary: v.string(),
  image: mediaUrl,
  /** Plain text; paragraphs are separated by blank lines, never markup. */
  body: optionalText,
  /** Plain text, one rule a line, never markup. */
  terms: optionalText,
  /** The campaign offer (campaigns.getoffers id) the promotion is taken through; null: none. */
  offerId: v.nullish(v.number(), null),
  /** A call to action of its own: a locale-free path and its label (e.g. the cashback page). */
  url: optionalText,
  /** When an editor last changed it (ISO 8601), for the sitemap's lastmod; absent: unknown. */
  updatedAt: v.optional(v.string()),
  buttonTitle: optionalText,
  /** ISO 8601; the promotion is shown from then on (null: at once). */
  startsAt: optionalText,
  /** ISO 8601; after it the promotion is over (null: it does not end). */
  finishedAt: optionalText,
  /** Sort order, ascending. */
  position: v.number(),
});
export type CmsPromotion = v.InferOutput<typeof CmsPromotionSchema>;
