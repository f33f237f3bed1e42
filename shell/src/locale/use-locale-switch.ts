// The locale switch sequence of spec section 4: tell the account first, then move to the
// same page in the new language, refetch the data that depends on the language (the bus
// event lets remotes refetch theirs) and store the cookie.
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { Events, localizePath, splitLocale, type Locale } from '@omad/contract';
import type { ShellServices } from '../services';
import { localeCookie } from './detect';

export const useLocaleSwitch = (services: ShellServices): ((locale: Locale) => Promise<void>) => {
  const navigate = useNavigate();
  return useCallback(
    async (target: Locale) => {
      const previous = services.locale();
      if (target === previous) return;
      if (services.session.getState().authenticated) {
        try {
          await services.api.account.changeLocale(target);
        } catch (error) {
          console.error('[shell] account locale not saved', error);
        }
      }
      const { path } = splitLocale(
        `${window.location.pathname}${window.location.search}${window.location.hash}`,
      );
      await services.i18n.changeLanguage(target);
      document.documentElement.lang = target;
      navigate(localizePath(path, target));
      services.bus.emit(Events.LocaleChanged, { locale: target, previous });
      void services.session.refresh();
      document.cookie = localeCookie(target);
    },
    [services, navigate],
  );
};
