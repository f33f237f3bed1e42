import type { HTMLAttributes } from 'react';
import { cx } from './class-names';
import './spinner.css';

export type SpinnerSize = 'sm' | 'md' | 'lg';

export type SpinnerProps = Omit<HTMLAttributes<HTMLSpanElement>, 'children'> & {
  size?: SpinnerSize;
  /**
   * Announced text (localized by the caller), e.g. "Yuklanmoqda". Without it the
   * spinner is decorative: use that inside a control that already says it is busy.
   */
  label?: string;
};

/** A rotating ring in currentColor. */
export function Spinner({ size = 'md', label, className, ...rest }: SpinnerProps) {
  return (
    <span
      className={cx('omad-spinner', `omad-spinner--${size}`, className)}
      {...(label ? { role: 'status' } : { 'aria-hidden': true })}
      {...rest}
    >
      <svg viewBox="0 0 24 24" className="omad-spinner__ring" focusable="false" aria-hidden="true">
        <circle cx="12" cy="12" r="9.5" className="omad-spinner__track" />
        <circle cx="12" cy="12" r="9.5" className="omad-spinner__arc" />
      </svg>
      {label ? <span className="omad-visually-hidden">{label}</span> : null}
    </span>
  );
}
