// One field of a CMS-configured form, rendered by its control: a text input (masked when
// the CMS gives a mask), a native select, or a checkbox. Shared by registration and the
// completion form.
import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Checkbox, Select, TextField } from '@omad/ui';
import type { FieldBinding, FormValue } from '@omad/contract/remote';
import { applyMask } from '@omad/contract/validation';
import type { PlannedField } from './form-plan';

type Props = Readonly<{
  field: PlannedField;
  binding: FieldBinding;
  setValue: (name: string, value: FormValue) => void;
}>;

/** Fits typed text to a mask; deleting back into the mask's own prefix empties the field. */
export const maskInput = (mask: string, raw: string): string => {
  const prefix = /^[^#@*]*/.exec(mask)?.[0] ?? '';
  if (raw === '' || (prefix !== '' && prefix.startsWith(raw))) return '';
  // A pasted '+998901234567' carries the prefix without its spaces: restore them.
  const compactPrefix = prefix.replace(/\s/g, '');
  const compactRaw = raw.replace(/\s/g, '');
  const input =
    compactPrefix !== '' && !raw.startsWith(prefix) && compactRaw.startsWith(compactPrefix)
      ? prefix + compactRaw.slice(compactPrefix.length)
      : raw;
  const masked = applyMask(mask, input);
  return masked === prefix ? '' : masked;
};

const INPUT_TYPES: Partial<Record<PlannedField['type'], string>> = {
  email: 'email',
  phone: 'tel',
  password: 'password',
  passwordConfirm: 'password',
};

const AUTOCOMPLETE: Partial<Record<PlannedField['type'], string>> = {
  email: 'email',
  phone: 'tel',
  password: 'new-password',
  passwordConfirm: 'new-password',
  promo_code: 'off',
  first_name: 'given-name',
  last_name: 'family-name',
};

export const FormField = ({ field, binding, setValue }: Props) => {
  const { t } = useTranslation('auth');
  const common = {
    name: field.name,
    label: field.label,
    error: binding.error,
    required: field.isRequired,
    onBlur: binding.onBlur,
    ref: binding.ref,
    'data-field': field.name,
  };
  if (field.control === 'checkbox') {
    return <Checkbox {...common} checked={binding.value === true} onChange={binding.onChange} />;
  }
  const value = typeof binding.value === 'string' ? binding.value : '';
  if (field.control === 'select') {
    return (
      <Select
        {...common}
        options={field.options}
        placeholder={field.placeholder}
        value={value}
        onChange={binding.onChange}
      />
    );
  }
  const { mask } = field;
  const onChange = mask
    ? (event: ChangeEvent<HTMLInputElement>) =>
        setValue(field.name, maskInput(mask, event.target.value))
    : binding.onChange;
  return (
    <TextField
      {...common}
      type={INPUT_TYPES[field.type] ?? 'text'}
      inputMode={field.type === 'phone' ? 'tel' : undefined}
      autoComplete={AUTOCOMPLETE[field.type]}
      placeholder={field.placeholder}
      value={value}
      onChange={onChange}
      showPasswordLabel={t('register.showPassword')}
      hidePasswordLabel={t('register.hidePassword')}
    />
  );
};
