// Home: the banner carousel (banners.get, position order), the menu banner and the CMS
// blocks, with the games remote's game rows, jackpot strip and winners ticker (slots
// 'home-games', 'home-jackpots', 'home-winners') below the banners. Its top (home-top.tsx)
// is what the edge draws as the page's first screen.
import { Container } from '@omad/ui';
import { useRemoteProps } from '@omad/contract/remote';
import { MenuBanner } from '../../lib/menu-banner';
import { HomeBlocks } from './home-blocks';
import { HomeTop } from './home-top';
import { useBanners } from './use-banners';
import './home.css';

export const HomePage = () => {
  const { loading, banners } = useBanners();
  const { renderSlot } = useRemoteProps();
  return (
    <Container className="omad-home">
      <HomeTop loading={loading} banners={banners} />
      {renderSlot('home-games')}
      {renderSlot('home-jackpots')}
      {renderSlot('home-winners')}
      <MenuBanner placement="home" />
      <HomeBlocks />
    </Container>
  );
};
