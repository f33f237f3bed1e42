// Inactivity logout (spec section 4): after time_to_force_logout without activity the
// player is signed out; a warning appears at 80 % of the time with a countdown over the
// last 20 %. Any key, click, scroll or route change resets it.
import { INACTIVITY_WARNING_RATIO } from '@omad/contract/format';

export type InactivityPhase = Readonly<
  { kind: 'active' } | { kind: 'warning'; secondsLeft: number } | { kind: 'expired' }
>;

export type InactivityTimer = Readonly<{
  /** Activity seen: back to the start. */
  reset: () => void;
  stop: () => void;
}>;

export const createInactivityTimer = (
  timeoutMs: number,
  onPhase: (phase: InactivityPhase) => void,
  now: () => number = Date.now,
): InactivityTimer => {
  const warnAfter = timeoutMs * INACTIVITY_WARNING_RATIO;
  let startedAt = now();
  let phase: InactivityPhase['kind'] = 'active';
  let handle: ReturnType<typeof setInterval> | null = null;

  const tick = (): void => {
    const elapsed = now() - startedAt;
    if (elapsed >= timeoutMs) {
      if (phase !== 'expired') {
        phase = 'expired';
        stop();
        onPhase({ kind: 'expired' });
      }
      return;
    }
    if (elapsed >= warnAfter) {
      phase = 'warning';
      onPhase({ kind: 'warning', secondsLeft: Math.ceil((timeoutMs - elapsed) / 1000) });
    }
  };

  const stop = (): void => {
    if (handle !== null) clearInterval(handle);
    handle = null;
  };

  const reset = (): void => {
    if (phase === 'expired') return;
    startedAt = now();
    if (phase === 'warning') onPhase({ kind: 'active' });
    phase = 'active';
  };

  handle = setInterval(tick, 250);
  return { reset, stop };
};

/** DOM events that count as activity. */
export const ACTIVITY_EVENTS = ['keydown', 'click', 'scroll', 'touchstart'] as const;
