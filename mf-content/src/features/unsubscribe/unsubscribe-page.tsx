// /unsubscribe (account.unsubscribe): the result of an e-mail's unsubscribe link as a system
// page, or, for a signed-in player who came without one, a button that unsubscribes them.
import { useTranslation } from 'react-i18next';
import { Button, Skeleton, SystemPage } from '@omad/ui';
import { Events } from '@omad/contract';
import { useRemoteProps } from '@omad/contract/remote';
import { LinkButton } from '../../lib/link-button';
import { useUnsubscribe } from './use-unsubscribe';

export const UnsubscribePage = () => {
  const { t } = useTranslation('content');
  const { bus } = useRemoteProps();
  const { step, signedIn, confirm, retry } = useUnsubscribe();
  const home = <LinkButton to="/">{t('pages.common.toHome')}</LinkButton>;

  switch (step) {
    case 'loading':
      return (
        <SystemPage
          data-testid="unsubscribe"
          data-step={step}
          aria-busy="true"
          title={<Skeleton variant="text" width={240} height={32} />}
          description={<Skeleton variant="text" lines={2} width={320} />}
        />
      );
    case 'confirm':
    case 'sending':
      return (
        <SystemPage
          data-testid="unsubscribe"
          data-step={step}
          icon="bell"
          tone="brand"
          title={t('pages.unsubscribe.confirmTitle')}
          description={t('pages.unsubscribe.confirmText')}
          action={
            <Button onClick={confirm} loading={step === 'sending'}>
              {t('pages.unsubscribe.confirmButton')}
            </Button>
          }
          secondaryAction={
            <LinkButton to="/" variant="secondary">
              {t('pages.common.toHome')}
            </LinkButton>
          }
        />
      );
    case 'done':
      return (
        <SystemPage
          data-testid="unsubscribe"
          data-step={step}
          icon="check"
          tone="success"
          title={t('pages.unsubscribe.doneTitle')}
          description={t('pages.unsubscribe.doneText')}
          action={home}
        />
      );
    case 'invalid':
      return (
        <SystemPage
          data-testid="unsubscribe"
          data-step={step}
          icon="warning"
          tone="danger"
          title={t('pages.unsubscribe.invalidTitle')}
          description={t(
            signedIn ? 'pages.unsubscribe.invalidText' : 'pages.unsubscribe.invalidGuestText',
          )}
          action={home}
          secondaryAction={
            signedIn ? (
              // The link failed, but a signed-in player can still unsubscribe their own contacts.
              <Button variant="secondary" onClick={confirm}>
                {t('pages.unsubscribe.confirmButton')}
              </Button>
            ) : (
              <Button
                variant="secondary"
                onClick={() => bus.emit(Events.AuthOpen, { mode: 'login', source: 'unsubscribe' })}
              >
                {t('pages.common.signIn')}
              </Button>
            )
          }
        />
      );
    case 'failed':
      return (
        <SystemPage
          data-testid="unsubscribe"
          data-step={step}
          icon="warning"
          tone="warning"
          title={t('pages.unsubscribe.failedTitle')}
          description={t('pages.common.failedText')}
          onRetry={retry}
          secondaryAction={home}
        />
      );
  }
};
