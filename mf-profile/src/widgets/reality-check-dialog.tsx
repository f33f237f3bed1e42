// The reality-check dialog: how long the player has played in this session and what it came
// to, with continue, sign out and the way to the limits.
import { useTranslation } from 'react-i18next';
import { Button, Dialog } from '@omad/ui';
import type { SessionSummary } from '@omad/contract/api';
import { compareDecimal } from '@omad/contract/format';
import { useFormatMoney, useRemoteProps } from '@omad/contract/remote';
import { useNavigate } from 'react-router';

type Props = Readonly<{ summary: SessionSummary; onContinue: () => void }>;

export const RealityCheckDialog = ({ summary, onContinue }: Props) => {
  const { t } = useTranslation('profile');
  const { session } = useRemoteProps();
  const navigate = useNavigate();
  const formatMoney = useFormatMoney();
  const money = (amount: string) => formatMoney({ amount, currency: summary.currency });
  const playedMinutes = Math.max(
    1,
    Math.floor((Date.now() - new Date(summary.started_at).getTime()) / 60_000),
  );
  const played =
    playedMinutes < 60
      ? t('reality.minutes', { count: playedMinutes })
      : t('reality.hours', { hours: Math.floor(playedMinutes / 60), minutes: playedMinutes % 60 });
  // A gain carries its sign too, so the result reads the same either way.
  const net = `${compareDecimal(summary.net, '0') > 0 ? '+' : ''}${money(summary.net)}`;
  return (
    <Dialog
      open
      variant="confirm"
      title={t('reality.title')}
      closeLabel={t('common.close')}
      onClose={onContinue}
    >
      <div className="omad-reality" data-testid="reality-check">
        <p className="omad-reality__played">{t('reality.played', { time: played })}</p>
        <dl className="omad-profile__facts">
          <div className="omad-profile__fact">
            <dt>{t('reality.rounds')}</dt>
            <dd>{summary.rounds}</dd>
          </div>
          <div className="omad-profile__fact">
            <dt>{t('reality.wagered')}</dt>
            <dd>{money(summary.wagered)}</dd>
          </div>
          <div className="omad-profile__fact">
            <dt>{t('reality.won')}</dt>
            <dd>{money(summary.won)}</dd>
          </div>
          <div className="omad-profile__fact">
            <dt>{t('reality.net')}</dt>
            <dd data-testid="reality-net">{net}</dd>
          </div>
        </dl>
        <div className="omad-profile__actions">
          <Button onClick={onContinue} data-autofocus>
            {t('reality.continue')}
          </Button>
          <Button
            variant="secondary"
            onClick={() => {
              onContinue();
              void navigate('/profile/responsible-game');
            }}
          >
            {t('reality.limits')}
          </Button>
          <Button variant="ghost" onClick={() => void session.signOut()}>
            {t('reality.signOut')}
          </Button>
        </div>
      </div>
    </Dialog>
  );
};
