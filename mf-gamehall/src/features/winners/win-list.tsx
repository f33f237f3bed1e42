// A list of wins that takes new ones at the top while it is read: every row is placed with a
// transform at its index (rows are one fixed height), so a new win slides the others down
// without moving anything in the page's layout, and the list's height only changes when it
// gets longer ("show more"), below what the player is reading.
import type { CSSProperties } from 'react';
import type { Win } from '@omad/contract/api';
import { WinItem } from '../../lib/win-item';

/** A row's height and the gap below it, in px (win-item.css: 64 px rows). */
const ROW = 64;
const GAP = 8;

export const WinList = ({
  wins,
  label,
  busy,
}: Readonly<{ wins: readonly Win[]; label: string; busy: boolean }>) => (
  <ol
    className="omad-winners__list"
    aria-label={label}
    aria-busy={busy}
    style={{ height: wins.length === 0 ? 0 : wins.length * (ROW + GAP) - GAP }}
  >
    {wins.map((win, index) => (
      <li
        key={win.id}
        className="omad-winners__row"
        style={{ '--omad-winners-y': `${index * (ROW + GAP)}px` } as CSSProperties}
      >
        <WinItem win={win} />
      </li>
    ))}
  </ol>
);
