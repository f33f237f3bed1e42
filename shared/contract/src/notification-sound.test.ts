// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  isNotificationSoundOn,
  playNotificationChime,
  setNotificationSoundOn,
} from './notification-sound';
import { createSafeStorage } from './storage';

const memory = () => {
  const values = new Map<string, string>();
  return createSafeStorage(
    () =>
      ({
        getItem: (key: string) => values.get(key) ?? null,
        setItem: (key: string, value: string) => values.set(key, value),
        removeItem: (key: string) => values.delete(key),
      }) as unknown as Storage,
  );
};

/** A Web Audio stand-in that records the master volume and the notes started. */
const fakeAudio = () => {
  const volumes: number[] = [];
  const notes: number[] = [];
  const param = () => ({
    value: 0,
    setValueAtTime: vi.fn(),
    exponentialRampToValueAtTime: vi.fn(),
  });
  class FakeContext {
    currentTime = 0;
    destination = {};
    createGain() {
      const gain = { gain: param(), connect: (next: unknown) => next ?? gain };
      queueMicrotask(() => volumes.push(gain.gain.value));
      return gain;
    }
    createOscillator() {
      const note = {
        type: '',
        frequency: { value: 0 },
        connect: (next: unknown) => next,
        start: () => notes.push(note.frequency.value),
        stop: vi.fn(),
      };
      return note;
    }
    close = async () => undefined;
  }
  return { FakeContext, volumes, notes };
};

afterEach(() => vi.unstubAllGlobals());

describe('the notification sound', () => {
  it('is on until the player turns it off on this device', () => {
    const storage = memory();
    expect(isNotificationSoundOn(storage)).toBe(true);
    setNotificationSoundOn(false, storage);
    expect(isNotificationSoundOn(storage)).toBe(false);
    setNotificationSoundOn(true, storage);
    expect(isNotificationSoundOn(storage)).toBe(true);
  });

  it('plays two notes at the volume asked for', async () => {
    const audio = fakeAudio();
    vi.stubGlobal('AudioContext', audio.FakeContext);
    expect(playNotificationChime(0.5)).toBe(true);
    await Promise.resolve();
    expect(audio.notes).toHaveLength(2);
    expect(audio.volumes[0]).toBe(0.5);
  });

  it('plays nothing at volume 0 or without Web Audio', () => {
    const audio = fakeAudio();
    vi.stubGlobal('AudioContext', audio.FakeContext);
    expect(playNotificationChime(0)).toBe(false);
    expect(audio.notes).toHaveLength(0);
    vi.stubGlobal('AudioContext', undefined);
    expect(playNotificationChime(0.5)).toBe(false);
  });
});
