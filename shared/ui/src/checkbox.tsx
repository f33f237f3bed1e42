import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from './class-names';
import { hasContent, useFieldIds } from './field';
import { Icon } from './icon';
import './checkbox.css';

export type CheckboxProps = Omit<ComponentPropsWithRef<'input'>, 'type'> & {
  /** May hold links, e.g. "I accept the <a>terms</a>". */
  label: ReactNode;
  hint?: ReactNode;
  /** Validation message under the box; marks it aria-invalid. */
  error?: ReactNode;
  className?: string;
};

/** A native checkbox drawn in the kit's style; the input stays real and focusable. */
export function Checkbox({
  label,
  hint,
  error,
  className,
  id,
  disabled,
  'aria-describedby': ownDescribedBy,
  ...input
}: CheckboxProps) {
  const ids = useFieldIds(id, hint, error, ownDescribedBy);
  return (
    <div
      className={cx(
        'omad-checkbox',
        hasContent(error) && 'omad-checkbox--invalid',
        disabled && 'omad-checkbox--disabled',
        className,
      )}
    >
      <div className="omad-checkbox__row">
        <span className="omad-checkbox__control">
          <input
            {...input}
            id={ids.controlId}
            type="checkbox"
            disabled={disabled}
            aria-invalid={ids.errorId ? true : undefined}
            aria-describedby={ids.describedBy}
            className="omad-checkbox__input"
          />
          <span className="omad-checkbox__box" aria-hidden="true">
            <Icon name="check" size={14} strokeWidth={3} />
          </span>
        </span>
        <label htmlFor={ids.controlId} className="omad-checkbox__label">
          {label}
        </label>
      </div>
      {ids.errorId ? (
        <p id={ids.errorId} className="omad-checkbox__message omad-checkbox__message--error">
          {error}
        </p>
      ) : null}
      {ids.hintId ? (
        <p id={ids.hintId} className="omad-checkbox__message">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
