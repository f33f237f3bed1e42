// What the edge served with the document for the page skeletons inside the router (the
// runtime config's `hero` and `firstScreen`): they belong to the address the document was
// loaded at only.
import { useLocation } from 'react-router';
import { runtimeConfig } from '../runtime-config';
import type { DocumentPageStart } from './page-skeleton';

const NOTHING: DocumentPageStart = { hero: null, firstScreen: null };

/** The hero and first screen while the router is still at the document's entry, else none. */
export const useDocumentPageStart = (): DocumentPageStart => {
  const { key } = useLocation();
  if (key !== 'default') return NOTHING;
  const { hero, firstScreen } = runtimeConfig();
  return { hero, firstScreen };
};

/**
 * True while the router is at the document's entry and the edge answered that address 404
 * (the runtime config's `absent`): the page is the not-found page the edge drew, and its
 * remote is not mounted to say so a second time in its own words.
 */
export const useDocumentAbsent = (): boolean => {
  const { key } = useLocation();
  return key === 'default' && runtimeConfig().absent === true;
};
