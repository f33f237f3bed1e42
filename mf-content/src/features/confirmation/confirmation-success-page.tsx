// /confirmation/success: where a confirmed contact lands, with a way to the games hall.
import { useTranslation } from 'react-i18next';
import { SystemPage } from '@omad/ui';
import { LinkButton } from '../../lib/link-button';

export const ConfirmationSuccessPage = () => {
  const { t } = useTranslation('content');
  return (
    <SystemPage
      data-testid="confirmation-success"
      icon="check"
      tone="success"
      title={t('pages.confirmation.successTitle')}
      description={t('pages.confirmation.successText')}
      action={<LinkButton to="/gamehall">{t('pages.confirmation.toGamehall')}</LinkButton>}
    />
  );
};
