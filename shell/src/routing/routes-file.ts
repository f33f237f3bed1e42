// The route table as the shell's build publishes it (routes.json, the contract's
// ShellRoutes): path -> remote and layout, what its pages' head takes from the route, and the
// slot widgets each layout mounts at once.
// The edge reads the file of the shell build it serves to tell which remote modules a page
// loads first, and whose page reads to make; it never imports the shell's source.
import type { LayoutName } from '@omad/contract';
import type { ShellRoutes } from '@omad/contract/pages';
import { FIRST_RENDER_SLOTS, SLOT_OWNERS } from '../layout/slot-owners';
import { ROUTES, routeHeadOf } from './route-table';

const LAYOUTS = Object.keys(FIRST_RENDER_SLOTS) as LayoutName[];

/** The content of routes.json for this build. */
export const shellRoutesFile = (): ShellRoutes => ({
  routes: ROUTES.map((route) => ({
    name: route.name,
    path: route.path,
    remote: route.remote,
    layout: route.layout,
    redirect: route.redirect !== undefined,
    ...(route.redirect === undefined ? {} : { redirectTo: route.redirect }),
    head: routeHeadOf(route),
  })),
  firstRender: Object.fromEntries(
    LAYOUTS.map((layout) => [layout, FIRST_RENDER_SLOTS[layout].map((slot) => SLOT_OWNERS[slot])]),
  ) as ShellRoutes['firstRender'],
});
