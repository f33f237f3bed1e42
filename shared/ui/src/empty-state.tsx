import { useId } from 'react';
import type { HTMLAttributes, ReactNode } from 'react';
import { cx } from './class-names';
import { Icon, isIconName } from './icon';
import type { IconName } from './icon';
import './empty-state.css';

export type EmptyStateProps = Omit<HTMLAttributes<HTMLDivElement>, 'title'> & {
  /** A kit icon name or any illustration node. */
  icon?: IconName | ReactNode;
  title: ReactNode;
  description?: ReactNode;
  /** A Button: "Browse games", "Reset filters". */
  action?: ReactNode;
  /** The heading level, to fit the page outline; h3 by default. */
  headingLevel?: 2 | 3 | 4;
};

/** "Nothing here yet" inside a page: no favourites, no bets, no search results. */
export function EmptyState({
  icon,
  title,
  description,
  action,
  headingLevel = 3,
  className,
  ...rest
}: EmptyStateProps) {
  const Heading = `h${headingLevel}` as const;
  const titleId = useId();
  return (
    <div
      role="group"
      aria-labelledby={titleId}
      {...rest}
      className={cx('omad-empty-state', className)}
    >
      {icon ? (
        <div className="omad-empty-state__icon" aria-hidden="true">
          {typeof icon === 'string' && isIconName(icon) ? <Icon name={icon} size={28} /> : icon}
        </div>
      ) : null}
      <Heading id={titleId} className="omad-empty-state__title">
        {title}
      </Heading>
      {description ? <div className="omad-empty-state__description">{description}</div> : null}
      {action ? <div className="omad-empty-state__action">{action}</div> : null}
    </div>
  );
}
