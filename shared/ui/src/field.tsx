// The frame TextField and Select share: label, control, hint and error, with the
// ids that tie the hint and error to the control through aria-describedby.
import { useId } from 'react';
import type { ReactNode } from 'react';
import { cx } from './class-names';
import { Icon } from './icon';
import './field.css';

export type FieldIds = {
  controlId: string;
  hintId: string | undefined;
  errorId: string | undefined;
  describedBy: string | undefined;
};

/** Ids for a control, keeping a caller's own id and aria-describedby. */
export function useFieldIds(
  id: string | undefined,
  hint: ReactNode,
  error: ReactNode,
  ownDescribedBy: string | undefined,
): FieldIds {
  const generated = useId();
  const controlId = id ?? `omad-field-${generated}`;
  const hintId = hasContent(hint) ? `${controlId}-hint` : undefined;
  const errorId = hasContent(error) ? `${controlId}-error` : undefined;
  const describedBy = [ownDescribedBy, errorId, hintId].filter(Boolean).join(' ') || undefined;
  return { controlId, hintId, errorId, describedBy };
}

export function hasContent(node: ReactNode): boolean {
  return node !== undefined && node !== null && node !== false && node !== '';
}

type FieldFrameProps = {
  ids: FieldIds;
  label: ReactNode;
  hint: ReactNode;
  error: ReactNode;
  hideLabel: boolean | undefined;
  required: boolean | undefined;
  disabled: boolean | undefined;
  className: string | undefined;
  children: ReactNode;
};

export function FieldFrame(props: FieldFrameProps) {
  const { ids, label, hint, error, hideLabel, required, disabled, className, children } = props;
  return (
    <div
      className={cx(
        'omad-field',
        hasContent(error) && 'omad-field--invalid',
        disabled && 'omad-field--disabled',
        className,
      )}
    >
      <label
        htmlFor={ids.controlId}
        className={cx('omad-field__label', hideLabel && 'omad-visually-hidden')}
      >
        {label}
        {required ? (
          <span className="omad-field__required" aria-hidden="true">
            {' *'}
          </span>
        ) : null}
      </label>
      {children}
      {ids.errorId ? (
        <p id={ids.errorId} className="omad-field__error">
          <Icon name="warning" size={16} />
          <span>{error}</span>
        </p>
      ) : null}
      {ids.hintId ? (
        <p id={ids.hintId} className="omad-field__hint">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
