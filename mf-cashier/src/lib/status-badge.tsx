// A transaction's status as a coloured badge with its name in words.
import { useTranslation } from 'react-i18next';
import { Badge, type BadgeTone } from '@omad/ui';
import { CashierStatus } from '@omad/contract/api';

const TONES: Readonly<Record<string, BadgeTone>> = {
  [CashierStatus.New]: 'info',
  [CashierStatus.Pending]: 'warning',
  [CashierStatus.Success]: 'success',
  [CashierStatus.Fail]: 'danger',
  [CashierStatus.Cancel]: 'neutral',
  active: 'info',
  paid_out: 'success',
  wagered: 'success',
  expired: 'neutral',
  removed: 'neutral',
};

export const StatusBadge = ({ status }: Readonly<{ status: string }>) => {
  const { t } = useTranslation('cashier');
  return (
    <Badge tone={TONES[status] ?? 'neutral'} data-status={status}>
      {t(`status.${status}`, { defaultValue: status })}
    </Badge>
  );
};
