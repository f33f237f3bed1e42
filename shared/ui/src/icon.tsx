import { useId } from 'react';
import type { SVGProps } from 'react';
import { cx } from './class-names';
import { iconPaths } from './icon-paths';
import './icon.css';

export type IconName = keyof typeof iconPaths;

/** Every icon the kit draws, in display order (the /_icons page and tests walk it). */
export const iconNames: readonly IconName[] = Object.keys(iconPaths) as IconName[];

/** Narrows a string from content (a CMS menu item, say) to a known icon name. */
export function isIconName(value: string): value is IconName {
  return Object.hasOwn(iconPaths, value);
}

export type IconProps = Omit<SVGProps<SVGSVGElement>, 'ref' | 'children'> & {
  name: IconName;
  /** Width and height in px; defaults to 24. */
  size?: number;
  /** Announced name for an icon that carries meaning alone; decorative when omitted. */
  title?: string;
};

/**
 * An inline outline icon in currentColor. Renders nothing for a name it does not
 * know, so content that names a retired icon degrades to no icon, not a crash.
 */
export function Icon({ name, size = 24, title, className, strokeWidth = 2, ...rest }: IconProps) {
  const titleId = useId();
  if (!isIconName(name)) return null;
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
      className={cx('omad-icon', className)}
      data-icon={name}
      {...(title ? { role: 'img', 'aria-labelledby': titleId } : { 'aria-hidden': true })}
      {...rest}
    >
      {title ? <title id={titleId}>{title}</title> : null}
      {iconPaths[name].map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}
