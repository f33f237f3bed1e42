// The site header: logo, navigation (mf-content widget), language switch and the account
// widget (mf-auth). The logo, menu button and switch are the shell's, so they keep
// working when a widget fails.
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { IconButton, Logo } from '@omad/ui';
import { localizePath, type RouteInfo } from '@omad/contract';
import { useShell } from '../shell-context';
import { LocaleSwitch } from './locale-switch';
import { Slot } from './slots';

type Props = Readonly<{ route: RouteInfo; onOpenMenu: () => void; onAccountReady: () => void }>;

export const Header = ({ route, onOpenMenu, onAccountReady }: Props) => {
  const { t } = useTranslation('shell');
  const { locale } = useShell();
  return (
    <header className="omad-shell-header">
      <div className="omad-shell-header__inner">
        <IconButton
          icon="menu"
          aria-label={t('menu.open')}
          className="omad-shell-header__menu"
          onClick={onOpenMenu}
        />
        <Link
          to={localizePath('/', locale)}
          className="omad-shell-header__logo"
          aria-label={t('menu.home')}
        >
          <Logo className="omad-shell-header__logo-full" />
          <Logo variant="mark" className="omad-shell-header__logo-mark" />
        </Link>
        <Slot slot="header-nav" route={route} className="omad-shell-header__nav" />
        <div className="omad-shell-header__locale">
          <LocaleSwitch />
        </div>
        <Slot
          slot="header-account"
          route={route}
          className="omad-shell-header__account"
          onMounted={onAccountReady}
        />
      </div>
    </header>
  );
};
