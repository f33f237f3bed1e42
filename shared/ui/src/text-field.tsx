import { useState } from 'react';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from './class-names';
import { FieldFrame, useFieldIds } from './field';
import { Icon } from './icon';
import './text-field.css';

export type TextFieldProps = Omit<ComponentPropsWithRef<'input'>, 'prefix'> & {
  /** The visible label; required because a placeholder is not a label. */
  label: ReactNode;
  /** Help under the field. */
  hint?: ReactNode;
  /** Validation message under the field; marks it aria-invalid. */
  error?: ReactNode;
  /** Keeps the label for screen readers only (search boxes with an icon). */
  hideLabel?: boolean;
  /** Inside the box before the input: an icon, a currency, a +998 code. */
  prefix?: ReactNode;
  /** Inside the box after the input. */
  suffix?: ReactNode;
  /** Password toggle names, localized by the caller; Uzbek by default. */
  showPasswordLabel?: string;
  hidePasswordLabel?: string;
  /** Class for the outer frame (the input gets `inputClassName`). */
  className?: string;
  inputClassName?: string;
};

/** A labelled text input; type="password" gets a show/hide toggle. */
export function TextField({
  label,
  hint,
  error,
  hideLabel,
  prefix,
  suffix,
  showPasswordLabel = 'Parolni koʻrsatish',
  hidePasswordLabel = 'Parolni yashirish',
  className,
  inputClassName,
  id,
  type = 'text',
  required,
  disabled,
  'aria-describedby': ownDescribedBy,
  ...input
}: TextFieldProps) {
  const ids = useFieldIds(id, hint, error, ownDescribedBy);
  const [passwordShown, setPasswordShown] = useState(false);
  const isPassword = type === 'password';
  return (
    <FieldFrame
      ids={ids}
      label={label}
      hint={hint}
      error={error}
      hideLabel={hideLabel}
      required={required}
      disabled={disabled}
      className={cx('omad-text-field', className)}
    >
      <div className="omad-field__box">
        {prefix ? <span className="omad-field__affix">{prefix}</span> : null}
        <input
          {...input}
          id={ids.controlId}
          type={isPassword && passwordShown ? 'text' : type}
          required={required}
          disabled={disabled}
          aria-invalid={ids.errorId ? true : undefined}
          aria-describedby={ids.describedBy}
          className={cx('omad-field__control', inputClassName)}
        />
        {suffix ? <span className="omad-field__affix">{suffix}</span> : null}
        {isPassword ? (
          <button
            type="button"
            className="omad-text-field__toggle"
            aria-label={passwordShown ? hidePasswordLabel : showPasswordLabel}
            aria-pressed={passwordShown}
            aria-controls={ids.controlId}
            disabled={disabled}
            onClick={() => setPasswordShown((shown) => !shown)}
          >
            <Icon name={passwordShown ? 'eye-off' : 'eye'} size={20} />
          </button>
        ) : null}
      </div>
    </FieldFrame>
  );
}
