// When the hints strip may appear. It sits in the page's flow (the shell's account-hints
// slot), so appearing pushes the page down: it only does so right after the player acted,
// a sign-in or registration in this tab (asked for here by the dialogs, taken by the strip
// when it mounts or, mounted already, when asked) or a navigation (the strip's own). Module
// state: the header widget and the strip are two exposes of this one remote and share it.
let revealAsked = false;
const listeners = new Set<() => void>();

/** A sign-in or registration just happened in this tab: the strip may show at once. */
export const askHintReveal = (): void => {
  revealAsked = true;
  for (const listener of listeners) listener();
};

/** Whether a reveal was asked since the last call; the strip takes it once. */
export const takeHintReveal = (): boolean => {
  const asked = revealAsked;
  revealAsked = false;
  return asked;
};

/** Calls `listener` on every ask; returns the unsubscribe function. */
export const onHintRevealAsked = (listener: () => void): (() => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};
