// Local and session storage that never throw. Private modes, a full quota, storage turned
// off by the player, sandboxed frames and rendering without a window all read as "nothing
// stored" and drop the write: remembering something is never worth breaking a page for.

/** The part of the Web Storage API the apps use; every method is safe to call anywhere. */
export type SafeStorage = Readonly<{
  /** The stored text, or null when there is none or storage is unavailable. */
  getItem: (key: string) => string | null;
  /** Stores the text; does nothing when storage is unavailable or full. */
  setItem: (key: string, value: string) => void;
  /** Removes the key; does nothing when storage is unavailable. */
  removeItem: (key: string) => void;
}>;

/** Wraps the storage `open` returns; `open` runs on every call, since reading it may throw. */
export const createSafeStorage = (open: () => Storage | null | undefined): SafeStorage => {
  const attempt = <T>(act: (storage: Storage) => T, fallback: T): T => {
    try {
      const storage = open();
      return storage ? act(storage) : fallback;
    } catch {
      return fallback;
    }
  };
  return {
    getItem: (key) => attempt((storage) => storage.getItem(key), null),
    setItem: (key, value) => attempt((storage) => storage.setItem(key, value), undefined),
    removeItem: (key) => attempt((storage) => storage.removeItem(key), undefined),
  };
};

const fromWindow = (name: 'localStorage' | 'sessionStorage') => () =>
  typeof window === 'undefined' ? null : window[name];

/** `window.localStorage`, or nothing stored where the browser refuses it. */
export const safeLocalStorage: SafeStorage = createSafeStorage(fromWindow('localStorage'));

/** `window.sessionStorage`, or nothing stored where the browser refuses it. */
export const safeSessionStorage: SafeStorage = createSafeStorage(fromWindow('sessionStorage'));
