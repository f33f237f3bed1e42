// Progress towards the next loyalty level (spec section 9), as a whole percentage for
// the progress bar.

/** The level bounds and the player's experience, as the loyalty call returns them. */
export interface LoyaltyProgressInput {
  /** Experience at which the current level starts. */
  readonly minValue: unknown;
  /** Experience at which the next level starts; absent on the top level. */
  readonly maxValue: unknown;
  /** The player's experience points. */
  readonly expCount: unknown;
}

// The loyalty call is loosely typed: bounds may come as numbers, numeric strings or null.
const toNumber = (value: unknown): number | null => {
  if (typeof value === 'string' && value.trim() !== '') value = Number(value);
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
};

/**
 * floor((expCount - minValue) / (maxValue - minValue) * 100), clamped to 0..100 so a
 * stale level never draws a bar past its ends. 100 when there is no numeric maximum
 * (the top level); 0 when the minimum or the experience is not a number, or when the
 * maximum equals the minimum (the formula would divide by zero).
 */
export const loyaltyProgress = ({ minValue, maxValue, expCount }: LoyaltyProgressInput): number => {
  const max = toNumber(maxValue);
  if (max === null) return 100;
  const min = toNumber(minValue);
  const exp = toNumber(expCount);
  if (min === null || exp === null || max === min) return 0;
  const percent = Math.floor(((exp - min) / (max - min)) * 100);
  return Math.min(100, Math.max(0, percent));
};
