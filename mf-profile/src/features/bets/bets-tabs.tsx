// The two pages under /profile/bets as tabs of one section: the history, and the exports when
// general info's is_game_history_export_enabled is on.
import { useTranslation } from 'react-i18next';
import { usePageLink, useSession } from '@omad/contract/remote';

export const useExportsEnabled = (): boolean =>
  useSession((state) => state.generalInfo?.is_game_history_export_enabled ?? false);

export const BetsTabs = ({ current }: Readonly<{ current: 'history' | 'exports' }>) => {
  const { t } = useTranslation('profile');
  const linkTo = usePageLink();
  const exports = useExportsEnabled();
  const tabs = [
    ['history', '/profile/bets/history', t('bets.historyTab')],
    ...(exports ? [['exports', '/profile/bets/exports', t('bets.exportsTab')] as const] : []),
  ] as const;
  return (
    <nav className="omad-bets__tabs" aria-label={t('bets.tabsLabel')}>
      {tabs.map(([key, path, label]) => (
        <a
          key={key}
          {...linkTo(path)}
          className="omad-bets__tab"
          aria-current={current === key ? 'page' : undefined}
        >
          {label}
        </a>
      ))}
    </nav>
  );
};
