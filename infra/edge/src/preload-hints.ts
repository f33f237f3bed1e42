// Preload hints for the remote modules a page loads first (its route's ./app and the
// layout's slot widgets, from the shell build's routes.json): the manifest, the
// remoteEntry and the files each module needs at once. They go into the inlined runtime
// config; the shell's entry preloads them as soon as it has drawn its first frame, so they
// load alongside the rest of the shell instead of one round trip after another once it
// runs, without slowing the entry itself down. Hints are only hints: a wrong one costs a
// download, never a page.
import { CONTRACT_VERSION, type PreloadHint } from '@omad/contract';
import { pageModulesOf, type ShellRoutes } from '@omad/contract/pages';
import type { Environment } from './environments';
import { remoteBase, runnableBuild, type ManifestSource } from './remote-map';

/**
 * The hints for the page at `pathname` in `environment`, manifests first. A
 * build the contract rule refuses on the shell (`shellContract`) gets none: the shell refuses
 * it before loading anything of it.
 */
export const preloadHints = async (
  environment: Environment,
  pathname: string,
  manifests: ManifestSource,
  routes: ShellRoutes,
  shellContract: string = CONTRACT_VERSION,
): Promise<PreloadHint[]> => {
  const modules = pageModulesOf(routes, pathname);
  const apps = [...new Set(modules.map((module) => module.app))];
  // Per app its manifest and its files, or null when it gets no hints at all.
  const perApp = await Promise.all(
    apps.map(async (app) => {
      const build = await runnableBuild(environment, app, manifests, shellContract);
      if (!build) return null;
      const { pin, summary } = build;
      const base = remoteBase(pin);
      const files = modules
        .filter((module) => module.app === app)
        .flatMap((module) => {
          const expose = summary.exposes.get(module.expose);
          return expose
            ? [
                ...expose.css.map((file): PreloadHint => ({ href: base + file, as: 'style' })),
                ...expose.js.map((file): PreloadHint => ({ href: base + file, as: 'script' })),
              ]
            : [];
        });
      return {
        manifest: { href: `${base}mf-manifest.json`, as: 'fetch' } satisfies PreloadHint,
        files: [{ href: base + summary.remoteEntry, as: 'script' } satisfies PreloadHint, ...files],
      };
    }),
  );
  const hinted = perApp.filter((hints) => hints !== null);
  const seen = new Set<string>();
  return [
    ...hinted.map((hints) => hints.manifest),
    ...hinted.flatMap((hints) => hints.files),
  ].filter((hint) => (seen.has(hint.href) ? false : (seen.add(hint.href), true)));
};
