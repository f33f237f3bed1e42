// The shell's page: layout frame, the page region, overlays and the shell-wide behaviours
// (session start, route rules, query flags, inactivity, update polling, the tester's
// remote-override badge).
import { useEffect, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useStore } from 'zustand';
import { Events, splitLocale } from '@omad/contract';
import { UiLocaleProvider } from '@omad/ui';
import { OverlayHost } from './dialogs/overlay-host';
import { useDocumentHead } from './head/use-document-head';
import { LayoutFrame } from './layout/layout-frame';
import { Slot } from './layout/slots';
import { useAccountLocale } from './locale/use-account-locale';
import { useLocaleSwitch } from './locale/use-locale-switch';
import { useQueryFlags } from './query/use-query-flags';
import { OverrideBadge } from './remotes/override-badge';
import { activeOverrides, resetRemoteOverrides } from './remotes/overrides';
import { PageSkeleton } from './routing/page-skeleton';
import { useDocumentPageStart } from './routing/use-document-first-screen';
import { PageView } from './routing/page-view';
import { useCmsRedirect } from './routing/use-cms-redirect';
import { useRouteState } from './routing/use-route-state';
import { InactivityGuard } from './session/inactivity-guard';
import type { ShellServices } from './services';
import { ShellContext, useShell } from './shell-context';
import { BuildPoller } from './updates/build-poller';

export const ShellProvider = ({
  services,
  children,
}: Readonly<{ services: ShellServices; children: ReactNode }>) => {
  const location = useLocation();
  const { locale } = splitLocale(location.pathname);
  const switchLocale = useLocaleSwitch(services);

  useLayoutEffect(() => {
    if (services.i18n.language !== locale) void services.i18n.changeLanguage(locale);
    document.documentElement.lang = locale;
  }, [services, locale]);

  const value = useMemo(
    () => ({ services, locale, switchLocale }),
    [services, locale, switchLocale],
  );
  return (
    <ShellContext.Provider value={value}>
      <UiLocaleProvider locale={locale}>{children}</UiLocaleProvider>
    </ShellContext.Provider>
  );
};

export const ShellRoot = () => {
  const { services, locale } = useShell();
  const location = useLocation();
  const navigate = useNavigate();
  const { path } = splitLocale(location.pathname);
  const state = useRouteState();
  const authenticated = useStore(services.session, (session) => session.authenticated);
  const [authReady, setAuthReady] = useState(false);
  const cmsRedirect = useCmsRedirect(
    path,
    state.route.name === 'slug' || state.route.name === 'not-found',
  );

  useEffect(() => {
    void services.session.refresh();
  }, [services]);

  useEffect(() => {
    const onPageError = ({ status, type }: { status: number; type?: string }) =>
      services.pageError.fromRemote(status, type);
    services.bus.on(Events.PageError, onPageError);
    return () => services.bus.off(Events.PageError, onPageError);
  }, [services]);

  useEffect(() => services.pageError.clearOnNavigation(), [services, location.pathname]);

  useEffect(() => {
    if (state.redirectTo) navigate(state.redirectTo, { replace: true });
  }, [state.redirectTo, navigate]);

  useQueryFlags(state.route, authReady);
  useDocumentHead(state);
  useAccountLocale();

  const start = useDocumentPageStart();
  const showSkeleton = state.redirectTo !== null || state.waiting || cmsRedirect === 'checking';
  return (
    <div
      className="omad-shell-root"
      data-authenticated={authenticated}
      data-locale={locale}
      data-route={state.route.name}
    >
      <LayoutFrame route={state.route} onAccountReady={() => setAuthReady(true)}>
        {showSkeleton ? (
          <div className="omad-page-pending">
            <PageSkeleton {...start} />
          </div>
        ) : (
          <PageView app={state.app} route={state.route} systemPage={state.systemPage} />
        )}
      </LayoutFrame>
      {/* Outside the layout frame, so a layout change never remounts it. */}
      <Slot slot="site-services" route={state.route} className="omad-slot--site-services" />
      {/* A player's account services load only once someone is signed in. */}
      {authenticated ? (
        <Slot slot="account-services" route={state.route} className="omad-slot--site-services" />
      ) : null}
      <OverlayHost overlays={services.overlays} />
      <InactivityGuard session={services.session} />
      <BuildPoller />
      <OverrideBadge overrides={activeOverrides()} onReset={() => resetRemoteOverrides()} />
    </div>
  );
};
