import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from './class-names';
import { FieldFrame, useFieldIds } from './field';
import { Icon } from './icon';
import './select.css';

export type SelectOption = Readonly<{ value: string; label: string; disabled?: boolean }>;

export type SelectProps = Omit<ComponentPropsWithRef<'select'>, 'multiple'> & {
  label: ReactNode;
  hint?: ReactNode;
  /** Validation message under the field; marks it aria-invalid. */
  error?: ReactNode;
  hideLabel?: boolean;
  /** The choices; or pass <option> children instead. */
  options?: readonly SelectOption[];
  /** A first, unselectable "choose…" option shown while the value is empty. */
  placeholder?: string;
  /** Class for the outer frame (the select gets `selectClassName`). */
  className?: string;
  selectClassName?: string;
};

/**
 * A native <select> in the kit's field style. Native on purpose: phones show
 * their own picker, which beats any custom listbox on a small screen.
 */
export function Select({
  label,
  hint,
  error,
  hideLabel,
  options,
  placeholder,
  className,
  selectClassName,
  id,
  required,
  disabled,
  children,
  'aria-describedby': ownDescribedBy,
  ...select
}: SelectProps) {
  const ids = useFieldIds(id, hint, error, ownDescribedBy);
  // Browsers skip a disabled first option when picking the initial one; start on
  // the placeholder unless the caller set a value.
  const startOnPlaceholder =
    placeholder !== undefined && select.value === undefined && select.defaultValue === undefined;
  return (
    <FieldFrame
      ids={ids}
      label={label}
      hint={hint}
      error={error}
      hideLabel={hideLabel}
      required={required}
      disabled={disabled}
      className={cx('omad-select', className)}
    >
      <div className="omad-field__box omad-select__box">
        <select
          {...(startOnPlaceholder ? { defaultValue: '' } : {})}
          {...select}
          id={ids.controlId}
          required={required}
          disabled={disabled}
          aria-invalid={ids.errorId ? true : undefined}
          aria-describedby={ids.describedBy}
          className={cx('omad-field__control', 'omad-select__control', selectClassName)}
        >
          {placeholder !== undefined ? (
            <option value="" disabled>
              {placeholder}
            </option>
          ) : null}
          {options?.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
          {children}
        </select>
        <Icon name="chevron-down" size={20} className="omad-select__chevron" />
      </div>
    </FieldFrame>
  );
}
