// The unseen-cashback popup (spec section 2): what was counted (or paid), and for an active
// one "take it" right here (onto the main balance), or later on the cashback page.
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button, Dialog } from '@omad/ui';
import type { Cashback } from '@omad/contract/api';
import { formatDateTime } from '@omad/contract/format';
import { useCashbackActions, useFormatMoney, useRewardsTranslation } from '@omad/contract/remote';

export const UnseenCashbackDialog = ({
  cashback,
  onClose,
}: Readonly<{ cashback: Cashback; onClose: () => void }>) => {
  const { t } = useTranslation('profile');
  const { t: rewards } = useRewardsTranslation();
  const navigate = useNavigate();
  const format = useFormatMoney();
  const actions = useCashbackActions((updated) => {
    if (updated?.status !== 'active') onClose();
  });
  const amount = cashback.amount ? format(cashback.amount) : '';
  const active = cashback.status === 'active';
  const text = !active
    ? t('cashback.popupPaid', { amount })
    : cashback.receiving_expired_at
      ? t('cashback.popupActive', {
          amount,
          date: formatDateTime(cashback.receiving_expired_at),
        })
      : t('cashback.popupActiveNoDate', { amount });
  const open = () => {
    onClose();
    void navigate('/profile/cashback');
  };
  return (
    <Dialog
      open
      variant="popup"
      title={t('cashback.popupTitle')}
      closeLabel={t('common.close')}
      onClose={onClose}
    >
      <div className="omad-profile__form" data-testid="unseen-cashback">
        <p>{text}</p>
        <div className="omad-profile__actions">
          {active ? (
            <Button
              data-autofocus
              loading={actions.busy === 'payout'}
              onClick={() => void actions.run('payout', cashback)}
            >
              {rewards('cashback.take')}
            </Button>
          ) : null}
          <Button variant={active ? 'secondary' : 'primary'} onClick={open}>
            {t('cashback.open')}
          </Button>
          <Button variant="ghost" onClick={onClose}>
            {t('cashback.later')}
          </Button>
        </div>
      </div>
    </Dialog>
  );
};
