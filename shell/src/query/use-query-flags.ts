// Query flags and hashes of spec section 2 that the shell hands to their owners over the
// bus: auth popups (show_popup_reg / show_popup_auth / prevent_close), #real on a game
// page, #popup-preview, the messenger mini-app's tgWebAppData, and the return addresses
// (redirectUrl, backUrl) followed after sign-in when they stay on this site.
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useStore } from 'zustand';
import {
  Events,
  localizePath,
  safeLocalStorage,
  sameOriginPath,
  type RouteInfo,
} from '@omad/contract';
import { useShell } from '../shell-context';
import { reportTracking } from './tracking-params';

const AUTH_FLAGS = ['show_popup_reg', 'show_popup_auth', 'prevent_close'] as const;

/** The query string without the auth popup flags. */
export const withoutAuthFlags = (search: string): string => {
  const query = new URLSearchParams(search);
  for (const flag of AUTH_FLAGS) query.delete(flag);
  const rest = query.toString();
  return rest ? `?${rest}` : '';
};

export const useQueryFlags = (route: RouteInfo, authReady: boolean): void => {
  const { services, locale } = useShell();
  const { bus, session } = services;
  const location = useLocation();
  const navigate = useNavigate();
  const handled = useRef(new Set<string>());
  const sessionKnown = useStore(session, (state) => state.status === 'success');
  const authenticated = useStore(session, (state) => state.authenticated);

  useEffect(() => reportTracking(location.search), [location.search]);

  useEffect(() => {
    if (location.hash.includes('tgWebAppData')) {
      bus.emit(Events.MessengerDetected, { initData: location.hash.slice(1) });
    }
    const popup = new URLSearchParams(location.search).get('popup');
    if (location.hash === '#popup-preview' && popup)
      bus.emit(Events.PopupPreview, { sysname: popup });
  }, [bus, location.hash, location.search]);

  useEffect(() => {
    if (!authReady || !sessionKnown || authenticated) return;
    const query = new URLSearchParams(location.search);
    const key = `${location.pathname}${location.search}${location.hash}`;
    if (handled.current.has(key)) return;
    const closable = query.get('prevent_close') !== '1';
    if (query.has('show_popup_reg')) {
      safeLocalStorage.setItem('show_popup_reg', query.get('show_popup_reg') ?? '1');
      bus.emit(Events.AuthOpen, { mode: 'register', closable, source: 'query' });
    } else if (query.has('show_popup_auth')) {
      bus.emit(Events.AuthOpen, { mode: 'login', closable, source: 'query' });
    } else if (route.isGamePage && location.hash === '#real') {
      bus.emit(Events.AuthOpen, { mode: 'register', closable: true, source: 'game-real' });
    } else return;
    handled.current.add(key);
  }, [authReady, sessionKnown, authenticated, bus, location, route.isGamePage]);

  useEffect(() => {
    const onClosed = ({ signedIn }: { signedIn: boolean }) => {
      const current = window.location;
      if (!signedIn && route.isGamePage && current.hash === '#real') {
        navigate(localizePath('/', locale));
        return;
      }
      const search = withoutAuthFlags(current.search);
      if (search !== current.search)
        navigate(`${current.pathname}${search}${current.hash}`, { replace: true });
    };
    bus.on(Events.AuthClosed, onClosed);
    return () => bus.off(Events.AuthClosed, onClosed);
  }, [bus, navigate, locale, route.isGamePage]);

  useEffect(() => {
    const onSignedIn = () => {
      const query = new URLSearchParams(window.location.search);
      const target =
        sameOriginPath(query.get('redirectUrl'), window.location.origin) ??
        sameOriginPath(query.get('backUrl'), window.location.origin);
      if (target) navigate(target, { replace: true });
      else if (AUTH_FLAGS.some((flag) => query.has(flag))) {
        navigate(`${window.location.pathname}${withoutAuthFlags(window.location.search)}`, {
          replace: true,
        });
      }
    };
    bus.on(Events.SignedIn, onSignedIn);
    return () => bus.off(Events.SignedIn, onSignedIn);
  }, [bus, navigate]);
};
