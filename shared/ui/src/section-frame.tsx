import { useEffect, useRef } from 'react';
import type { HTMLAttributes, MouseEvent, ReactNode } from 'react';
import { cx } from './class-names';
import { Container } from './container';
import './section-frame.css';

/** One section of a frame's navigation. */
export type SectionLink = Readonly<{
  /** Stable key, compared with `current`. */
  key: string;
  label: ReactNode;
  href: string;
  onClick?: (event: MouseEvent<HTMLAnchorElement>) => void;
}>;

export type SectionFrameProps = Omit<HTMLAttributes<HTMLDivElement>, 'title'> & {
  /** The page heading (the page's one h1). */
  title: ReactNode;
  /** Accessible name of the navigation, e.g. "Cashier sections". */
  navLabel: string;
  links: readonly SectionLink[];
  /** The key of the section shown; null when none of them is. */
  current: string | null;
  /** Beside the heading on a wide screen, under it on a phone (a summary, a badge). */
  aside?: ReactNode;
  children: ReactNode;
};

/**
 * A page of an area with sections (cashier, profile): its heading, the sections as links that
 * scroll sideways on a phone and wrap on a desktop, the current one marked, then the page.
 * Pure, so an edge first screen can draw it with the same markup.
 */
export function SectionFrame({
  title,
  navLabel,
  links,
  current,
  aside,
  children,
  className,
  ...rest
}: SectionFrameProps) {
  const list = useRef<HTMLUListElement>(null);
  // On a phone the row scrolls sideways: bring the current section into view (the row only,
  // never the page).
  useEffect(() => {
    const row = list.current;
    const link = row?.querySelector('[aria-current="page"]');
    if (!row || !(link instanceof HTMLElement) || row.scrollWidth <= row.clientWidth) return;
    row.scrollLeft = link.offsetLeft - (row.clientWidth - link.offsetWidth) / 2;
  }, [current]);
  return (
    <Container {...rest} className={cx('omad-section', className)}>
      <div className="omad-section__head">
        <h1 className="omad-section__title">{title}</h1>
        {aside}
      </div>
      <nav className="omad-section__nav" aria-label={navLabel}>
        <ul ref={list}>
          {links.map((link) => (
            <li key={link.key}>
              <a
                href={link.href}
                onClick={link.onClick}
                className="omad-section__nav-link"
                aria-current={link.key === current ? 'page' : undefined}
              >
                {link.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {children}
    </Container>
  );
}
