// The profile remote's own routes (locale-free; the shell's basename adds /ru).
// Each page is a labelled placeholder until the profile squad builds it.
import { useTranslation } from 'react-i18next';
import { PlaceholderRoutes } from '@omad/contract/remote';
import type { uz } from './i18n/uz';

type TitleKey = keyof typeof uz.title;

const PAGES: ReadonlyArray<readonly [path: string, title: TitleKey]> = [
  ['/profile', 'profile'],
  ['/profile/bets/history', 'betsHistory'],
  ['/profile/bets/exports', 'betsExports'],
  ['/profile/bonuses', 'bonuses'],
  ['/profile/cashback', 'cashback'],
  ['/profile/loyalty', 'loyalty'],
  ['/profile/notification', 'notification'],
  ['/profile/responsible-game', 'responsibleGame'],
  ['/profile/security', 'security'],
  ['/profile/settings', 'settings'],
  ['/profile/verification', 'verification'],
];

export const AppRoutes = () => {
  const { t } = useTranslation();
  return (
    <PlaceholderRoutes pages={PAGES.map(([path, title]) => [path, t(`title.${title}`)] as const)} />
  );
};
