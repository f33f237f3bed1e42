// The shell's route table as its build publishes it (routes.json beside index.html): which
// remote owns which path, in which layout, and which slot widgets each layout mounts at
// once. The edge serves the shell, so it reads this file of the very build it serves to
// know what a page will load first, without importing the shell's source.
import * as v from 'valibot';
import { splitLocale } from '../locale';
import { RouteHeadSchema } from '../seo/route-head';
import { matchRoutePath } from './match-route';

/** The file the shell's build writes next to its index.html. */
export const SHELL_ROUTES_FILE = 'routes.json';

const LayoutSchema = v.picklist(['default', 'empty', 'game', 'svg-sprite']);

export const PageModuleSchema = v.object({
  /** The app that exposes it, e.g. 'mf-content'. */
  app: v.string(),
  /** The exposed module, e.g. './app' or './footer'. */
  expose: v.string(),
});
/** One remote module a page mounts. */
export type PageModule = v.InferOutput<typeof PageModuleSchema>;

export const ShellRouteSchema = v.object({
  /** The route's name, e.g. 'cashier-deposit-sysname'. */
  name: v.string(),
  /** react-router path pattern without the locale prefix, e.g. '/game/:sysname'. */
  path: v.string(),
  /** The remote that renders it; null for the shell's own pages. */
  remote: v.nullable(v.string()),
  /** The layout the shell renders it in. */
  layout: LayoutSchema,
  /** True when the shell redirects it elsewhere instead of rendering it. */
  redirect: v.boolean(),
  /**
   * Where: the locale-free target with the route's `:params`, e.g. '/gamehall?category=:id'
   * (contract's fillRoutePath), so the edge answers it before the page (since 3.2.0).
   */
  redirectTo: v.optional(v.string()),
  /** What its pages' head takes from the route (absent in a build before 3.1.0). */
  head: v.optional(RouteHeadSchema),
});
/** One route of the shell's table. */
export type ShellRoute = v.InferOutput<typeof ShellRouteSchema>;

export const ShellRoutesSchema = v.object({
  /** In matching order: the first route that matches a path owns it. */
  routes: v.array(ShellRouteSchema),
  /** Per layout, the slot widgets it mounts on its first render. */
  firstRender: v.record(LayoutSchema, v.array(PageModuleSchema)),
});
/** The content of routes.json. */
export type ShellRoutes = v.InferOutput<typeof ShellRoutesSchema>;

/**
 * The remote modules the page at `pathname` (with or without a locale prefix) mounts on its
 * first render: its route's remote (./app) and its layout's slot widgets, each once. None
 * for a redirect or an unknown path.
 */
export const pageModulesOf = (table: ShellRoutes, pathname: string): PageModule[] => {
  const match = matchRoutePath(table.routes, splitLocale(pathname).path);
  if (!match || match.def.redirect) return [];
  const modules: PageModule[] = [
    ...(match.def.remote ? [{ app: match.def.remote, expose: './app' }] : []),
    ...(table.firstRender[match.def.layout] ?? []),
  ];
  return modules.filter(
    (module, index) =>
      modules.findIndex((other) => other.app === module.app && other.expose === module.expose) ===
      index,
  );
};
