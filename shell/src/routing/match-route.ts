// Matches a locale-free pathname against the route table with the contract's matcher (the
// edge matches routes.json with the same one), and the access guard of spec section 2.
import { matchRoutePath, type RouteMatchOf } from '@omad/contract/pages';

export { needsSignIn } from '@omad/contract/pages';
import { ROUTES, type RouteDef } from './route-table';

export type RouteMatch = RouteMatchOf<RouteDef>;

export const matchRoute = (
  pathname: string,
  routes: readonly RouteDef[] = ROUTES,
): RouteMatch | null => matchRoutePath(routes, pathname);
