// The CMS auth-config of the current locale (read again when the locale changes, as spec
// section 4 asks of the menu banner). The shell's CMS client answers it once per locale.
import { useEffect, useState } from 'react';
import type { AuthConfig } from '@omad/contract/cms';
import { useRemoteProps } from '@omad/contract/remote';

export type AuthConfigState =
  | Readonly<{ status: 'loading' }>
  | Readonly<{ status: 'ready'; config: AuthConfig }>
  | Readonly<{ status: 'failed' }>;

export const useAuthConfig = (): AuthConfigState => {
  const { cms, locale } = useRemoteProps();
  const [state, setState] = useState<AuthConfigState>({ status: 'loading' });
  useEffect(() => {
    let cancelled = false;
    cms
      .getAuthConfig()
      .then((config) => {
        if (!cancelled) setState({ status: 'ready', config });
      })
      .catch((error: unknown) => {
        console.error('[mf-content] auth-config unavailable', error);
        if (!cancelled) setState({ status: 'failed' });
      });
    return () => {
      cancelled = true;
    };
  }, [cms, locale]);
  return state;
};
