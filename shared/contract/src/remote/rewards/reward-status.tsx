// A bonus's, cashback's or free-spin pack's status as a coloured badge in words.
import { Badge, type BadgeTone } from '@omad/ui';
import { useRewardsTranslation } from './texts';

const TONES: Readonly<Record<string, BadgeTone>> = {
  new: 'brand',
  active: 'info',
  wagered: 'success',
  paid_out: 'success',
  expired: 'neutral',
  removed: 'neutral',
  used: 'neutral',
};

export const RewardStatus = ({ status }: Readonly<{ status: string }>) => {
  const { t } = useRewardsTranslation();
  return (
    <Badge tone={TONES[status] ?? 'neutral'} data-status={status}>
      {t(`status.${status}`, { defaultValue: status })}
    </Badge>
  );
};
