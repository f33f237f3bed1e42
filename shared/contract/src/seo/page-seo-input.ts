// A page's own part of its head (remote-props' PageSeoInput) as a value that crossed a
// process boundary: a first-screen module returns the input its page gives usePageSeo, so
// the edge's head says what the browser's will, and the edge checks it as it checks any
// answer of code it runs but did not write. Texts are capped; anything else is dropped.
import * as v from 'valibot';
import { isImageAddress } from '../banner-images';
import type { PageSeoInput } from '../remote-props';
import { STRUCTURED_DATA_KINDS } from './route-head';

/** The longest title, description or keywords a page may give its head. */
const MAX_TEXT = 400;
const Text = v.pipe(v.string(), v.maxLength(MAX_TEXT));

export const PageSeoInputSchema = v.object({
  title: v.optional(Text),
  description: v.optional(Text),
  keywords: v.optional(Text),
  // An address on the site or on the web, and nothing that could leave the attribute.
  image: v.optional(
    v.pipe(
      v.string(),
      v.maxLength(2048),
      v.check((image: string) => isImageAddress(image)),
    ),
  ),
  ogType: v.optional(v.pipe(v.string(), v.regex(/^[a-z][a-z0-9_.:-]{0,39}$/i))),
  structuredData: v.optional(v.pipe(v.array(v.picklist(STRUCTURED_DATA_KINDS)), v.readonly())),
  noindex: v.optional(v.boolean()),
}) satisfies v.GenericSchema<unknown, PageSeoInput>;
