import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from './class-names';
import { FieldFrame, useFieldIds } from './field';
import './text-area.css';

export type TextAreaProps = ComponentPropsWithRef<'textarea'> & {
  /** The visible label; required because a placeholder is not a label. */
  label: ReactNode;
  /** Help under the field. */
  hint?: ReactNode;
  /** Validation message under the field; marks it aria-invalid. */
  error?: ReactNode;
  /** Class for the outer frame (the textarea gets `textAreaClassName`). */
  className?: string;
  textAreaClassName?: string;
};

/** A labelled multi-line text field, in the same frame as TextField; grows vertically only. */
export function TextArea({
  label,
  hint,
  error,
  className,
  textAreaClassName,
  id,
  rows = 5,
  required,
  disabled,
  'aria-describedby': ownDescribedBy,
  ...textarea
}: TextAreaProps) {
  const ids = useFieldIds(id, hint, error, ownDescribedBy);
  return (
    <FieldFrame
      ids={ids}
      label={label}
      hint={hint}
      error={error}
      hideLabel={false}
      required={required}
      disabled={disabled}
      className={cx('omad-text-area', className)}
    >
      <div className="omad-field__box omad-text-area__box">
        <textarea
          {...textarea}
          id={ids.controlId}
          rows={rows}
          required={required}
          disabled={disabled}
          aria-invalid={ids.errorId ? true : undefined}
          aria-describedby={ids.describedBy}
          className={cx('omad-field__control', 'omad-text-area__control', textAreaClassName)}
        />
      </div>
    </FieldFrame>
  );
}
