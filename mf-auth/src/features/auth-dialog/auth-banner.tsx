// The auth dialog's banner from CMS auth-config (isExist, label, value, addition, and a
// tall image for phones, a wide one for larger screens).
import { useEffect, useState } from 'react';
import type { AuthConfig } from '@omad/contract/cms';
import { useRemoteProps } from '@omad/contract/remote';

type Banner = AuthConfig['authBanner'];

export const useAuthConfig = (): AuthConfig | null => {
  const { cms, locale } = useRemoteProps();
  const [config, setConfig] = useState<AuthConfig | null>(null);
  useEffect(() => {
    let cancelled = false;
    cms
      .getAuthConfig()
      .then((next) => {
        if (!cancelled) setConfig(next);
      })
      .catch((error: unknown) => console.warn('[mf-auth] auth-config unavailable', error));
    return () => {
      cancelled = true;
    };
  }, [cms, locale]);
  return config;
};

export const AuthBanner = ({ banner }: Readonly<{ banner: Banner | undefined }>) => {
  if (!banner?.isExist) return null;
  return (
    <aside className="omad-auth-banner" data-testid="auth-banner">
      <picture>
        {banner.image_735_240 ? (
          <source media="(min-width: 768px)" srcSet={banner.image_735_240} />
        ) : null}
        {banner.image_360_520 ? (
          <img
            src={banner.image_360_520}
            alt=""
            width={360}
            height={520}
            className="omad-auth-banner__image"
          />
        ) : null}
      </picture>
      <div className="omad-auth-banner__text">
        <span className="omad-auth-banner__label">{banner.label}</span>
        <strong className="omad-auth-banner__value">{banner.value}</strong>
        <span className="omad-auth-banner__addition">{banner.addition}</span>
      </div>
    </aside>
  );
};
