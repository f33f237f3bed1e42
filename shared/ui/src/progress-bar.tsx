import type { HTMLAttributes } from 'react';
import { cx } from './class-names';
import './progress-bar.css';

export type ProgressBarTone = 'brand' | 'success' | 'accent';

export type ProgressBarProps = Omit<HTMLAttributes<HTMLDivElement>, 'role' | 'children'> & {
  /** Whole percent, 0..100 (clamped). */
  value: number;
  /** The bar's accessible name, e.g. "Wagering progress". */
  label: string;
  /** What a screen reader says instead of the bare percentage, e.g. "650,000 of 2,000,000". */
  valueText?: string;
  tone?: ProgressBarTone;
};

/** A determinate progress bar with its value announced (role progressbar). */
export function ProgressBar({
  value,
  label,
  valueText,
  tone = 'brand',
  className,
  ...rest
}: ProgressBarProps) {
  const percent = Math.min(100, Math.max(0, Math.round(value)));
  return (
    <div
      {...rest}
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={valueText ?? `${percent}%`}
      className={cx('omad-progress', `omad-progress--${tone}`, className)}
    >
      <span className="omad-progress__fill" style={{ inlineSize: `${percent}%` }} />
    </div>
  );
}
