// Time-out (24 hours, 7 days, 1 month) and self-exclusion (6 months to 5 years): chosen here,
// confirmed in a dialog and with the password (responsibleGaming.exclude). It starts at once
// and the platform ends every session, so the player is signed out afterwards.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Panel, RadioGroup, TextField } from '@omad/ui';
import {
  FieldErrorCode,
  SELF_EXCLUSION_PERIODS,
  TIMEOUT_PERIODS,
  type ExclusionPeriodName,
} from '@omad/contract/api';
import { useForm, useRemoteProps } from '@omad/contract/remote';
import * as v from 'valibot';
import { useProfileErrors } from '../../lib/use-profile-errors';

const SCHEMA = v.object({ password: v.pipe(v.string(), v.nonEmpty()) });

const PeriodGroup = ({
  legend,
  periods,
  chosen,
  onChoose,
}: Readonly<{
  legend: string;
  periods: readonly ExclusionPeriodName[];
  chosen: ExclusionPeriodName | null;
  onChoose: (period: ExclusionPeriodName) => void;
}>) => {
  const { t } = useTranslation('profile');
  return (
    <RadioGroup
      tone="danger"
      legend={legend}
      name="exclusion-period"
      value={chosen}
      onChange={onChoose}
      options={periods.map((period) => ({
        value: period,
        label: t(`responsible.periods.${period}`),
      }))}
    />
  );
};

export const ExclusionPanel = () => {
  const { t } = useTranslation('profile');
  const { api, openDialog, session } = useRemoteProps();
  const [period, setPeriod] = useState<ExclusionPeriodName | null>(null);
  const [periodError, setPeriodError] = useState<string | undefined>();
  const form = useForm({ schema: SCHEMA, initial: { password: '' } });
  const errors = useProfileErrors({
    password: { [FieldErrorCode.Invalid]: t('errors.wrongPassword') },
  });
  const binding = form.field('password');

  const exclude = (chosen: ExclusionPeriodName) =>
    form.submit(async (values) => {
      try {
        await api.responsibleGaming.exclude(chosen, String(values.password));
      } catch (error) {
        form.fail(error, errors);
        return;
      }
      await session.signOut().catch(() => window.location.assign('/'));
    });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (form.submitting) return;
    if (!period) {
      setPeriodError(t('responsible.choose'));
      return;
    }
    if (String(form.values.password) === '') {
      form.setErrors({ password: t('errors.required') });
      return;
    }
    const name = t(`responsible.periods.${period}`);
    openDialog({
      kind: 'confirm',
      title: t('responsible.confirmTitle'),
      render: (close) => (
        <div className="omad-responsible__confirm" data-testid="exclusion-confirm">
          <p>{t('responsible.confirmText', { period: name })}</p>
          <div className="omad-profile__actions">
            <Button
              variant="danger"
              onClick={() => {
                close();
                void exclude(period);
              }}
            >
              {t('responsible.exclude')}
            </Button>
            <Button variant="secondary" onClick={close}>
              {t('common.cancel')}
            </Button>
          </div>
        </div>
      ),
    });
  };

  return (
    <Panel aria-labelledby="profile-exclusion" data-testid="exclusion-panel">
      <h2 id="profile-exclusion" className="omad-panel__title">
        {t('responsible.exclusionTitle')}
      </h2>
      <p className="omad-profile__hint">{t('responsible.exclusionHint')}</p>
      <form className="omad-profile__form" noValidate onSubmit={submit}>
        <div className="omad-responsible__groups">
          <PeriodGroup
            legend={t('responsible.timeout')}
            periods={TIMEOUT_PERIODS}
            chosen={period}
            onChoose={(next) => {
              setPeriod(next);
              setPeriodError(undefined);
            }}
          />
          <PeriodGroup
            legend={t('responsible.selfExclusion')}
            periods={SELF_EXCLUSION_PERIODS}
            chosen={period}
            onChoose={(next) => {
              setPeriod(next);
              setPeriodError(undefined);
            }}
          />
        </div>
        {periodError ? (
          <p className="omad-profile__error" role="alert">
            {periodError}
          </p>
        ) : null}
        <TextField
          {...binding}
          value={typeof binding.value === 'string' ? binding.value : ''}
          type="password"
          label={t('responsible.passwordLabel')}
          autoComplete="current-password"
          showPasswordLabel={t('common.showPassword')}
          hidePasswordLabel={t('common.hidePassword')}
          data-field="password"
        />
        {form.formError ? (
          <p className="omad-profile__error" role="alert">
            {form.formError}
          </p>
        ) : null}
        <div className="omad-profile__actions">
          <Button type="submit" variant="danger" loading={form.submitting}>
            {t('responsible.exclude')}
          </Button>
        </div>
      </form>
    </Panel>
  );
};
