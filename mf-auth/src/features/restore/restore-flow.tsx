// PLACEHOLDER until the auth flows land: the restore dialog body.
import { useTranslation } from 'react-i18next';
import { Badge } from '@omad/ui';
import type { FlowProps } from '../auth-dialog/flow-props';

export const RestoreFlow = (_props: FlowProps) => {
  const { t } = useTranslation('auth');
  return <Badge>{t('placeholder.badge')}</Badge>;
};
