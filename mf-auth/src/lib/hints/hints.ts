// Timing rules of the two post-registration hints (spec section 4), kept pure so they are
// tested alone: the registration hint for 2 hours after registering until the first
// deposit, the confirm-contact hint for 5 days while the contact is unconfirmed and no
// confirmation was sent.
import { CONFIRM_HINT_MS, REGISTRATION_HINT_MS } from '@omad/contract/format';

/** When the registration hint ends for a player who registered at `registeredAt` (ms). */
export const registrationHintUntil = (
  registeredAt: number,
  durationMs: number = REGISTRATION_HINT_MS,
): number => registeredAt + durationMs;

export type RegistrationHintState = Readonly<{
  now: number;
  /** The stored end of the hint; null when this browser never started one for the player. */
  until: number | null;
  /** UserAccount.has_deposited: a paid deposit of the player's exists. */
  hasDeposited: boolean;
  /** CMS cashier-config registrationHint.isEnabled. */
  isEnabled: boolean;
}>;

export const isRegistrationHintVisible = (state: RegistrationHintState): boolean =>
  state.isEnabled && !state.hasDeposited && state.until !== null && state.now < state.until;

export type ConfirmHintState = Readonly<{
  now: number;
  /** Registration time of the account in ms; null when the platform does not say. */
  registeredAt: number | null;
  durationMs?: number;
  /** A confirmation was sent to the contact (confirm_sent stored). */
  confirmSent: boolean;
  contactConfirmed: boolean;
}>;

export const isConfirmHintVisible = (state: ConfirmHintState): boolean => {
  const { now, registeredAt, durationMs = CONFIRM_HINT_MS } = state;
  if (state.confirmSent || state.contactConfirmed || registeredAt === null) return false;
  // No lower bound: a device clock a little behind the platform's must not hide the hint.
  return now < registeredAt + durationMs;
};

/** The end of the confirm hint, so a timer can hide it on time; null when there is none. */
export const confirmHintUntil = (
  registeredAt: number | null,
  durationMs: number = CONFIRM_HINT_MS,
): number | null => (registeredAt === null ? null : registeredAt + durationMs);

/**
 * Milliseconds until the next hint ends (the earliest future end), or null when none is
 * ahead. Capped, since browsers run a longer setTimeout at once.
 */
export const msUntilNextChange = (now: number, ends: readonly (number | null)[]): number | null => {
  const ahead = ends.filter((end): end is number => end !== null && end > now);
  if (ahead.length === 0) return null;
  return Math.min(Math.min(...ahead) - now, MAX_TIMER_MS);
};

/** The longest delay setTimeout honours (2^31 - 1 ms). */
export const MAX_TIMER_MS = 2_147_483_647;
