// With the content service's 'platform' strategy, a signed-in player's account locale
// wins over the URL (spec section 4).
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useStore } from 'zustand';
import { localizePath, splitLocale } from '@omad/contract';
import { useShell } from '../shell-context';
import { accountLocaleOverride } from './detect';

export const useAccountLocale = (): void => {
  const { services, locale } = useShell();
  const navigate = useNavigate();
  const accountLocale = useStore(services.session, (state) =>
    state.authenticated ? (state.account?.locale ?? null) : null,
  );

  useEffect(() => {
    if (!accountLocale || accountLocale === locale) return;
    let cancelled = false;
    services.cms
      .getCommon()
      .then((common) => {
        const target = accountLocaleOverride(common.localeDetectionStrategy, accountLocale, locale);
        if (cancelled || !target) return;
        const { path } = splitLocale(`${window.location.pathname}${window.location.search}`);
        navigate(localizePath(path, target), { replace: true });
      })
      .catch((error: unknown) => console.warn('[shell] locale strategy unknown', error));
    return () => {
      cancelled = true;
    };
  }, [accountLocale, locale, services.cms, navigate]);
};
