// /confirmation?contact=&code=: confirms a contact from its e-mail link (use-confirmation.ts)
// and tells the player each outcome as a system page; a success moves to /confirmation/success.
import { useTranslation } from 'react-i18next';
import { Button, Skeleton, SystemPage } from '@omad/ui';
import { LinkButton } from '../../lib/link-button';
import { useConfirmation, type ResendState } from './use-confirmation';
import './confirmation.css';

/** The stale-code text, or what became of the new link once one was asked for. */
const StaleCodeText = ({
  state,
  contact,
  wait,
}: Readonly<{ state: ResendState; contact: string; wait: string | null }>) => {
  const { t } = useTranslation('content');
  if (state === 'sent') {
    return (
      <p role="status" className="omad-confirmation__note omad-confirmation__note--sent">
        {t('pages.confirmation.resent', { contact })}
      </p>
    );
  }
  return (
    <>
      <p>{t('pages.confirmation.codeText', { contact })}</p>
      {state === 'failed' ? (
        <p role="alert" className="omad-confirmation__note omad-confirmation__note--failed">
          {wait === null
            ? t('pages.confirmation.resendFailed')
            : `${t('pages.confirmation.resendTooSoon')} ${wait}`}
        </p>
      ) : null}
    </>
  );
};

export const ConfirmationPage = () => {
  const { t } = useTranslation('content');
  const { step, contact, resend, resendWait, wait, openSignIn, sendNewLink, retry } =
    useConfirmation();
  const home = (
    <LinkButton to="/" variant="secondary">
      {t('pages.common.toHome')}
    </LinkButton>
  );
  const page = { 'data-testid': 'confirmation', 'data-step': step } as const;

  switch (step) {
    case 'loading':
    case 'confirming':
      return (
        <SystemPage
          {...page}
          aria-busy="true"
          icon="refresh"
          tone="brand"
          title={t('pages.confirmation.confirming')}
          description={<Skeleton variant="text" width={280} />}
        />
      );
    case 'invalid-link':
      return (
        <SystemPage
          {...page}
          icon="warning"
          tone="danger"
          title={t('pages.confirmation.invalidLinkTitle')}
          description={t('pages.confirmation.invalidLinkText')}
          action={<LinkButton to="/">{t('pages.common.toHome')}</LinkButton>}
        />
      );
    case 'signin':
      return (
        <SystemPage
          {...page}
          icon="lock"
          tone="brand"
          title={t('pages.confirmation.signInTitle')}
          description={t('pages.confirmation.signInText', { contact })}
          action={<Button onClick={openSignIn}>{t('pages.common.signIn')}</Button>}
          secondaryAction={home}
        />
      );
    case 'code':
      return (
        <SystemPage
          {...page}
          icon="warning"
          tone="warning"
          title={t('pages.confirmation.codeTitle')}
          description={<StaleCodeText state={resend} contact={contact} wait={resendWait} />}
          action={
            <Button
              onClick={sendNewLink}
              loading={resend === 'sending'}
              disabled={resend === 'sent'}
            >
              {t('pages.confirmation.resend')}
            </Button>
          }
          secondaryAction={home}
        />
      );
    case 'contact':
      return (
        <SystemPage
          {...page}
          icon="user"
          tone="danger"
          title={t('pages.confirmation.contactTitle')}
          description={t('pages.confirmation.contactText', { contact })}
          action={<LinkButton to="/">{t('pages.common.toHome')}</LinkButton>}
        />
      );
    case 'slowed':
      return (
        <SystemPage
          {...page}
          icon="warning"
          tone="warning"
          title={t('pages.confirmation.slowedTitle')}
          description={wait}
          onRetry={retry}
          secondaryAction={home}
        />
      );
    case 'failed':
      return (
        <SystemPage
          {...page}
          icon="warning"
          tone="warning"
          title={t('pages.confirmation.failedTitle')}
          description={t('pages.common.failedText')}
          onRetry={retry}
          secondaryAction={home}
        />
      );
  }
};
