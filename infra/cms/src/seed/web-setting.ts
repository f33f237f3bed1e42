// web-setting: the favicon set (png, apple png, ico, svg) and the colours of the web app.
import { media } from '../model';
import { localizedSingle } from './localize';

export const webSetting = localizedSingle((t) => ({
  siteName: 'Omad',
  shortName: 'Omad',
  description: t('Onlayn kazino va sport tikishlari', 'Онлайн-казино и ставки на спорт'),
  themeColor: '#0b3b2e',
  backgroundColor: '#06261d',
  favicon: {
    svg: media('favicon.svg'),
    ico: media('favicon.ico'),
    png: [
      { size: 32, icon: media('favicon-32.png') },
      { size: 192, icon: media('favicon-192.png') },
    ],
    applePng: [{ size: 180, icon: media('apple-touch-icon.png') }],
  },
}));
