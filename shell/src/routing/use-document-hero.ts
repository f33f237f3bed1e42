// The document's hero (hero.ts) for the page skeletons inside the router.
import type { HeroImage } from '@omad/contract';
import { useLocation } from 'react-router';
import { documentHero } from './hero';

/** The hero while the router is still at the entry the document was loaded at, else null. */
export const useDocumentHero = (): HeroImage | null => {
  const { key } = useLocation();
  return key === 'default' ? documentHero() : null;
};
