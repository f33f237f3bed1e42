// PLACEHOLDER until the auth flows land: the register dialog body.
import { useTranslation } from 'react-i18next';
import { Badge } from '@omad/ui';
import type { FlowProps } from '../auth-dialog/flow-props';

export const RegisterFlow = (_props: FlowProps) => {
  const { t } = useTranslation('auth');
  return <Badge>{t('placeholder.badge')}</Badge>;
};
