// The profile page and the account-services widget are two exposes of this one remote, so
// they share module state: a changed reality-check interval reaches the widget's timer at
// once, without another platform read.
type Listener = (minutes: number) => void;

const listeners = new Set<Listener>();

export const announceRealityCheck = (minutes: number): void => {
  for (const listener of listeners) listener(minutes);
};

export const onRealityCheck = (listener: Listener): (() => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};
