// The open modals, in the order they opened: the last is the top layer. Only it answers
// Escape, and overlays that must stay usable while a modal is open (the toasts) draw
// inside it, because the browser makes everything outside the top modal inert.
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import type { RefObject } from 'react';

type Layer = Readonly<{ key: symbol; element: RefObject<HTMLElement | null> }>;

let layers: readonly Layer[] = [];
const listeners = new Set<() => void>();

const setLayers = (next: readonly Layer[]) => {
  layers = next;
  for (const listener of listeners) listener();
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

const topElement = (): HTMLElement | null => layers.at(-1)?.element.current ?? null;

/**
 * Registers the modal whose element `ref` holds while `active`; the returned function says
 * whether it is the top layer.
 */
export function useDialogLayer(active: boolean, ref: RefObject<HTMLElement | null>): () => boolean {
  const [key] = useState(() => Symbol('omad-dialog-layer'));
  useEffect(() => {
    if (!active) return undefined;
    setLayers([...layers, { key, element: ref }]);
    return () => setLayers(layers.filter((layer) => layer.key !== key));
  }, [active, key, ref]);
  return useCallback(() => layers.at(-1)?.key === key, [key]);
}

/** The element of the top open modal, or null when none is open. */
export const useTopDialogElement = (): HTMLElement | null =>
  useSyncExternalStore(subscribe, topElement, () => null);
