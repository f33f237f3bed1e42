// A password input bound to a profile form: the show/hide toggle in this remote's words. The
// password change, the contact add and two-factor off all ask for one.
import { useTranslation } from 'react-i18next';
import { TextField } from '@omad/ui';
import type { FieldBinding } from '@omad/contract/remote';

type Props = Readonly<{
  binding: FieldBinding;
  label: string;
  autoComplete: 'current-password' | 'new-password';
  hint?: string;
}>;

export const PasswordField = ({ binding, label, autoComplete, hint }: Props) => {
  const { t } = useTranslation('profile');
  return (
    <TextField
      {...binding}
      value={typeof binding.value === 'string' ? binding.value : ''}
      type="password"
      label={label}
      hint={hint}
      autoComplete={autoComplete}
      showPasswordLabel={t('common.showPassword')}
      hidePasswordLabel={t('common.hidePassword')}
      data-field={binding.name}
    />
  );
};
