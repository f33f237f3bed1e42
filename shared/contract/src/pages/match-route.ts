// Which route of a table owns a locale-free path: the first whose pattern matches (so a
// catch-all stands last), with react-router's own matching, so the shell's router and the
// edge always agree.
import { matchPath } from 'react-router';

/** A matched route and its path parameters, still as the URL spells them. */
export type RouteMatchOf<R> = Readonly<{ def: R; params: Readonly<Record<string, string>> }>;

export const matchRoutePath = <R extends Readonly<{ path: string }>>(
  routes: readonly R[],
  pathname: string,
): RouteMatchOf<R> | null => {
  const normalized = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  for (const def of routes) {
    const match = matchPath({ path: def.path, end: true }, normalized);
    if (!match) continue;
    const params: Record<string, string> = {};
    for (const [key, value] of Object.entries(match.params)) {
      if (typeof value === 'string') params[key] = value;
    }
    return { def, params };
  }
  return null;
};

/** Spec section 2: paths with these words are for signed-in players only. */
const GUARDED = /bets|cashier|profile|responsible-game/;

/**
 * True when a guest must be sent home with a redirectUrl (the slug route is exempt). The shell
 * redirects by it; the edge draws no first screen of such a page for a visitor without a
 * session.
 */
export const needsSignIn = (pathname: string, routeName: string | null): boolean =>
  GUARDED.test(pathname) && !(routeName ?? '').includes('slug');
