import type { HTMLAttributes, ReactNode } from 'react';
import { cx } from './class-names';
import './badge.css';

export type BadgeTone = 'neutral' | 'brand' | 'accent' | 'success' | 'warning' | 'danger' | 'info';
export type BadgeSize = 'sm' | 'md';

export type BadgeProps = HTMLAttributes<HTMLSpanElement> & {
  tone?: BadgeTone;
  size?: BadgeSize;
  /** Solid fill for attention ("NEW", "LIVE"); soft tint by default. */
  solid?: boolean;
  /** An icon before the text. */
  icon?: ReactNode;
};

/** A short label: a status, a tag on a game tile, a count. */
export function Badge({
  tone = 'neutral',
  size = 'md',
  solid,
  icon,
  className,
  children,
  ...rest
}: BadgeProps) {
  return (
    <span
      {...rest}
      className={cx(
        'omad-badge',
        `omad-badge--${tone}`,
        `omad-badge--${size}`,
        solid && 'omad-badge--solid',
        className,
      )}
    >
      {icon}
      {children}
    </span>
  );
}
