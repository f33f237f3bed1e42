// The personal data form (spec section 2 settings): the CMS's profile-settings form completed
// with the platform's personal fields, rules of spec section 5 (birth date: an adult's),
// account.saveProfileInfo (1 means saved; anything else marks the fields, spec section 8).
// Fields verification confirmed are shown but locked. Arriving from the fill-profile dialog
// (`?need=first_name,birth_date&back=/cashier/deposit/visa`), the missing fields are marked
// and a save goes back to where the player was.
import { useEffect, useMemo, useRef, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button, Notice, Panel } from '@omad/ui';
import type { PersonalDataFields, Profile } from '@omad/contract/api';
import { CmsFormField, useForm, useRemoteProps } from '@omad/contract/remote';
import { buildFormSchema } from '@omad/contract/validation';
import { useProfileErrors, useProfileMessages } from '../../lib/use-profile-errors';
import {
  neededFields,
  personalBody,
  personalValues,
  planPersonalForm,
  safeBackPath,
  type PersonalPlan,
} from './personal-model';
import type { FormDefinition } from '@omad/contract/cms';

type Props = Readonly<{
  definition: FormDefinition | null;
  platform: PersonalDataFields;
  profile: Profile;
  onSaved: () => void;
}>;

const usePlan = (definition: FormDefinition | null, platform: PersonalDataFields): PersonalPlan => {
  const { t } = useTranslation('profile');
  return useMemo(
    () =>
      planPersonalForm(
        definition,
        platform,
        {
          field: (name) => t(`fields.${name}`, { defaultValue: name }),
          documentType: (type) => t(`settings.documentTypes.${type}`, { defaultValue: type }),
          sex: [
            { value: '1', label: t('settings.sexNames.male') },
            { value: '2', label: t('settings.sexNames.female') },
          ],
          choose: t('settings.choose'),
        },
        new Date(),
      ),
    [definition, platform, t],
  );
};

export const PersonalPanel = ({ definition, platform, profile, onSaved }: Props) => {
  const { t } = useTranslation('profile');
  const { api, toast, location } = useRemoteProps();
  const navigate = useNavigate();
  const query = useMemo(() => new URLSearchParams(location.search), [location.search]);
  const plan = usePlan(definition, platform);
  const messages = useProfileMessages();
  const schema = useMemo(() => buildFormSchema(plan.validation, messages), [plan, messages]);
  const initial = useMemo(() => personalValues(plan, profile), [plan, profile]);
  const form = useForm({ schema, initial });
  const errorTexts = useProfileErrors();
  const needed = useMemo(() => neededFields(query.get('need'), plan), [query, plan]);
  const back = safeBackPath(query.get('back'));

  // The fields another page needed are marked once, as if the player had tried to go on.
  const marked = useRef(false);
  const { setErrors } = form;
  useEffect(() => {
    if (marked.current || needed.length === 0) return;
    marked.current = true;
    const empty = needed.filter((name) => initial[name] === '');
    setErrors(Object.fromEntries(empty.map((name) => [name, t('errors.required')])));
  }, [needed, initial, setErrors, t]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (form.submitting) return;
    void form.submit(async (values) => {
      try {
        const saved = await api.account.saveProfileInfo(personalBody(plan, values));
        if (!saved) {
          // Spec section 8: an answer other than 1 marks the fields.
          form.setErrors(
            Object.fromEntries(
              plan.fields
                .filter((field) => !plan.locked.has(field.name))
                .map((field) => [field.name, t('errors.invalid')]),
            ),
          );
          return;
        }
      } catch (error) {
        form.fail(error, errorTexts);
        return;
      }
      toast({ kind: 'success', message: t('common.saved') });
      onSaved();
      if (back) void navigate(back);
    });
  };

  return (
    <Panel aria-labelledby="profile-personal">
      <h2 id="profile-personal" className="omad-panel__title">
        {t('settings.personalTitle')}
      </h2>
      {needed.length > 0 ? (
        <Notice tone="warning" data-testid="profile-needed">
          {t('settings.missingTitle')}:{' '}
          {needed.map((name) => t(`fields.${name}`, { defaultValue: name })).join(', ')}
        </Notice>
      ) : (
        <p className="omad-profile__hint">{t('settings.personalHint')}</p>
      )}
      <form className="omad-profile__form" noValidate onSubmit={submit} data-testid="personal-form">
        <div className="omad-profile__fields">
          {plan.fields.map((field) => (
            <div key={field.name} className="omad-profile__field">
              <CmsFormField
                field={field}
                binding={form.field(field.name)}
                setValue={form.setValue}
                showPasswordLabel={t('common.showPassword')}
                hidePasswordLabel={t('common.hidePassword')}
                disabled={plan.locked.has(field.name)}
              />
              {plan.locked.has(field.name) ? (
                <p className="omad-profile__hint">{t('settings.lockedHint')}</p>
              ) : null}
            </div>
          ))}
        </div>
        {form.formError ? (
          <p className="omad-profile__error" role="alert">
            {form.formError}
          </p>
        ) : null}
        <div className="omad-profile__actions">
          <Button type="submit" loading={form.submitting}>
            {t('common.save')}
          </Button>
          {back ? (
            <Button variant="ghost" type="button" onClick={() => void navigate(back)}>
              {t('settings.backToAction')}
            </Button>
          ) : null}
        </div>
      </form>
    </Panel>
  );
};
