// The loyalty remote's own routes (locale-free; the shell's basename adds /ru).
// Each page is a labelled placeholder until the loyalty squad builds it.
import { useTranslation } from 'react-i18next';
import { PlaceholderRoutes } from '@omad/contract/remote';
import type { uz } from './i18n/uz';

type TitleKey = keyof typeof uz.title;

const PAGES: ReadonlyArray<readonly [path: string, title: TitleKey]> = [
  ['/loyalty', 'loyalty'],
  ['/loyalty/shop', 'shop'],
  ['/loyalty/:sysname', 'program'],
  ['/offers', 'offers'],
  ['/offers/:id', 'offer'],
  ['/promotions', 'promotions'],
  ['/promotions/:id', 'promotion'],
];

export const AppRoutes = () => {
  const { t } = useTranslation();
  return (
    <PlaceholderRoutes pages={PAGES.map(([path, title]) => [path, t(`title.${title}`)] as const)} />
  );
};
