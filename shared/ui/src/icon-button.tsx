import type { ComponentPropsWithRef, ReactElement } from 'react';
import { cx } from './class-names';
import { Icon } from './icon';
import type { IconName } from './icon';
import './icon-button.css';

export type IconButtonVariant = 'ghost' | 'secondary' | 'primary';
export type IconButtonSize = 'sm' | 'md' | 'lg';

export type IconButtonProps = Omit<ComponentPropsWithRef<'button'>, 'children' | 'aria-label'> & {
  /** The accessible name, localized by the caller; an icon alone says nothing to a screen reader. */
  'aria-label': string;
  /** A kit icon name or any icon element. */
  icon: IconName | ReactElement;
  variant?: IconButtonVariant;
  size?: IconButtonSize;
  /** A small count bubble (unread notifications); hidden from AT, put it in aria-label too. */
  count?: number;
};

const iconSize: Record<IconButtonSize, number> = { sm: 16, md: 20, lg: 24 };

/** A square button that shows only an icon. */
export function IconButton({
  icon,
  variant = 'ghost',
  size = 'md',
  count,
  className,
  type = 'button',
  ...rest
}: IconButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      className={cx(
        'omad-icon-button',
        `omad-icon-button--${variant}`,
        `omad-icon-button--${size}`,
        className,
      )}
    >
      {typeof icon === 'string' ? <Icon name={icon} size={iconSize[size]} /> : icon}
      {count !== undefined && count > 0 ? (
        <span className="omad-icon-button__count" aria-hidden="true">
          {count > 99 ? '99+' : count}
        </span>
      ) : null}
    </button>
  );
}
