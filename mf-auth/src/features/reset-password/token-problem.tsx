// A restore link that cannot set a password (spent, expired, unknown or cut short): what
// happened in the page's language, and the way on: ask for a new link in the restore dialog
// (auth:open on the bus, as any remote opens an auth dialog) or go home.
import { useTranslation } from 'react-i18next';
import { Button, SystemPage } from '@omad/ui';
import { Events } from '@omad/contract';
import { usePageLink, useRemoteProps } from '@omad/contract/remote';
import type { TokenProblem } from './restore-token';

const ICONS: Readonly<Record<TokenProblem, 'warning' | 'lock'>> = {
  missing: 'warning',
  notFound: 'warning',
  expired: 'warning',
  used: 'lock',
};

export const TokenProblemView = ({ problem }: Readonly<{ problem: TokenProblem }>) => {
  const { t } = useTranslation('auth');
  const { bus } = useRemoteProps();
  const home = usePageLink()('/');
  return (
    <SystemPage
      data-testid="restore-token-problem"
      data-problem={problem}
      icon={ICONS[problem]}
      tone="warning"
      title={t(`resetPassword.problem.${problem}.title`)}
      description={t(`resetPassword.problem.${problem}.text`)}
      action={
        <Button
          onClick={() => bus.emit(Events.AuthOpen, { mode: 'restore', source: 'restore-page' })}
        >
          {t('resetPassword.problem.askAgain')}
        </Button>
      }
      secondaryAction={
        <Button variant="secondary" href={home.href} onClick={home.onClick}>
          {t('resetPassword.problem.home')}
        </Button>
      }
    />
  );
};
