// Matches a locale-free pathname against the route table with the contract's matcher (the
// edge matches routes.json with the same one), and the access guard of spec section 2.
import { matchRoutePath, type RouteMatchOf } from '@omad/contract/pages';
import { ROUTES, type RouteDef } from './route-table';

export type RouteMatch = RouteMatchOf<RouteDef>;

export const matchRoute = (
  pathname: string,
  routes: readonly RouteDef[] = ROUTES,
): RouteMatch | null => matchRoutePath(routes, pathname);

/** Spec section 2: paths with these words are for signed-in players only. */
const GUARDED = /bets|cashier|profile|responsible-game/;

/** True when a guest must be sent home with a redirectUrl (the slug route is exempt). */
export const needsSignIn = (pathname: string, routeName: string | null): boolean =>
  GUARDED.test(pathname) && !(routeName ?? '').includes('slug');
