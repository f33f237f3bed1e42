// What the hints remember in this browser: the end of the registration hint (per player)
// and the contact a confirmation was sent to. Written through to localStorage and held in
// a small store, so a hint hides the moment the popup or another tab sends a confirmation.
import { createStore, useStore } from 'zustand';
import { safeLocalStorage } from '@omad/contract';
import { askHintReveal } from './hint-reveal';

/** localStorage key of the registration hint's end: JSON `{ uid, until }`. */
export const REGISTRATION_HINT_KEY = 'registration_hint_until';
/** localStorage key of the contact a confirmation was sent to. */
export const CONFIRM_SENT_KEY = 'confirm_sent';

export type HintMemory = Readonly<{
  registrationHint: Readonly<{ uid: number; until: number }> | null;
  confirmSent: string | null;
}>;

/** The stored `{ uid, until }`, or null for anything else (hand-edited, older format). */
const parseRegistrationHint = (text: string | null): HintMemory['registrationHint'] => {
  let value: unknown;
  try {
    value = text === null ? null : JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const uid: unknown = 'uid' in value ? value.uid : undefined;
  const until: unknown = 'until' in value ? value.until : undefined;
  return typeof uid === 'number' && typeof until === 'number' ? { uid, until } : null;
};

const read = (): HintMemory => ({
  registrationHint: parseRegistrationHint(safeLocalStorage.getItem(REGISTRATION_HINT_KEY)),
  confirmSent: safeLocalStorage.getItem(CONFIRM_SENT_KEY),
});

export const hintMemory = createStore<HintMemory>(read);

/** Starts the registration hint of a player who just registered. */
export const startRegistrationHint = (uid: number, until: number): void => {
  safeLocalStorage.setItem(REGISTRATION_HINT_KEY, JSON.stringify({ uid, until }));
  hintMemory.setState({ registrationHint: { uid, until } });
  askHintReveal();
};

/** Remembers that a confirmation went to `contact`; the confirm hint stops for it. */
export const markConfirmSent = (contact: string): void => {
  safeLocalStorage.setItem(CONFIRM_SENT_KEY, contact);
  hintMemory.setState({ confirmSent: contact });
};

/** Re-reads storage (another tab wrote it). */
export const reloadHintMemory = (): void => hintMemory.setState(read());

export const useHintMemory = <T>(selector: (memory: HintMemory) => T): T =>
  useStore(hintMemory, selector);
