// Full screen for the game's stage: the Fullscreen API where the browser has it (prefixed
// on older Safari), and where it does not (iPhone Safari) or refuses, a full-viewport mode
// drawn by CSS, left with the exit button or Escape.
import { useCallback, useEffect, useLayoutEffect, useState, type RefObject } from 'react';

export type FullscreenMode = 'off' | 'native' | 'viewport';

type FullscreenElement = HTMLElement & { webkitRequestFullscreen?: () => Promise<void> | void };
type FullscreenDocument = Document & {
  webkitFullscreenElement?: Element | null;
  webkitFullscreenEnabled?: boolean;
  webkitExitFullscreen?: () => Promise<void> | void;
};

const fullscreenElementOf = (doc: FullscreenDocument) =>
  doc.fullscreenElement ?? doc.webkitFullscreenElement ?? null;

const requestOf = (element: FullscreenElement): (() => Promise<void> | void) | null => {
  const doc = document as FullscreenDocument;
  const enabled = doc.fullscreenEnabled ?? doc.webkitFullscreenEnabled ?? false;
  if (!enabled) return null;
  if (typeof element.requestFullscreen === 'function') return () => element.requestFullscreen();
  if (typeof element.webkitRequestFullscreen === 'function')
    return () => element.webkitRequestFullscreen?.();
  return null;
};

export const useFullscreen = (stage: RefObject<HTMLElement | null>) => {
  const [mode, setMode] = useState<FullscreenMode>('off');

  const enter = useCallback(async () => {
    const element = stage.current as FullscreenElement | null;
    if (!element) return;
    const request = requestOf(element);
    if (request) {
      try {
        await request();
        setMode('native');
        return;
      } catch {
        // Refused (no user gesture, a policy): the viewport mode still works.
      }
    }
    setMode('viewport');
  }, [stage]);

  const exit = useCallback(() => {
    const doc = document as FullscreenDocument;
    if (fullscreenElementOf(doc)) {
      const leave = doc.exitFullscreen?.bind(doc) ?? doc.webkitExitFullscreen?.bind(doc);
      void Promise.resolve(leave?.()).catch(() => undefined);
    }
    setMode('off');
  }, []);

  // A layout effect: the listener is there as soon as the stage shows it is in full screen, so
  // a change right after (the browser's own Escape) is never missed.
  useLayoutEffect(() => {
    if (mode !== 'native') return undefined;
    // Left with the browser's own Escape or gesture.
    const onChange = () => {
      if (!fullscreenElementOf(document as FullscreenDocument)) setMode('off');
    };
    document.addEventListener('fullscreenchange', onChange);
    document.addEventListener('webkitfullscreenchange', onChange);
    return () => {
      document.removeEventListener('fullscreenchange', onChange);
      document.removeEventListener('webkitfullscreenchange', onChange);
    };
  }, [mode]);

  useEffect(() => {
    if (mode !== 'viewport') return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setMode('off');
    };
    const root = document.documentElement;
    const overflow = root.style.overflow;
    root.style.overflow = 'hidden';
    document.addEventListener('keydown', onKeyDown);
    return () => {
      root.style.overflow = overflow;
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [mode]);

  // Leaving the page leaves full screen too.
  useEffect(
    () => () => {
      const doc = document as FullscreenDocument;
      if (fullscreenElementOf(doc))
        void Promise.resolve(doc.exitFullscreen?.()).catch(() => undefined);
    },
    [],
  );

  return { mode, enter, exit };
};
