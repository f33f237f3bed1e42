// The gamehall remote's own routes (locale-free; the shell's basename adds /ru).
// Each page is a labelled placeholder until the gamehall squad builds it.
import { useTranslation } from 'react-i18next';
import { PlaceholderRoutes } from '@omad/contract/remote';
import type { uz } from './i18n/uz';

type TitleKey = keyof typeof uz.title;

const PAGES: ReadonlyArray<readonly [path: string, title: TitleKey]> = [
  ['/gamehall', 'gamehall'],
  ['/game/:sysname', 'game'],
  ['/platform/game/custom/:name/:mode', 'game'],
  ['/platform/game/:sysname/:mode', 'game'],
  ['/providers', 'providers'],
  ['/jackpots', 'jackpots'],
  ['/jackpots/:id', 'jackpot'],
  ['/tournaments', 'tournaments'],
  ['/tournaments/:id', 'tournament'],
  ['/tournaments/:id/gamehall', 'tournamentGames'],
  ['/winners', 'winners'],
];

export const AppRoutes = () => {
  const { t } = useTranslation();
  return (
    <PlaceholderRoutes pages={PAGES.map(([path, title]) => [path, t(`title.${title}`)] as const)} />
  );
};
