// Tells the head service which route the shell shows, whenever the location, the locale or
// the page the shell chose changes. Redirects and the guard's wait are skipped: the page
// that follows them writes the head. The first page's head waits for the first screen
// (routing/first-screen.ts): its content reads would otherwise take the connections and the
// main thread the page needs to paint, for a title and tags nobody looks at meanwhile.
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { splitLocale } from '@omad/contract';
import type { RouteState } from '../routing/use-route-state';
import { useShell } from '../shell-context';
import { headRouteOf } from './route-head';

export const useDocumentHead = (state: RouteState): void => {
  const { services } = useShell();
  const location = useLocation();
  const { locale, path } = splitLocale(location.pathname);
  const pathAndQuery = `${path}${location.search}`;
  const pending = state.redirectTo !== null || state.waiting;
  const systemPage = state.systemPage !== null || state.app === null;
  const { route } = state;
  const [firstScreenDone, setFirstScreenDone] = useState(false);

  useEffect(() => {
    let live = true;
    void services.firstScreen.done.then(() => {
      if (live) setFirstScreenDone(true);
    });
    return () => {
      live = false;
    };
  }, [services]);

  useEffect(() => {
    if (pending || !firstScreenDone) return;
    services.head.setRoute(headRouteOf({ locale, path: pathAndQuery, route, systemPage }));
  }, [services, locale, pathAndQuery, route, systemPage, pending, firstScreenDone]);
};
