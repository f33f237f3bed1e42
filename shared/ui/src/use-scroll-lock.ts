// Locks page scroll while any modal is open. Counted, so a confirm opened over a
// curtain does not unlock the page when it closes first.
import { useEffect } from 'react';

let activeLocks = 0;
let savedStyle: { overflow: string; paddingRight: string } | null = null;

function lock() {
  if (activeLocks === 0) {
    const { body, documentElement } = document;
    savedStyle = { overflow: body.style.overflow, paddingRight: body.style.paddingRight };
    // Keep the layout from jumping sideways when the scrollbar disappears.
    const scrollbarWidth = window.innerWidth - documentElement.clientWidth;
    if (scrollbarWidth > 0) {
      const current = parseFloat(getComputedStyle(body).paddingRight) || 0;
      body.style.paddingRight = `${current + scrollbarWidth}px`;
    }
    body.style.overflow = 'hidden';
    body.dataset.omadScrollLocked = '';
  }
  activeLocks += 1;
}

function unlock() {
  activeLocks = Math.max(0, activeLocks - 1);
  if (activeLocks > 0 || !savedStyle) return;
  const { body } = document;
  body.style.overflow = savedStyle.overflow;
  body.style.paddingRight = savedStyle.paddingRight;
  delete body.dataset.omadScrollLocked;
  savedStyle = null;
}

/** Keeps the page behind a modal from scrolling while `active`. */
export function useScrollLock(active: boolean): void {
  useEffect(() => {
    if (!active) return undefined;
    lock();
    return unlock;
  }, [active]);
}
