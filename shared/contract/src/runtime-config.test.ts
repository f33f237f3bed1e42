import { describe, expect, it } from 'vitest';
import { parseRuntimeConfig, type RuntimeConfig } from './runtime-config';

const written: RuntimeConfig = {
  env: 'local',
  production: false,
  buildId: 'b1',
  remotes: [
    {
      name: 'mf-content',
      scope: 'mf_content',
      version: '1.0.0',
      entry: '/remotes/mf-content/1.0.0/mf-manifest.json',
      contractVersion: '1.2.0',
      hostContract: '1.1.0',
    },
  ],
  preload: [{ href: '/remotes/mf-content/1.0.0/remoteEntry.js', as: 'script' }],
  firstReads: [{ path: '/api/banners.get?v=2.34', answer: { data: [] } }],
  hero: { src: '/b/1.svg', mobileSrc: '/b/1m.svg' },
  firstScreen: { app: 'mf-content', html: '<h1 class="omad-x">Biz haqimizda</h1>' },
};

const parsed = (value: unknown) => {
  const result = parseRuntimeConfig(value);
  if (!result.ok) throw new Error(result.issues.join('; '));
  return result.config;
};

describe('the runtime config', () => {
  it('reads back what the edge writes, through JSON', () => {
    expect(parsed(JSON.parse(JSON.stringify(written)))).toEqual(written);
  });

  it('refuses a config without its remotes or environment', () => {
    expect(parseRuntimeConfig(undefined).ok).toBe(false);
    expect(parseRuntimeConfig({ ...written, remotes: [{ name: 'x' }] }).ok).toBe(false);
    expect(parseRuntimeConfig({ ...written, env: 1 }).ok).toBe(false);
  });

  it('keeps only hints for this site with a known kind', () => {
    const config = parsed({
      ...written,
      preload: [
        { href: '/remotes/mf-content/1.0.0/remoteEntry.js', as: 'script' },
        { href: '//evil.example/x.js', as: 'script' },
        { href: 'https://evil.example/x.js', as: 'script' },
        { href: '/remotes/mf-content/1.0.0/app.css', as: 'image' },
        { href: 42, as: 'script' },
        null,
      ],
    });
    expect(config.preload).toEqual([
      { href: '/remotes/mf-content/1.0.0/remoteEntry.js', as: 'script' },
    ]);
    expect(parsed({ ...written, preload: 'x' }).preload).toEqual([]);
  });

  it('defaults what older edges leave out', () => {
    const { preload: _p, firstReads: _f, hero: _h, firstScreen: _s, ...older } = written;
    expect(parsed(older)).toMatchObject({
      preload: [],
      firstReads: [],
      hero: null,
      firstScreen: null,
    });
  });

  it('has no first screen when it is not one', () => {
    for (const firstScreen of [null, { html: '<p>x</p>' }, { app: 'mf-content' }, '<p>x</p>']) {
      expect(parsed({ ...written, firstScreen }).firstScreen, String(firstScreen)).toBeNull();
    }
  });

  it('takes a hero image on this site or over http(s), the phone one defaulting to the wide one', () => {
    expect(parsed({ ...written, hero: { src: 'https://cdn.test/1.png' } }).hero).toEqual({
      src: 'https://cdn.test/1.png',
      mobileSrc: 'https://cdn.test/1.png',
    });
  });

  it('has no hero when it names something else', () => {
    for (const hero of [
      null,
      { src: 42 },
      { src: 'javascript:alert(1)' },
      { src: '//evil.test/a.png' },
      { src: '/a.png', mobileSrc: '/b.png" onerror="x' },
    ]) {
      expect(parsed({ ...written, hero }).hero, JSON.stringify(hero)).toBeNull();
    }
  });
});
