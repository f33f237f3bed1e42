import type { HTMLAttributes } from 'react';
import { cx } from './class-names';
import { Icon } from './icon';
import './notice.css';

export type NoticeTone = 'warning' | 'danger';

export type NoticeProps = HTMLAttributes<HTMLParagraphElement> & {
  tone: NoticeTone;
  /** The warning icon's size in px. */
  iconSize?: number;
};

/**
 * A short message inside a form or a card, with a warning icon: an error that belongs to no
 * field, or a part of the page that is unavailable. Callers set the role (usually "alert").
 */
export function Notice({ tone, iconSize = 16, className, children, ...rest }: NoticeProps) {
  return (
    <p {...rest} className={cx('omad-notice', `omad-notice--${tone}`, className)}>
      <Icon name="warning" size={iconSize} />
      <span>{children}</span>
    </p>
  );
}
