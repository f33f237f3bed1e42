import { describe, expect, it } from 'vitest';
import { heroOf } from './hero';

describe('the hero of the runtime config', () => {
  it('takes a path or an http(s) address, the phone one defaulting to the wide one', () => {
    expect(heroOf({ hero: { src: '/b/1.svg', mobileSrc: '/b/1m.svg' } })).toEqual({
      src: '/b/1.svg',
      mobileSrc: '/b/1m.svg',
    });
    expect(heroOf({ hero: { src: 'https://cdn.test/1.png' } })).toEqual({
      src: 'https://cdn.test/1.png',
      mobileSrc: 'https://cdn.test/1.png',
    });
  });

  it('has none when the config has none or names something else', () => {
    for (const config of [
      undefined,
      null,
      {},
      { hero: null },
      { hero: { src: 42 } },
      { hero: { src: 'javascript:alert(1)' } },
      { hero: { src: '//evil.test/a.png' } },
      { hero: { src: '/a.png', mobileSrc: '/b.png" onerror="x' } },
    ]) {
      expect(heroOf(config), JSON.stringify(config)).toBeNull();
    }
  });
});
