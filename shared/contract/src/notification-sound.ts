// The sound a loyalty notification plays with its toast (spec section 9: volume 0.5), where the
// player has it on (mf-profile's notification settings; on unless turned off on this device).
// A short two-note chime made with Web Audio, so no sound file is loaded; silently nothing
// where the browser has no audio or refuses to start it.
import { safeLocalStorage, type SafeStorage } from './storage';

/** Local storage key of the player's choice: '0' turns the sound off on this device. */
export const NOTIFICATION_SOUND_KEY = 'omad.notification-sound';

export const isNotificationSoundOn = (storage: SafeStorage = safeLocalStorage): boolean =>
  storage.getItem(NOTIFICATION_SOUND_KEY) !== '0';

export const setNotificationSoundOn = (on: boolean, storage: SafeStorage = safeLocalStorage) =>
  storage.setItem(NOTIFICATION_SOUND_KEY, on ? '1' : '0');

type AudioContextClass = new () => AudioContext;

const audioContextClass = (): AudioContextClass | null => {
  if (typeof window === 'undefined') return null;
  const scope = window as unknown as { webkitAudioContext?: AudioContextClass };
  return window.AudioContext ?? scope.webkitAudioContext ?? null;
};

/** The notes of the chime: frequency (Hz), start and length (s). */
const CHIME = [
  [880, 0, 0.18],
  [1318.5, 0.12, 0.28],
] as const;

/** Plays the chime at `volume` (0..1); true when it started. */
export const playNotificationChime = (volume: number): boolean => {
  const Context = audioContextClass();
  if (!Context || !(volume > 0)) return false;
  try {
    const context = new Context();
    const gain = context.createGain();
    gain.gain.value = Math.min(1, volume);
    gain.connect(context.destination);
    const start = context.currentTime;
    for (const [frequency, offset, length] of CHIME) {
      const note = context.createOscillator();
      const envelope = context.createGain();
      note.type = 'sine';
      note.frequency.value = frequency;
      envelope.gain.setValueAtTime(0.0001, start + offset);
      envelope.gain.exponentialRampToValueAtTime(1, start + offset + 0.02);
      envelope.gain.exponentialRampToValueAtTime(0.0001, start + offset + length);
      note.connect(envelope).connect(gain);
      note.start(start + offset);
      note.stop(start + offset + length);
    }
    window.setTimeout(() => void context.close().catch(() => undefined), 1_000);
    return true;
  } catch (error) {
    console.warn('[contract] notification sound unavailable', error);
    return false;
  }
};
