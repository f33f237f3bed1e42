// Which of the wanted hints the strip shows. A hint appears only right after the player
// acted (a sign-in or registration in this tab, a navigation) and once its answers are in,
// so the strip never pushes down a page the player is looking at out of nowhere; it goes as
// soon as it no longer applies (a deposit, a sent confirmation, its time up) or is dismissed.
import { useEffect, useRef, useState } from 'react';
import { useRemoteProps } from '@omad/contract/remote';
import { onHintRevealAsked, takeHintReveal } from '../../lib/hints/hint-reveal';
import type { HintName } from './use-wanted-hints';

export const useHintReveal = (
  wanted: readonly HintName[],
  settled: boolean,
): readonly HintName[] => {
  const { location } = useRemoteProps();
  // A reveal moment leaves the strip open to appear until the answers are in.
  const [open, setOpen] = useState(takeHintReveal);
  const [revealed, setRevealed] = useState<readonly HintName[]>([]);

  useEffect(
    () =>
      onHintRevealAsked(() => {
        if (takeHintReveal()) setOpen(true);
      }),
    [],
  );

  const pathname = useRef(location.pathname);
  useEffect(() => {
    if (pathname.current === location.pathname) return;
    pathname.current = location.pathname;
    setOpen(true);
  }, [location.pathname]);

  useEffect(() => {
    if (!open || !settled) return;
    setRevealed(wanted);
    setOpen(false);
  }, [open, settled, wanted]);

  return revealed.filter((name) => wanted.includes(name));
};
