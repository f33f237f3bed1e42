// The auth dialog's banner from CMS auth-config (isExist, label, value, addition, and a
// tall image for phones, a wide one for larger screens).
import type { AuthConfig } from '@omad/contract/cms';

type Banner = AuthConfig['authBanner'];

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
