import type { HTMLAttributes } from 'react';
import { cx } from './class-names';
import './panel.css';

export type PanelProps = HTMLAttributes<HTMLElement> & {
  /** 'section' (a titled part of a page, the default) or 'div'. */
  as?: 'section' | 'div';
};

/**
 * A raised block of a page's content, one column that never widens past a 360 px screen:
 * the cashier's forms and the profile's sections. Its heading, when it has one, takes the
 * class `omad-panel__title`.
 */
export function Panel({ as: Element = 'section', className, ...rest }: PanelProps) {
  return <Element {...rest} className={cx('omad-panel', className)} />;
}
