// Where the lobby's grid is on the page: its width (for the columns) and its distance from
// the top of the document (the window virtualiser's scroll margin), kept up when the window
// resizes or anything above the grid changes height.
import { useLayoutEffect, useState, type RefObject } from 'react';

const observe = (target: Element, measure: () => void): (() => void) => {
  window.addEventListener('resize', measure);
  const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(measure) : null;
  observer?.observe(target);
  return () => {
    window.removeEventListener('resize', measure);
    observer?.disconnect();
  };
};

export const useGridGeometry = (ref: RefObject<HTMLElement | null>) => {
  const [geometry, setGeometry] = useState({ width: 0, top: 0 });
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const measure = () => {
      const width = element.clientWidth;
      const top = Math.round(element.getBoundingClientRect().top + window.scrollY);
      setGeometry((previous) =>
        previous.width === width && previous.top === top ? previous : { width, top },
      );
    };
    measure();
    // The body changes height when anything above the grid does.
    return observe(element.ownerDocument.body, measure);
  }, [ref]);
  return geometry;
};
