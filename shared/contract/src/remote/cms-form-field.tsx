// One field of a CMS-configured form, rendered by its control: a text input (masked when
// the CMS gives a mask), a native select, or a checkbox. Registration, the completion form
// and the profile settings render with it.
import type { ChangeEvent } from 'react';
import { Checkbox, Select, TextField } from '@omad/ui';
import { applyMask } from '../validation';
import type { PlannedField } from './cms-form';
import type { FieldBinding, FormValue } from './use-form';

type Props = Readonly<{
  field: PlannedField;
  binding: FieldBinding;
  setValue: (name: string, value: FormValue) => void;
  /** The password field's reveal button, in the page's language. */
  showPasswordLabel: string;
  hidePasswordLabel: string;
  /** A field the platform no longer lets the player change. */
  disabled?: boolean;
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

export const CmsFormField = ({
  field,
  binding,
  setValue,
  showPasswordLabel,
  hidePasswordLabel,
  disabled,
}: Props) => {
  const common = {
    name: field.name,
    label: field.label,
    error: binding.error,
    required: field.isRequired,
    onBlur: binding.onBlur,
    ref: binding.ref,
    'data-field': field.name,
    disabled,
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
      showPasswordLabel={showPasswordLabel}
      hidePasswordLabel={hidePasswordLabel}
    />
  );
};
