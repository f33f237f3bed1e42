// The fake name (spec section 5 fakename rule) shown instead of the login in results and
// leaderboards; account.changefakename, then the session re-reads the account.
import { useMemo, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Panel, TextField } from '@omad/ui';
import { useForm, useRemoteProps, useSession } from '@omad/contract/remote';
import { buildFormSchema } from '@omad/contract/validation';
import { useProfileErrors, useProfileMessages } from '../../lib/use-profile-errors';

const RULES = [{ name: 'fakename', type: 'fakename', isRequired: true }] as const;

export const FakenamePanel = () => {
  const { t } = useTranslation('profile');
  const { api, session, toast } = useRemoteProps();
  const current = useSession((state) => state.account?.fakename ?? '');
  const messages = useProfileMessages();
  const schema = useMemo(() => buildFormSchema(RULES, messages), [messages]);
  const form = useForm({ schema, initial: { fakename: current } });
  const errors = useProfileErrors();
  const binding = form.field('fakename');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (form.submitting) return;
    void form.submit(async (values) => {
      try {
        await api.account.changeFakename(String(values.fakename));
      } catch (error) {
        form.fail(error, errors);
        return;
      }
      await session.refresh();
      toast({ kind: 'success', message: t('common.saved') });
    });
  };

  return (
    <Panel aria-labelledby="profile-fakename">
      <h2 id="profile-fakename" className="omad-panel__title">
        {t('settings.fakenameTitle')}
      </h2>
      <p className="omad-profile__hint">{t('settings.fakenameHint')}</p>
      <form className="omad-profile__form" noValidate onSubmit={submit} data-testid="fakename-form">
        <TextField
          {...binding}
          value={typeof binding.value === 'string' ? binding.value : ''}
          label={t('settings.fakenameLabel')}
          autoComplete="nickname"
          data-field="fakename"
        />
        {form.formError ? (
          <p className="omad-profile__error" role="alert">
            {form.formError}
          </p>
        ) : null}
        <div className="omad-profile__actions">
          <Button type="submit" variant="secondary" loading={form.submitting}>
            {t('common.save')}
          </Button>
        </div>
      </form>
    </Panel>
  );
};
