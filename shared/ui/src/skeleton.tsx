import type { CSSProperties, HTMLAttributes } from 'react';
import { cx } from './class-names';
import './skeleton.css';

export type SkeletonVariant = 'block' | 'text' | 'circle';

export type SkeletonProps = Omit<HTMLAttributes<HTMLSpanElement>, 'children'> & {
  variant?: SkeletonVariant;
  /** CSS width; a number is px. Blocks and text fill their container by default. */
  width?: number | string;
  /** CSS height; a number is px. */
  height?: number | string;
  /** Reserves the final content's shape (`'16 / 9'`, `1`) so nothing shifts when it loads. */
  aspectRatio?: number | string;
  /** For text: how many lines; the last is shorter, like a paragraph. */
  lines?: number;
};

const toLength = (value: number | string | undefined) =>
  typeof value === 'number' ? `${value}px` : value;

/** A placeholder with a shimmer where content is loading. Hidden from screen readers. */
export function Skeleton({
  variant = 'block',
  width,
  height,
  aspectRatio,
  lines = 1,
  className,
  style,
  ...rest
}: SkeletonProps) {
  const size: CSSProperties = { width: toLength(width), height: toLength(height), aspectRatio };
  if (variant === 'text' && lines > 1) {
    return (
      <span
        {...rest}
        aria-hidden="true"
        className={cx('omad-skeleton-lines', className)}
        style={{ width: size.width, ...style }}
      >
        {Array.from({ length: lines }, (_, line) => (
          <span
            key={line}
            className="omad-skeleton omad-skeleton--text"
            style={line === lines - 1 ? { width: '60%' } : undefined}
          />
        ))}
      </span>
    );
  }
  return (
    <span
      {...rest}
      aria-hidden="true"
      className={cx('omad-skeleton', `omad-skeleton--${variant}`, className)}
      style={{ ...size, ...style }}
    />
  );
}
