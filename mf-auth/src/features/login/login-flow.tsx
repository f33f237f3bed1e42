// PLACEHOLDER until the auth flows land: the login dialog body.
import { useTranslation } from 'react-i18next';
import { Badge } from '@omad/ui';
import type { FlowProps } from '../auth-dialog/flow-props';

export const LoginFlow = (_props: FlowProps) => {
  const { t } = useTranslation('auth');
  return <Badge>{t('placeholder.badge')}</Badge>;
};
