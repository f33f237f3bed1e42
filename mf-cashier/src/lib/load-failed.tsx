// A read the page needs failed: said plainly, with a retry; the rest of the site keeps working.
import { useTranslation } from 'react-i18next';
import { Button, EmptyState } from '@omad/ui';

export const LoadFailed = ({ onRetry }: Readonly<{ onRetry: () => void }>) => {
  const { t } = useTranslation('cashier');
  return (
    <EmptyState
      icon="warning"
      title={t('errors.loadTitle')}
      description={t('errors.loadText')}
      action={
        <Button variant="secondary" onClick={onRetry}>
          {t('errors.retry')}
        </Button>
      }
      data-testid="load-failed"
    />
  );
};
