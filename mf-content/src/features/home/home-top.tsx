// The top of home: its heading and the banner carousel in position order. The page draws it
// with the banners it reads, and the first screen draws it on the edge with the same read,
// so the page takes the edge's markup over in place. The banners' space is reserved while
// they load, so nothing below them moves.
import { useTranslation } from 'react-i18next';
import { Skeleton } from '@omad/ui';
import type { Banner } from '@omad/contract/api';
import { BannerSlide } from './banner-slide';

export const HomeTop = ({
  loading,
  banners,
}: Readonly<{ loading: boolean; banners: readonly Banner[] }>) => {
  const { t } = useTranslation('content');
  return (
    <>
      <h1 className="omad-visually-hidden">{t('home.title')}</h1>
      <section
        className="omad-banners"
        aria-label={t('home.banners')}
        aria-busy={loading}
        data-loading={loading}
      >
        {loading ? (
          <Skeleton variant="block" className="omad-banners__skeleton" />
        ) : (
          <ol className="omad-banners__track">
            {banners.map((banner, index) => (
              <li
                key={banner.id}
                className="omad-banners__item"
                data-testid="home-banner"
                data-position={banner.description.position}
              >
                <BannerSlide banner={banner} eager={index === 0} />
              </li>
            ))}
          </ol>
        )}
      </section>
    </>
  );
};
