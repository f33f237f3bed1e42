// Open modals form a stack; only the topmost one answers Escape, traps Tab and
// guards focus, so a confirm over a curtain behaves as the user expects.
import { useCallback, useEffect, useState } from 'react';

const openLayers: symbol[] = [];

/** Registers a layer while `active`; the returned function says whether it is on top. */
export function useDialogLayer(active: boolean): () => boolean {
  const [layer] = useState(() => Symbol('omad-dialog-layer'));
  useEffect(() => {
    if (!active) return undefined;
    openLayers.push(layer);
    return () => {
      const index = openLayers.lastIndexOf(layer);
      if (index >= 0) openLayers.splice(index, 1);
    };
  }, [active, layer]);
  return useCallback(() => openLayers[openLayers.length - 1] === layer, [layer]);
}
