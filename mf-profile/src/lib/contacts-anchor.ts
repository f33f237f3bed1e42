// The settings' contacts part as a link target (`/profile/settings#contacts`): pages that
// need a confirmed contact lead there, and the part scrolls itself into view once it shows,
// since the shell's navigation does not follow a fragment.
import { useEffect } from 'react';
import { useLocation } from 'react-router';

export const CONTACTS_ANCHOR = 'contacts';

/** Scrolls the element with `id` into view when the location's fragment names it and `ready`. */
export const useAnchorScroll = (id: string, ready: boolean): void => {
  const { hash } = useLocation();
  useEffect(() => {
    if (!ready || hash !== `#${id}`) return;
    document.getElementById(id)?.scrollIntoView({ block: 'start' });
  }, [id, ready, hash]);
};
