// The grid of a listing page's cards (tile.css), and the cards' shapes while they load: what
// the promotions and offers pages draw, and their first screens too.
import type { ComponentType, ReactNode, Ref } from 'react';
import './tile.css';

/** Cards drawn while a list loads. */
const SKELETONS = 3;

export const TileGrid = ({
  label,
  busy,
  ref,
  children,
}: Readonly<{
  /** The list's accessible name. */
  label: string;
  /** True while the cards are skeletons. */
  busy: boolean;
  ref?: Ref<HTMLUListElement>;
  children: ReactNode;
}>) => (
  <ul ref={ref} className="omad-tile-grid" aria-label={label} aria-busy={busy}>
    {children}
  </ul>
);

/** The grid's items while it loads: a few of the card's skeleton. */
export const TileSkeletons = ({ Skeleton }: Readonly<{ Skeleton: ComponentType }>) =>
  Array.from({ length: SKELETONS }, (_, index) => (
    <li key={index}>
      <Skeleton />
    </li>
  ));
