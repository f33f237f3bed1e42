// The shell's own redirects (its route table's, published in routes.json with their target:
// /gamehall/{id} to the lobby filtered by that category, /cashier/billing, /profile/bets),
// answered 301 by the edge before the page, in the visitor's language, so a crawler and a
// visitor without JavaScript land where the shell would send them.
import { localizePath, splitLocale } from '@omad/contract';
import { matchRoutePath, type ShellRoutes } from '@omad/contract/pages';
import { fillRoutePath } from '@omad/contract/seo';

/** Where the shell's route table sends the page at `pathname` (with its locale prefix); null: nowhere. */
export const routeRedirect = (routes: ShellRoutes | null, pathname: string): string | null => {
  if (!routes) return null;
  const { locale, path } = splitLocale(pathname);
  const match = matchRoutePath(routes.routes, path);
  const target = match?.def.redirectTo;
  return match && target ? localizePath(fillRoutePath(target, match.params), locale) : null;
};
