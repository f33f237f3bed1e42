import { describe, expect, it } from 'vitest';
import { createSafeStorage } from '@omad/contract';
import { FULL_SCREEN_OPTIONS } from '@omad/contract/cms';
import { fullscreenAllowed, launchContextOf } from './launch-context';

const memoryStorage = () => {
  const values = new Map<string, string>();
  return createSafeStorage(
    () =>
      ({
        getItem: (key: string) => values.get(key) ?? null,
        setItem: (key: string, value: string) => void values.set(key, value),
        removeItem: (key: string) => void values.delete(key),
      }) as Storage,
  );
};

const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0 Safari/537.36';
const ANDROID_WEB_VIEW =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8 Build/UQ1A; wv) Chrome/130.0 Mobile';
const browser = { hash: '', userAgent: DESKTOP, standalone: false, messengerBridge: false };

describe('the full-screen option', () => {
  it('shows the button everywhere for all, nowhere for none, and by place for the others', () => {
    const places = [
      { messenger: false, product: false },
      { messenger: true, product: false },
      { messenger: false, product: true },
    ];
    const allowed = FULL_SCREEN_OPTIONS.map((option) =>
      places.map((place) => fullscreenAllowed(option, place)),
    );
    expect(
      Object.fromEntries(FULL_SCREEN_OPTIONS.map((option, i) => [option, allowed[i]])),
    ).toEqual({
      all: [true, true, true],
      messenger: [false, true, false],
      product: [false, false, true],
      none: [false, false, false],
    });
  });

  it('knows the messenger mini-app by its launch data or bridge, and remembers it for the tab', () => {
    const storage = memoryStorage();
    expect(launchContextOf(browser, storage).messenger).toBe(false);
    expect(
      launchContextOf({ ...browser, hash: '#tgWebAppData=query_id%3D1' }, storage).messenger,
    ).toBe(true);
    // Later pages of the same tab no longer carry the hash.
    expect(launchContextOf(browser, storage).messenger).toBe(true);
    expect(launchContextOf({ ...browser, messengerBridge: true }, memoryStorage()).messenger).toBe(
      true,
    );
  });

  it("knows the operator's app as an installed PWA or an Android web view", () => {
    expect(launchContextOf(browser, memoryStorage()).product).toBe(false);
    expect(launchContextOf({ ...browser, standalone: true }, memoryStorage()).product).toBe(true);
    expect(
      launchContextOf({ ...browser, userAgent: ANDROID_WEB_VIEW }, memoryStorage()).product,
    ).toBe(true);
  });
});
