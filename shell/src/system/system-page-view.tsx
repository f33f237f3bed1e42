// The shell's system pages (spec section 2): icon, header, description and an optional
// button; each text comes from a translation key and is left out when it has none.
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button, SystemPage, type IconName, type SystemPageTone } from '@omad/ui';
import { localizePath } from '@omad/contract';
import { useShell } from '../shell-context';
import type { SystemPageName } from './page-error';

export type ShellPageName = SystemPageName | 'legacy';

const ICONS: Readonly<Record<ShellPageName, IconName>> = {
  notFound: 'search',
  forbidden: 'lock',
  maintenance: 'warning',
  userBlocked: 'lock',
  legacy: 'info',
};

const TONES: Readonly<Record<ShellPageName, SystemPageTone>> = {
  notFound: 'neutral',
  forbidden: 'danger',
  maintenance: 'warning',
  userBlocked: 'danger',
  legacy: 'neutral',
};

/** Where each page's button leads; null reloads the page. */
const TARGETS: Readonly<Record<ShellPageName, string | null | undefined>> = {
  notFound: '/',
  forbidden: '/',
  maintenance: null,
  userBlocked: '/support',
  legacy: undefined,
};

export const SystemPageView = ({ page }: Readonly<{ page: ShellPageName }>) => {
  const { t, i18n } = useTranslation('shell');
  const { locale } = useShell();
  const navigate = useNavigate();
  const text = (key: string): string | undefined => {
    const full = `system.${page}.${key}`;
    return i18n.exists(full, { ns: 'shell' }) ? t(full) : undefined;
  };
  const target = TARGETS[page];
  const button = text('button');
  return (
    <SystemPage
      data-system-page={page}
      icon={ICONS[page]}
      tone={TONES[page]}
      title={text('header') ?? null}
      description={text('description')}
      action={
        button === undefined || target === undefined ? undefined : (
          <Button
            onClick={() =>
              target === null ? window.location.reload() : navigate(localizePath(target, locale))
            }
          >
            {button}
          </Button>
        )
      }
    />
  );
};
