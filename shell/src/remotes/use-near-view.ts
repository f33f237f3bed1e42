// Whether an element has come near the viewport: a widget below the fold (the footer, the
// home page's lower rows) loads its remote only then, so a page's load runs the code of what
// the visitor sees, and the rest follows as they scroll towards it.
import { useEffect, useState, type RefObject } from 'react';

/** How far ahead of the viewport a region starts loading: half a screen's scroll. */
export const NEAR_VIEW_MARGIN = '50% 0px';

/** True once `target` is within NEAR_VIEW_MARGIN of the viewport (at once when `always`). */
export const useNearView = (target: RefObject<Element | null>, always: boolean): boolean => {
  const [near, setNear] = useState(always);
  useEffect(() => {
    const element = target.current;
    if (near || !element) return undefined;
    // Without IntersectionObserver there is no telling: the region loads at once.
    if (typeof IntersectionObserver !== 'function') {
      setNear(true);
      return undefined;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: NEAR_VIEW_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [target, near]);
  return near;
};
