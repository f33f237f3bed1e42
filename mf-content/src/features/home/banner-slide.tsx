// One banner: responsive image, title, subtitle and its call to action.
import { Link } from 'react-router';
import { MOBILE_BANNER_MEDIA } from '@omad/contract';
import type { Banner } from '@omad/contract/api';

export const BannerSlide = ({ banner, eager }: Readonly<{ banner: Banner; eager: boolean }>) => {
  const { title, subtitle, image, image_mobile: imageMobile, link, button } = banner.description;
  return (
    <article className="omad-banner">
      {image ? (
        <picture>
          {imageMobile ? <source media={MOBILE_BANNER_MEDIA} srcSet={imageMobile} /> : null}
          <img
            src={image}
            alt=""
            width={1200}
            height={400}
            loading={eager ? 'eager' : 'lazy'}
            fetchPriority={eager ? 'high' : 'auto'}
            className="omad-banner__image"
          />
        </picture>
      ) : null}
      <div className="omad-banner__text">
        {title ? <h2 className="omad-banner__title">{title}</h2> : null}
        {subtitle ? <p className="omad-banner__subtitle">{subtitle}</p> : null}
        {link && button ? (
          <Link to={link} className="omad-banner__cta">
            {button}
          </Link>
        ) : null}
      </div>
    </article>
  );
};
