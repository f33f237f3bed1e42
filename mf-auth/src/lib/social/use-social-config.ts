// The social part of CMS auth-config: the sign-in services (label, icon) and the origins a
// back-URL may point at. null while loading; an unavailable config reads as empty.
import { useEffect, useState } from 'react';
import type { AuthConfig } from '@omad/contract/cms';
import { useRemoteProps } from '@omad/contract/remote';

export type SocialConfig = Pick<AuthConfig, 'socialServices' | 'backUrlAllowList'>;

const EMPTY: SocialConfig = { socialServices: [], backUrlAllowList: [] };

export const useSocialConfig = (): SocialConfig | null => {
  const { cms, locale } = useRemoteProps();
  const [config, setConfig] = useState<SocialConfig | null>(null);
  useEffect(() => {
    let cancelled = false;
    cms
      .getAuthConfig()
      .catch((error: unknown) => {
        console.warn('[mf-auth] auth-config unavailable', error);
        return EMPTY;
      })
      .then((next) => {
        if (!cancelled) setConfig(next);
      });
    return () => {
      cancelled = true;
    };
  }, [cms, locale]);
  return config;
};
