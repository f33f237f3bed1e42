import type { ComponentPropsWithRef, MouseEvent, ReactNode } from 'react';
import { cx } from './class-names';
import { Spinner } from './spinner';
import './button.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger' | 'link';
export type ButtonSize = 'sm' | 'md' | 'lg';

type ButtonOwnProps = {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows a spinner, keeps the width, blocks presses and sets aria-busy. */
  loading?: boolean;
  fullWidth?: boolean;
  /** Icon or node before the label. */
  iconStart?: ReactNode;
  /** Icon or node after the label. */
  iconEnd?: ReactNode;
};

export type ButtonAsButtonProps = ButtonOwnProps &
  ComponentPropsWithRef<'button'> & { href?: undefined };

/** With `href` the button is a plain <a>; apps wrap it with their router's link. */
export type ButtonAsLinkProps = ButtonOwnProps & ComponentPropsWithRef<'a'> & { href: string };

export type ButtonProps = ButtonAsButtonProps | ButtonAsLinkProps;

function classesFor(props: ButtonOwnProps & { className?: string | undefined }): string {
  const { variant = 'primary', size = 'md', loading, fullWidth, className } = props;
  return cx(
    'omad-button',
    `omad-button--${variant}`,
    `omad-button--${size}`,
    loading && 'omad-button--loading',
    fullWidth && 'omad-button--full',
    className,
  );
}

function content(children: ReactNode, iconStart: ReactNode, iconEnd: ReactNode, loading = false) {
  return (
    <>
      <span className="omad-button__content">
        {iconStart}
        {children === undefined || children === null ? null : (
          <span className="omad-button__label">{children}</span>
        )}
        {iconEnd}
      </span>
      {loading ? <Spinner size="sm" className="omad-button__spinner" /> : null}
    </>
  );
}

/** The kit's button: one look for every action, as a <button> or a link. */
export function Button(props: ButtonProps) {
  if (props.href !== undefined) {
    const { variant, size, loading, fullWidth, iconStart, iconEnd, className, ...anchor } = props;
    const { children, onClick, ...rest } = anchor;
    const blockWhileLoading = (event: MouseEvent<HTMLAnchorElement>) => {
      if (loading) event.preventDefault();
      else onClick?.(event);
    };
    return (
      <a
        {...rest}
        className={classesFor({ variant, size, loading, fullWidth, className })}
        aria-busy={loading || undefined}
        aria-disabled={loading || rest['aria-disabled'] || undefined}
        onClick={blockWhileLoading}
      >
        {content(children, iconStart, iconEnd, loading)}
      </a>
    );
  }
  const { variant, size, loading, fullWidth, iconStart, iconEnd, className, ...button } = props;
  const { children, disabled, type = 'button', ...rest } = button;
  return (
    <button
      {...rest}
      type={type}
      className={classesFor({ variant, size, loading, fullWidth, className })}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
    >
      {content(children, iconStart, iconEnd, loading)}
    </button>
  );
}
