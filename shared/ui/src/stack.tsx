import type { CSSProperties, HTMLAttributes } from 'react';
import { cx } from './class-names';
import './stack.css';

/** A step of the spacing scale: 0 is none, 1 is 4px … 10 is 64px. */
export type SpaceStep = 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10;
export type StackElement = 'div' | 'section' | 'ul' | 'ol' | 'nav' | 'form';

export type StackProps = HTMLAttributes<HTMLElement> & {
  as?: StackElement;
  /** Gap between children, from --omad-space-*. */
  gap?: SpaceStep;
  direction?: 'column' | 'row';
  align?: 'start' | 'center' | 'end' | 'stretch' | 'baseline';
  justify?: 'start' | 'center' | 'end' | 'between';
  wrap?: boolean;
};

/** Lays children out in a row or column with a gap from the spacing scale. */
export function Stack({
  as: Element = 'div',
  gap = 4,
  direction = 'column',
  align,
  justify,
  wrap,
  className,
  style,
  ...rest
}: StackProps) {
  const gapStyle = { '--omad-stack-gap': `var(--omad-space-${gap})` } as CSSProperties;
  return (
    <Element
      {...rest}
      className={cx(
        'omad-stack',
        `omad-stack--${direction}`,
        align && `omad-stack--align-${align}`,
        justify && `omad-stack--justify-${justify}`,
        wrap && 'omad-stack--wrap',
        className,
      )}
      style={{ ...gapStyle, ...style }}
    />
  );
}
