// The header's layout: menu button, logo link, navigation, language switch and account
// corner, with the parts passed in. The header fills it with the router's link and the
// remote widgets; the shell's first frame with a plain link and the widgets' skeletons.
import type { ReactNode } from 'react';
import { IconButton, Logo } from '@omad/ui';
import { intentProps } from './replay-intent';

type Props = Readonly<{
  menuLabel: string;
  onOpenMenu?: () => void;
  /** Wraps the logo in the link home. */
  homeLink: (logo: ReactNode) => ReactNode;
  nav: ReactNode;
  /** The games-search button (a widget of the games remote). */
  search: ReactNode;
  localeSwitch: ReactNode;
  account: ReactNode;
}>;

export const HeaderFrame = ({
  menuLabel,
  onOpenMenu,
  homeLink,
  nav,
  search,
  localeSwitch,
  account,
}: Props) => (
  <header className="omad-shell-header">
    <div className="omad-shell-header__inner">
      <IconButton
        icon="menu"
        aria-label={menuLabel}
        className="omad-shell-header__menu"
        onClick={onOpenMenu}
        {...intentProps('menu')}
      />
      {homeLink(
        <>
          <Logo className="omad-shell-header__logo-full" />
          <Logo variant="mark" className="omad-shell-header__logo-mark" />
        </>,
      )}
      {nav}
      {search}
      <div className="omad-shell-header__locale">{localeSwitch}</div>
      {account}
    </div>
  </header>
);
