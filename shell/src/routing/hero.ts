// The hero image the edge found for the page it served (window.__OMAD__.hero, the edge's
// page-reads.ts): the page's largest image, which the page skeleton draws in the frame
// the page will draw it in. It belongs to the address the document was loaded at only.
import { isImageAddress, type HeroImage } from '@omad/contract';

/** The valid hero of a runtime config; null when it has none. */
export const heroOf = (config: unknown): HeroImage | null => {
  const hero =
    typeof config === 'object' && config !== null && 'hero' in config ? config.hero : null;
  if (typeof hero !== 'object' || hero === null) return null;
  const src = 'src' in hero ? hero.src : null;
  const mobileSrc = 'mobileSrc' in hero ? hero.mobileSrc : src;
  return isImageAddress(src) && isImageAddress(mobileSrc) ? { src, mobileSrc } : null;
};

/** The hero of this document's own address. */
export const documentHero = (): HeroImage | null => heroOf(window.__OMAD__);
