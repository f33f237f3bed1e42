import { useId } from 'react';
import type { SVGProps } from 'react';
import { cx } from './class-names';
import './logo.css';

export type LogoVariant = 'full' | 'mark';

export type LogoProps = Omit<SVGProps<SVGSVGElement>, 'ref' | 'children'> & {
  /** full: the clover coin and the wordmark; mark: the coin alone (favicons, tight headers). */
  variant?: LogoVariant;
  /** Height in px; the width follows. */
  height?: number;
  /** The accessible name. */
  title?: string;
};

// Four heart-shaped leaves around the coin's centre, drawn once and rotated.
const leaf =
  'M18 17.6C15.2 15.6 13.4 13.4 13.4 11.2a2.6 2.6 0 0 1 4.6-1.7 2.6 2.6 0 0 1 4.6 1.7c0 2.2-1.8 4.4-4.6 6.4z';
const wordmark = [
  'M44.5 18a9.5 11.5 0 1 0 19 0a9.5 11.5 0 1 0-19 0',
  'M72 29.5V14.5',
  'M72 19.5a5 5 0 0 1 10 0v10',
  'M82 19.5a5 5 0 0 1 10 0v10',
  'M100.5 22a7.5 7.5 0 1 0 15 0a7.5 7.5 0 1 0-15 0',
  'M115.5 14.5v15',
  'M124 22a7.5 7.5 0 1 0 15 0a7.5 7.5 0 1 0-15 0',
  'M139 4.5v25',
];

/** The Omad logo: a gold lucky coin with a four-leaf clover, and the wordmark. */
export function Logo({
  variant = 'full',
  height = 32,
  title = 'Omad',
  className,
  ...rest
}: LogoProps) {
  // Gradient ids must be unique per instance and valid inside url(#…). The wordmark's
  // gradient is in user space: a straight stroke has a zero-width box and would vanish.
  const id = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const gold = `omad-logo-gold-${id}`;
  const coin = `omad-logo-coin-${id}`;
  const width = variant === 'full' ? 142 : 36;
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox={`0 0 ${width} 36`}
      height={height}
      width={(height * width) / 36}
      role="img"
      aria-label={title}
      focusable="false"
      className={cx('omad-logo', className)}
      {...rest}
    >
      <defs>
        <linearGradient id={gold} gradientUnits="userSpaceOnUse" x1="0" y1="3" x2="0" y2="32">
          <stop offset="0" stopColor="#ffe9a8" />
          <stop offset="0.5" stopColor="#f7b733" />
          <stop offset="1" stopColor="#d9870b" />
        </linearGradient>
        <radialGradient id={coin} cx="0.35" cy="0.3" r="0.8">
          <stop offset="0" stopColor="#fff1c4" />
          <stop offset="0.45" stopColor="#f7b733" />
          <stop offset="1" stopColor="#b86f06" />
        </radialGradient>
      </defs>
      <circle cx="18" cy="18" r="17" fill={`url(#${coin})`} />
      <circle cx="18" cy="18" r="14.2" fill="none" stroke="#1d1403" strokeOpacity="0.28" />
      <g fill="#1d1403" transform="rotate(45 18 18)">
        {[0, 90, 180, 270].map((angle) => (
          <path key={angle} d={leaf} transform={`rotate(${angle} 18 18)`} />
        ))}
      </g>
      <path
        d="M18.4 18.6q.6 4.6 3.8 7.6"
        fill="none"
        stroke="#1d1403"
        strokeWidth="1.6"
        strokeLinecap="round"
      />
      {variant === 'full' ? (
        <g fill="none" stroke={`url(#${gold})`} strokeWidth="4.2" strokeLinecap="round">
          {wordmark.map((d) => (
            <path key={d} d={d} />
          ))}
        </g>
      ) : null}
    </svg>
  );
}
