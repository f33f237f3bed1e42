// /restore (and /ru/restore), where a password-restore message links to: the token of the
// link is checked (a skeleton of the form's size meanwhile, so nothing jumps), then the new
// password form, or a page saying why the link cannot be used with the way to a new one.
import { useTranslation } from 'react-i18next';
import { Card, Container, LoadFailed, Skeleton } from '@omad/ui';
import { usePageSeo } from '@omad/contract/remote';
import { NewPasswordForm } from './new-password-form';
import { TokenProblemView } from './token-problem';
import { useRestoreToken } from './use-restore-token';
import './reset-password.css';

/** The form's outline while the link is checked: two fields and the button, at their sizes. */
const FormSkeleton = () => {
  const { t } = useTranslation('auth');
  return (
    <div
      className="omad-reset-password__skeleton"
      role="status"
      aria-busy="true"
      aria-label={t('resetPassword.checking')}
    >
      <Skeleton variant="block" className="omad-reset-password__skeleton-field" />
      <Skeleton variant="block" className="omad-reset-password__skeleton-field" />
      <Skeleton variant="block" className="omad-reset-password__skeleton-button" />
    </div>
  );
};

export const ResetPasswordPage = () => {
  const { t } = useTranslation('auth');
  const { check, retry, markProblem } = useRestoreToken();
  // A link's page is nobody's search result.
  usePageSeo({ title: t('resetPassword.seoTitle') });

  if (check.step === 'problem') return <TokenProblemView problem={check.problem} />;
  if (check.step === 'failed')
    return (
      <LoadFailed
        data-testid="restore-check-failed"
        title={t('resetPassword.checkFailed.title')}
        description={t('resetPassword.checkFailed.text')}
        onRetry={retry}
        page={{}}
      />
    );
  return (
    <Container className="omad-reset-password" data-testid="reset-password" data-step={check.step}>
      <Card className="omad-reset-password__card" padding="lg">
        <h1 className="omad-reset-password__title">{t('resetPassword.title')}</h1>
        <p className="omad-reset-password__intro">{t('resetPassword.intro')}</p>
        {check.step === 'checking' ? (
          <FormSkeleton />
        ) : (
          <NewPasswordForm token={check.token} onTokenProblem={markProblem} />
        )}
      </Card>
    </Container>
  );
};
