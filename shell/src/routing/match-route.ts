// Matches a locale-free pathname against the route table (first match wins, so the
// /{slug} catch-all stands last).
import { matchPath } from 'react-router';
import { ROUTES, type RouteDef } from './route-table';

export type RouteMatch = Readonly<{ def: RouteDef; params: Readonly<Record<string, string>> }>;

export const matchRoute = (
  pathname: string,
  routes: readonly RouteDef[] = ROUTES,
): RouteMatch | null => {
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

/** True when a guest must be sent home with a redirectUrl (the slug route is exempt). */
export const needsSignIn = (pathname: string, routeName: string | null): boolean =>
  GUARDED.test(pathname) && !(routeName ?? '').includes('slug');
