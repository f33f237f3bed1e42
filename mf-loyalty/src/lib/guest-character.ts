// A guest's character is chosen on this device only (spec section 4: "set locally or through
// the server"); after sign-in the choice goes to the player's account when they have none.
import { safeLocalStorage } from '@omad/contract';

const KEY = 'omad.loyalty.character';

/** The id a guest chose here, or null. */
export const guestCharacterId = (): number | null => {
  const stored = Number(safeLocalStorage.getItem(KEY));
  return Number.isInteger(stored) && stored > 0 ? stored : null;
};

export const rememberGuestCharacter = (id: number): void =>
  safeLocalStorage.setItem(KEY, String(id));

export const forgetGuestCharacter = (): void => safeLocalStorage.removeItem(KEY);
