// The hero the edge served with the document (the runtime config's `hero`) for the page
// skeletons inside the router: it belongs to the address the document was loaded at only.
import type { HeroImage } from '@omad/contract';
import { useLocation } from 'react-router';
import { runtimeConfig } from '../runtime-config';

/** The hero while the router is still at the entry the document was loaded at, else null. */
export const useDocumentHero = (): HeroImage | null => {
  const { key } = useLocation();
  return key === 'default' ? runtimeConfig().hero : null;
};
