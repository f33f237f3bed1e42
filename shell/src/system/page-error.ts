// Which error page, if any, replaces the page (spec sections 2 and 8). Fatal platform
// errors and remotes' page:error reports land here; a route change clears non-fatal ones.
import { createStore } from 'zustand/vanilla';
import { ErrorType, type PlatformError } from '@omad/contract/api';

export type SystemPageName = 'notFound' | 'forbidden' | 'maintenance' | 'userBlocked';

export type PageErrorState = Readonly<{
  page: SystemPageName | null;
  /** Fatal errors stay until a reload; a not-found clears on the next route. */
  fatal: boolean;
  /** The ban type of a banned player, when the platform gave one. */
  banType?: string;
}>;

/** Error page choice of spec section 2. */
export const systemPageFor = (status: number, type?: string): SystemPageName => {
  if (type === ErrorType.UserBanned) return 'userBlocked';
  if (type === ErrorType.ApplicationDisabled || type === ErrorType.ApplicationUnavailable)
    return 'maintenance';
  if (status === 503) return 'maintenance';
  if (status === 403) return 'forbidden';
  return 'notFound';
};

/** True for platform errors that end the page (banned, maintenance, any 403). */
export const isFatalPlatformError = (error: PlatformError): boolean =>
  error.type === ErrorType.UserBanned ||
  error.type === ErrorType.ApplicationDisabled ||
  error.type === ErrorType.ApplicationUnavailable ||
  error.status === 403;

export const createPageErrorStore = () => {
  const store = createStore<PageErrorState>()(() => ({ page: null, fatal: false }));
  return {
    store,
    fromPlatform(error: PlatformError): void {
      if (!isFatalPlatformError(error)) return;
      const banType = typeof error.data.ban_type === 'string' ? error.data.ban_type : undefined;
      store.setState({ page: systemPageFor(error.status, error.type), fatal: true, banType });
    },
    fromRemote(status: number, type?: string): void {
      if (store.getState().fatal) return;
      store.setState({ page: systemPageFor(status, type), fatal: false });
    },
    clearOnNavigation(): void {
      if (!store.getState().fatal) store.setState({ page: null });
    },
  };
};

export type PageErrorStore = ReturnType<typeof createPageErrorStore>;
