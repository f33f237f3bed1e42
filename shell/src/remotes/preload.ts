// Warms a remote before the player needs it: its manifest, remoteEntry and the chunks of
// ./app load when a link to one of its pages is hovered, focused or touched, and the
// likeliest next remote loads once the page is idle. A failed warm-up is only logged: the
// real load tries again and shows the fallback if it must.
import { preloadRemote } from '@module-federation/enhanced/runtime';
import { splitLocale } from '@omad/contract';
import { matchRoute } from '../routing/match-route';

/** The remote a player most often opens next from any page: the games hall. */
export const LIKELY_NEXT: readonly string[] = ['mf-gamehall'];

/** How a remote is warmed; the federation runtime's preloadRemote in the browser. */
export type Preload = (scope: string) => Promise<unknown>;

const federationPreload: Preload = (scope) =>
  preloadRemote([{ nameOrAlias: scope, exposes: ['app'], resourceCategory: 'sync' }]);

/** The app that owns the page `href` names, when it is a page of this site. */
export const appForHref = (href: string, origin: string): string | null => {
  let url: URL;
  try {
    url = new URL(href, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin) return null;
  return matchRoute(splitLocale(url.pathname).path)?.def.remote ?? null;
};

type Options = Readonly<{
  doc: Document;
  /** The federation scope of an app that may be warmed; null: not through federation. */
  scopeOf: (app: string) => string | null;
  preload?: Preload;
  /** Runs work when the browser is idle. */
  whenIdle?: (work: () => void) => void;
  log?: (message: string, error: unknown) => void;
}>;

const defaultWhenIdle = (work: () => void) => {
  // Safari has no requestIdleCallback: a short delay after load stands in for it.
  const idle = () => {
    if (typeof window.requestIdleCallback === 'function') {
      window.requestIdleCallback(work, { timeout: 5000 });
    } else setTimeout(work, 2000);
  };
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
};

/** A phone that asked to save data gets no speculative downloads. */
const savesData = (): boolean => {
  const connection: unknown = Reflect.get(navigator, 'connection');
  return typeof connection === 'object' && connection !== null
    ? Reflect.get(connection, 'saveData') === true
    : false;
};

/** Listens for intent on links and warms on idle; returns a function that stops it. */
export const installRemotePreloading = ({
  doc,
  scopeOf,
  preload = federationPreload,
  whenIdle = defaultWhenIdle,
  log = (message, error) => console.warn(message, error),
}: Options): (() => void) => {
  const warmed = new Set<string>();
  const warm = (app: string) => {
    const scope = scopeOf(app);
    if (scope === null || warmed.has(app)) return;
    warmed.add(app);
    preload(scope).catch((error: unknown) => {
      warmed.delete(app);
      log(`[shell] preloading ${app} failed`, error);
    });
  };
  const onIntent = (event: Event) => {
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    const href = link?.getAttribute('href');
    if (!href) return;
    const app = appForHref(href, doc.location.origin);
    if (app !== null) warm(app);
  };
  const events = ['pointerover', 'focusin', 'touchstart'] as const;
  for (const name of events) doc.addEventListener(name, onIntent, { passive: true });
  if (!savesData()) whenIdle(() => LIKELY_NEXT.forEach(warm));
  return () => {
    for (const name of events) doc.removeEventListener(name, onIntent);
  };
};
