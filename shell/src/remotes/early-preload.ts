// Starts the downloads the edge listed in the runtime config's `preload`: the manifests,
// entries and first files of the remote modules this page loads (the edge's
// preload-hints.ts). Called by the entry once the first frame is drawn and the rest of the
// shell requested, so these load alongside it rather than before it, and before the
// federation runtime asks for them. The config's schema admits only this site's own paths.
import type { PreloadHint } from '@omad/contract';

/** Adds a <link rel="preload"> per hint. The federation runtime fetches manifests in CORS mode. */
export const startEarlyPreloads = (doc: Document, hints: readonly PreloadHint[]): void => {
  for (const hint of hints) {
    const link = doc.createElement('link');
    link.rel = 'preload';
    link.href = hint.href;
    link.setAttribute('as', hint.as);
    if (hint.as === 'fetch') link.crossOrigin = 'anonymous';
    doc.head.append(link);
  }
};
