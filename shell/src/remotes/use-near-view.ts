// Whether an element has come near the viewport: a widget below the fold (the footer, the
// home page's lower rows) loads its remote only then, so a page's load runs the code of what
// the visitor sees, and the rest follows as they scroll towards it.
import { useEffect, useState, type RefObject } from 'react';

/** How far ahead of the viewport a region starts loading: half a screen's scroll. */
export const NEAR_VIEW_MARGIN = '50% 0px';

/**
 * True once `target` is within NEAR_VIEW_MARGIN of the viewport, watched from when `after`
 * settles (the page's first screen is done: until then the page above is still growing, and
 * what is below the fold now may be near it for a moment); at once without `after`.
 */
export const useNearView = (
  target: RefObject<Element | null>,
  after: Promise<void> | undefined,
): boolean => {
  const [near, setNear] = useState(after === undefined);
  useEffect(() => {
    const element = target.current;
    if (near || !element || after === undefined) return undefined;
    let observer: IntersectionObserver | null = null;
    let cancelled = false;
    const watch = () => {
      if (cancelled) return;
      // Without IntersectionObserver there is no telling: the region loads at once.
      if (typeof IntersectionObserver !== 'function') {
        setNear(true);
        return;
      }
      observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) setNear(true);
        },
        { rootMargin: NEAR_VIEW_MARGIN },
      );
      observer.observe(element);
    };
    after.then(watch, watch);
    return () => {
      cancelled = true;
      observer?.disconnect();
    };
  }, [target, near, after]);
  return near;
};
