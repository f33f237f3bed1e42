import type { HTMLAttributes } from 'react';
import { cx } from './class-names';
import './card.css';

export type CardPadding = 'none' | 'sm' | 'md' | 'lg';
export type CardElement = 'div' | 'article' | 'section' | 'li';

export type CardProps = HTMLAttributes<HTMLElement> & {
  /** The element to render, for the right landmark or list semantics. */
  as?: CardElement;
  padding?: CardPadding;
  /** Lifts and highlights on hover, for cards that are (or contain) one big link. */
  interactive?: boolean;
  /** Draws the gold brand edge, for a featured offer or the current VIP level. */
  highlighted?: boolean;
};

/** An elevated surface that groups related content. */
export function Card({
  as: Element = 'div',
  padding = 'md',
  interactive,
  highlighted,
  className,
  ...rest
}: CardProps) {
  return (
    <Element
      {...rest}
      className={cx(
        'omad-card',
        `omad-card--pad-${padding}`,
        interactive && 'omad-card--interactive',
        highlighted && 'omad-card--highlighted',
        className,
      )}
    />
  );
}
