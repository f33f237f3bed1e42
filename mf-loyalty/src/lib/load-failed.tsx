// A read that failed, said the same way on every loyalty page: what happened and a retry.
import { useTranslation } from 'react-i18next';
import { ErrorRegion } from '@omad/ui';

export const LoadFailed = ({ onRetry }: Readonly<{ onRetry: () => void }>) => {
  const { t } = useTranslation();
  return (
    <ErrorRegion
      title={t('common.loadFailedTitle')}
      description={t('common.loadFailedText')}
      retryLabel={t('common.retry')}
      onRetry={onRetry}
    />
  );
};
