// Home: the banner carousel (banners.get, position order), the menu banner and the CMS
// blocks, with the games remote's game rows, jackpot strip and winners ticker (slots
// 'home-games', 'home-jackpots', 'home-winners') below the banners. The
// banners' space is reserved while they load, so nothing below them moves.
import { useTranslation } from 'react-i18next';
import { Container, Skeleton } from '@omad/ui';
import { useRemoteProps } from '@omad/contract/remote';
import { MenuBanner } from '../../lib/menu-banner';
import { BannerSlide } from './banner-slide';
import { HomeBlocks } from './home-blocks';
import { useBanners } from './use-banners';
import './home.css';

export const HomePage = () => {
  const { t } = useTranslation('content');
  const { loading, banners } = useBanners();
  const { renderSlot } = useRemoteProps();
  return (
    <Container className="omad-home">
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
      {renderSlot('home-games')}
      {renderSlot('home-jackpots')}
      {renderSlot('home-winners')}
      <MenuBanner placement="home" />
      <HomeBlocks />
    </Container>
  );
};
