// Adding the contact the account lacks (account.addcontact): an e-mail, or a phone with its
// country (dialling codes and masks from account.getContactPhoneSettings). A save that does
// not succeed marks the field with the wrong-email or wrong-phone text (spec section 8). An
// account with a password gives it too: a session alone must not move where codes go, so the
// platform refuses without it (REQUIRED, INVALID); what was typed stays.
import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Select, TextField } from '@omad/ui';
import { FieldErrorCode, type ContactPhoneSettings } from '@omad/contract/api';
import { maskInput, useForm, useRemoteProps, useSession } from '@omad/contract/remote';
import { fieldSchema, isMaskComplete, type FieldSchema } from '@omad/contract/validation';
import * as v from 'valibot';
import { PasswordField } from '../../lib/password-field';
import {
  useCurrentPasswordTexts,
  useProfileErrors,
  useProfileMessages,
} from '../../lib/use-profile-errors';

type Props = Readonly<{
  type: 'email' | 'phone';
  phoneSettings: ContactPhoneSettings | null;
  onAdded: () => void;
}>;

export const AddContact = ({ type, phoneSettings, onAdded }: Props) => {
  const { t } = useTranslation('profile');
  const { api, toast } = useRemoteProps();
  const messages = useProfileMessages();
  const countries = phoneSettings?.countries ?? [];
  const [countryCode, setCountryCode] = useState(phoneSettings?.default_country_code ?? '');
  const country = countries.find((entry) => entry.country_code === countryCode) ?? countries[0];
  // Accounts made by a messenger or a social sign-in have no password to give.
  const hasPassword = useSession((state) => state.account?.has_password ?? true);
  const wrong = t(type === 'email' ? 'errors.wrongEmail' : 'errors.wrongPhone');
  const passwordTexts = useCurrentPasswordTexts();
  const schema = useMemo(() => {
    const entries: Record<string, FieldSchema> = {};
    if (type === 'email') {
      entries.contact = fieldSchema({ name: 'contact', type: 'email', isRequired: true }, messages);
    } else {
      const mask = country?.mask ?? '';
      entries.contact = v.pipe(
        v.string(),
        v.nonEmpty(messages.insertPhone),
        v.check((value) => mask === '' || isMaskComplete(mask, value), messages.phone),
      );
    }
    if (hasPassword) {
      entries.password = v.pipe(v.string(), v.nonEmpty(passwordTexts.password.REQUIRED));
    }
    return v.object(entries);
  }, [type, messages, country, hasPassword, passwordTexts]);
  const form = useForm({ schema, initial: { contact: '', password: '' } });
  const errors = useProfileErrors({
    contact: { [FieldErrorCode.Invalid]: wrong, [FieldErrorCode.Locked]: wrong },
    ...passwordTexts,
  });
  const binding = form.field('contact');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (form.submitting) return;
    void form.submit(async (values) => {
      const typed = String(values.contact);
      const request =
        type === 'email'
          ? { contact: typed.trim() }
          : {
              contact: `${country?.phone_code ?? ''}${typed.replace(/\D/g, '')}`,
              phone_country_code: country?.phone_code ?? '',
            };
      try {
        await api.account.addContact(
          hasPassword ? { ...request, password: String(values.password) } : request,
        );
      } catch (error) {
        form.fail(error, errors);
        return;
      }
      toast({ kind: 'success', message: t('settings.contactAdded') });
      onAdded();
    });
  };

  return (
    <form className="omad-profile__form" noValidate onSubmit={submit} data-testid={`add-${type}`}>
      <div className="omad-profile-contacts__add">
        {type === 'phone' && countries.length > 0 ? (
          <Select
            label={t('settings.countryLabel')}
            value={country?.country_code ?? ''}
            options={countries.map((entry) => ({
              value: entry.country_code,
              label: `${entry.name} (+${entry.phone_code})`,
            }))}
            onChange={(event) => {
              setCountryCode(event.target.value);
              form.setValue('contact', '');
            }}
          />
        ) : null}
        <TextField
          {...binding}
          value={typeof binding.value === 'string' ? binding.value : ''}
          onChange={
            type === 'phone' && country
              ? (event) => form.setValue('contact', maskInput(country.mask, event.target.value))
              : binding.onChange
          }
          label={t(type === 'email' ? 'settings.emailLabel' : 'settings.phoneLabel')}
          type={type === 'email' ? 'email' : 'tel'}
          inputMode={type === 'email' ? 'email' : 'tel'}
          autoComplete={type === 'email' ? 'email' : 'tel-national'}
          placeholder={type === 'phone' ? country?.mask.replace(/#/g, '0') : undefined}
          prefix={type === 'phone' && country ? `+${country.phone_code}` : undefined}
          data-field="contact"
        />
        {hasPassword ? (
          <PasswordField
            binding={form.field('password')}
            label={t('security.oldPassword')}
            autoComplete="current-password"
            hint={t('settings.passwordHint')}
          />
        ) : null}
      </div>
      {form.formError ? (
        <p className="omad-profile__error" role="alert">
          {form.formError}
        </p>
      ) : null}
      <div className="omad-profile__actions">
        <Button type="submit" variant="secondary" loading={form.submitting}>
          {t(type === 'email' ? 'settings.addEmail' : 'settings.addPhone')}
        </Button>
      </div>
    </form>
  );
};
