// The reality-check interval (responsibleGaming.setRealityCheck): at each interval a dialog
// over any page shows the session's time and result (widgets/account-services).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Panel, Select } from '@omad/ui';
import { REALITY_CHECK_MINUTES, type ResponsibleGaming } from '@omad/contract/api';
import { useRemoteProps } from '@omad/contract/remote';
import { announceRealityCheck } from '../../lib/reality-check-channel';
import { useProfileErrors } from '../../lib/use-profile-errors';

type Props = Readonly<{ state: ResponsibleGaming; onState: (next: ResponsibleGaming) => void }>;

export const RealityCheckPanel = ({ state, onState }: Props) => {
  const { t } = useTranslation('profile');
  const { api, toast } = useRemoteProps();
  const [busy, setBusy] = useState(false);
  const errors = useProfileErrors();
  const choose = (minutes: number) => {
    setBusy(true);
    api.responsibleGaming
      .setRealityCheck(minutes)
      .then((next) => {
        onState(next);
        announceRealityCheck(next.reality_check_minutes);
        toast({ kind: 'success', message: t('responsible.realitySaved') });
      })
      .catch(() => toast({ kind: 'error', message: errors.unknown }))
      .finally(() => setBusy(false));
  };
  return (
    <Panel aria-labelledby="profile-reality">
      <h2 id="profile-reality" className="omad-panel__title">
        {t('responsible.realityTitle')}
      </h2>
      <p className="omad-profile__hint">{t('responsible.realityHint')}</p>
      <Select
        label={t('responsible.realityTitle')}
        value={String(state.reality_check_minutes)}
        disabled={busy}
        options={REALITY_CHECK_MINUTES.map((minutes) => ({
          value: String(minutes),
          label:
            minutes === 0
              ? t('responsible.realityOff')
              : t('responsible.realityEvery', { minutes }),
        }))}
        onChange={(event) => choose(Number(event.target.value))}
        data-field="reality-check"
      />
    </Panel>
  );
};
