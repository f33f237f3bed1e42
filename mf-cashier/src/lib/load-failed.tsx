// A read a cashier page needs failed: the UI kit's LoadFailed in the cashier's words.
import { useTranslation } from 'react-i18next';
import { LoadFailed as KitLoadFailed } from '@omad/ui';

export const LoadFailed = ({ onRetry }: Readonly<{ onRetry: () => void }>) => {
  const { t } = useTranslation('cashier');
  return (
    <KitLoadFailed
      title={t('errors.loadTitle')}
      description={t('errors.loadText')}
      retryLabel={t('errors.retry')}
      onRetry={onRetry}
    />
  );
};
