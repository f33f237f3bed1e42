// Starts the downloads the edge listed in window.__OMAD__.preload: the manifests, entries
// and first files of the remote modules this page loads (the edge's preload-hints.ts).
// Called by the entry once the first frame is drawn and the rest of the shell requested,
// so these load alongside it rather than before it, and before the federation runtime asks
// for them. Only this site's own paths are accepted.
type Hint = Readonly<{ href: string; as: 'script' | 'style' | 'fetch' }>;

const KINDS: ReadonlySet<string> = new Set(['script', 'style', 'fetch']);

const isHint = (value: unknown): value is Hint =>
  typeof value === 'object' &&
  value !== null &&
  'href' in value &&
  typeof value.href === 'string' &&
  value.href.startsWith('/') &&
  !value.href.startsWith('//') &&
  'as' in value &&
  typeof value.as === 'string' &&
  KINDS.has(value.as);

/** The valid hints of a runtime config (window.__OMAD__); none when it has no list. */
export const preloadHintsOf = (config: unknown): Hint[] => {
  const list =
    typeof config === 'object' && config !== null && 'preload' in config ? config.preload : null;
  return Array.isArray(list) ? list.filter(isHint) : [];
};

/** Adds a <link rel="preload"> per hint. The federation runtime fetches manifests in CORS mode. */
export const startEarlyPreloads = (doc: Document, config: unknown): void => {
  for (const hint of preloadHintsOf(config)) {
    const link = doc.createElement('link');
    link.rel = 'preload';
    link.href = hint.href;
    link.setAttribute('as', hint.as);
    if (hint.as === 'fetch') link.crossOrigin = 'anonymous';
    doc.head.append(link);
  }
};
