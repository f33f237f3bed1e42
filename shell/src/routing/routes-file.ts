// The remote modules a page loads on its first render: the route's own remote (./app) and
// the layout's slot widgets. The edge turns them into preload hints, so a browser fetches
// them alongside the shell instead of after it.
import { splitLocale } from '@omad/contract';
import { FIRST_RENDER_SLOTS, SLOT_OWNERS, type SlotOwner } from '../layout/slot-owners';
import { matchRoute } from './match-route';
import type { RouteDef } from './route-table';

export type PageModule = SlotOwner;

/** The modules the page at `pathname` (with or without a locale prefix) loads first. */
export const pageModules = (pathname: string): PageModule[] => {
  const match = matchRoute(splitLocale(pathname).path);
  // An unknown path is a CMS page or not found: the slug route's remote decides.
  if (!match || match.def.redirect) return [];
  const modules: PageModule[] = [];
  if (match.def.remote) modules.push({ app: match.def.remote, expose: './app' });
  for (const slot of FIRST_RENDER_SLOTS[match.def.layout]) modules.push(SLOT_OWNERS[slot]);
  return modules.filter(
    (module, index) =>
      modules.findIndex((other) => other.app === module.app && other.expose === module.expose) ===
      index,
  );
};

/** The page reads the route of `pathname` declares (route-table.ts), for the edge to make. */
export const routePageReads = (pathname: string): RouteDef['pageReads'] => {
  const match = matchRoute(splitLocale(pathname).path);
  return match && !match.def.redirect ? match.def.pageReads : undefined;
};
