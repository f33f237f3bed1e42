import type { HTMLAttributes } from 'react';
import { cx } from './class-names';
import './container.css';

export type ContainerElement = 'div' | 'main' | 'section' | 'header' | 'footer';

export type ContainerProps = HTMLAttributes<HTMLElement> & {
  as?: ContainerElement;
  /** Narrow column for forms and text pages (720px) instead of the full 1280px. */
  narrow?: boolean;
};

/** Centres page content at --omad-container-max with the responsive side padding. */
export function Container({ as: Element = 'div', narrow, className, ...rest }: ContainerProps) {
  return (
    <Element
      {...rest}
      className={cx('omad-container', narrow && 'omad-container--narrow', className)}
    />
  );
}
