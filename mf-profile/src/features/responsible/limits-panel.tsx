// Deposit limits per day, week and month (responsibleGaming.get): the lowest applies, and the
// cashier and account.getDepositLimit read the same state from the platform.
import { useTranslation } from 'react-i18next';
import type { ResponsibleGaming } from '@omad/contract/api';
import { Panel } from '@omad/ui';
import { LimitRow } from './limit-row';

type Props = Readonly<{ state: ResponsibleGaming; onState: (next: ResponsibleGaming) => void }>;

export const LimitsPanel = ({ state, onState }: Props) => {
  const { t } = useTranslation('profile');
  return (
    <Panel aria-labelledby="profile-limits" data-testid="limits-panel">
      <h2 id="profile-limits" className="omad-panel__title">
        {t('responsible.limitsTitle')}
      </h2>
      <p className="omad-profile__hint">
        {t('responsible.limitsHint', { hours: state.cooling_off_hours })}
      </p>
      <ul className="omad-profile__list">
        {state.limits.map((rule) => (
          <LimitRow key={rule.period} rule={rule} state={state} onState={onState} />
        ))}
      </ul>
    </Panel>
  );
};
