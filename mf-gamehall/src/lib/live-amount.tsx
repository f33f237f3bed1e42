// An amount that grows while it is shown (a jackpot): when a new, larger amount arrives it
// counts up to it over a moment, in whole cents (exact: the last frame is the amount itself).
// Digits are tabular, so the number does not jitter, and the box keeps its line height, so
// nothing around it moves. Screen readers get the amount once per answer, not every frame.
import { useEffect, useRef, useState } from 'react';
import type { Money } from '@omad/contract/api';
import { centsOf, decimalOf } from '@omad/contract/format';
import { useMoneyFormat } from './money';

const COUNT_UP_MS = 1200;

const reducedMotion = () =>
  typeof window.matchMedia === 'function' &&
  window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** The amount `progress` (0..1) of the way from `from` to `to`, in whole cents. */
export const amountBetween = (from: string, to: string, progress: number): string => {
  const start = centsOf(from);
  const end = centsOf(to);
  if (progress >= 1 || end <= start) return decimalOf(end);
  const step = BigInt(Math.floor(progress * 1_000_000));
  return decimalOf(start + ((end - start) * step) / 1_000_000n);
};

export const LiveAmount = ({
  money,
  className,
}: Readonly<{ money: Money; className?: string }>) => {
  const formatMoney = useMoneyFormat();
  const [shown, setShown] = useState(money.amount);
  const shownRef = useRef(money.amount);
  shownRef.current = shown;

  useEffect(() => {
    const from = shownRef.current;
    if (reducedMotion() || centsOf(money.amount) <= centsOf(from)) {
      setShown(money.amount);
      return undefined;
    }
    let frame = 0;
    const started = performance.now();
    const tick = (time: number) => {
      const progress = Math.min(1, (time - started) / COUNT_UP_MS);
      // Ease out: fast at first, settling on the amount.
      setShown(amountBetween(from, money.amount, 1 - (1 - progress) ** 3));
      if (progress < 1) frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [money.amount]);

  return (
    <span className={className} data-amount={money.amount}>
      <span aria-hidden="true" className="omad-live-amount">
        {formatMoney({ amount: shown, currency: money.currency })}
      </span>
      <span className="omad-visually-hidden">{formatMoney(money)}</span>
    </span>
  );
};
