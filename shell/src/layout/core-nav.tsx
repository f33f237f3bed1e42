// What the header navigation and the mobile bottom menu show when their widget (mf-content's,
// drawn from the CMS menus) fails: the shell's own links to the sections every player needs,
// so a broken content remote never leaves the site without a way around, and a retry.
import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Icon, IconButton, type IconName, useUiTexts } from '@omad/ui';
import './core-nav.css';

/** The core sections, locale-free (the router's basename adds /ru). */
export const CORE_SECTIONS: ReadonlyArray<
  Readonly<{ path: string; key: 'gamehall' | 'betting' | 'promotions'; icon: IconName }>
> = [
  { path: '/gamehall', key: 'gamehall', icon: 'games' },
  { path: '/betting', key: 'betting', icon: 'sport' },
  { path: '/promotions', key: 'promotions', icon: 'gift' },
];

type Props = Readonly<{
  /** The remote whose widget failed (data-remote-fallback, as every fallback says). */
  app: string;
  variant: 'header' | 'bottom';
  onRetry: () => void;
}>;

export const CoreNav = ({ app, variant, onRetry }: Props) => {
  const { t } = useTranslation('shell');
  const uiTexts = useUiTexts();
  return (
    <div className={`omad-core-nav omad-core-nav--${variant}`} data-remote-fallback={app}>
      <nav aria-label={t('coreNav.label')} className="omad-core-nav__links">
        {CORE_SECTIONS.map((section) => (
          <NavLink key={section.key} to={section.path} className="omad-core-nav__link">
            {variant === 'bottom' ? <Icon name={section.icon} size={20} /> : null}
            <span>{t(`coreNav.${section.key}`)}</span>
          </NavLink>
        ))}
      </nav>
      <IconButton
        icon="refresh"
        size="sm"
        aria-label={uiTexts.retry}
        title={t('coreNav.retryTitle')}
        onClick={onRetry}
      />
    </div>
  );
};
