// A read a profile page needs failed: the UI kit's LoadFailed in the profile's words.
import { useTranslation } from 'react-i18next';
import { LoadFailed as KitLoadFailed } from '@omad/ui';

export const LoadFailed = ({ onRetry }: Readonly<{ onRetry: () => void }>) => {
  const { t } = useTranslation('profile');
  return (
    <KitLoadFailed
      title={t('common.loadTitle')}
      description={t('common.loadText')}
      retryLabel={t('common.retry')}
      onRetry={onRetry}
    />
  );
};
