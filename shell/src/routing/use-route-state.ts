// Works out, for the current location, what the shell shows: a redirect (route rules,
// the access guard), a system page, or a remote's page, and the route info remotes get.
import { useMemo } from 'react';
import { useLocation } from 'react-router';
import { useStore } from 'zustand';
import { localizePath, splitLocale, type RemoteApp, type RouteInfo } from '@omad/contract';
import { fillRoutePath } from '@omad/contract/seo';
import { useShell } from '../shell-context';
import type { ShellPageName } from '../system/system-page-view';
import { matchRoute, needsSignIn } from './match-route';
import { useDocumentAbsent } from './use-document-first-screen';

export type RouteState = Readonly<{
  /** Where to go instead (replace), when a rule says so. */
  redirectTo: string | null;
  /** True while the guard waits for the session. */
  waiting: boolean;
  route: RouteInfo;
  app: RemoteApp | null;
  systemPage: ShellPageName | null;
}>;

const NOT_FOUND: RouteInfo = {
  name: 'not-found',
  params: {},
  layout: 'default',
  isGamePage: false,
};

export const useRouteState = (): RouteState => {
  const { services, locale } = useShell();
  const location = useLocation();
  const status = useStore(services.session, (state) => state.status);
  const authenticated = useStore(services.session, (state) => state.authenticated);
  const errorPage = useStore(services.pageError.store, (state) => state.page);
  const absent = useDocumentAbsent();
  const { path } = splitLocale(location.pathname);

  const match = useMemo(() => matchRoute(path), [path]);
  const route = useMemo<RouteInfo>(
    () =>
      match
        ? {
            name: match.def.name,
            params: match.params,
            layout: match.def.layout,
            isGamePage: match.def.isGamePage === true,
          }
        : NOT_FOUND,
    [match],
  );

  const base = {
    route,
    app: match?.def.remote ?? null,
    systemPage: null,
    waiting: false,
    redirectTo: null,
  };
  if (errorPage) {
    const layout = errorPage === 'forbidden' || errorPage === 'maintenance' ? 'empty' : 'default';
    return { ...base, route: { ...route, layout }, systemPage: errorPage };
  }
  if (!match) return { ...base, systemPage: 'notFound' };
  if (match.def.redirect) {
    const target = fillRoutePath(match.def.redirect, match.params);
    return { ...base, redirectTo: localizePath(target, locale) };
  }
  // The edge answered this address 404 with the not-found page (a promotion or an offer no
  // one has): it stays, rather than the remote mounting to say so again in its own words.
  if (absent) return { ...base, systemPage: 'notFound' };
  if (needsSignIn(path, match.def.name)) {
    if (status === 'idle' || status === 'pending') return { ...base, waiting: !authenticated };
    if (!authenticated) {
      const fullPath = `${location.pathname}${location.search}${location.hash}`;
      return {
        ...base,
        redirectTo: `${localizePath('/', locale)}?redirectUrl=${encodeURIComponent(fullPath)}`,
      };
    }
  }
  return base;
};
