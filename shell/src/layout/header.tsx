// The site header: logo, navigation (mf-content widget), language switch and the account
// widget (mf-auth). The logo, menu button and switch are the shell's, so they keep
// working when a widget fails.
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { localizePath, type RouteInfo } from '@omad/contract';
import { useShell } from '../shell-context';
import { HeaderFrame } from './header-frame';
import { LocaleSwitch } from './locale-switch';
import { Slot } from './slots';

type Props = Readonly<{ route: RouteInfo; onOpenMenu: () => void; onAccountReady: () => void }>;

export const Header = ({ route, onOpenMenu, onAccountReady }: Props) => {
  const { t } = useTranslation('shell');
  const { locale } = useShell();
  return (
    <HeaderFrame
      menuLabel={t('menu.open')}
      onOpenMenu={onOpenMenu}
      homeLink={(logo) => (
        <Link
          to={localizePath('/', locale)}
          className="omad-shell-header__logo"
          aria-label={t('menu.home')}
        >
          {logo}
        </Link>
      )}
      nav={<Slot slot="header-nav" route={route} className="omad-shell-header__nav" />}
      search={<Slot slot="header-search" route={route} className="omad-shell-header__search" />}
      localeSwitch={<LocaleSwitch />}
      account={
        <Slot
          slot="header-account"
          route={route}
          className="omad-shell-header__account"
          onMounted={onAccountReady}
        />
      }
    />
  );
};
