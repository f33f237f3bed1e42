import { describe, expect, it } from 'vitest';
import { platformGamePath } from './game-path';
import { fillSeoTemplate, humanizeSegment, matchSeoPattern, seoPath } from './seo-pattern';

describe('matchSeoPattern', () => {
  it('reads placeholders of one path segment', () => {
    expect(matchSeoPattern('/game/{name}', '/game/book-of-omad')).toEqual({ name: 'book-of-omad' });
    expect(matchSeoPattern('/cashier/deposit/{name}', '/cashier/deposit/uzcard')).toEqual({
      name: 'uzcard',
    });
    expect(matchSeoPattern('/about', '/about')).toEqual({});
  });

  it('does not match other paths, deeper paths or literal look-alikes', () => {
    expect(matchSeoPattern('/game/{name}', '/game')).toBeNull();
    expect(matchSeoPattern('/game/{name}', '/game/a/b')).toBeNull();
    expect(matchSeoPattern('/game/{name}', '/gamehall/a')).toBeNull();
    expect(matchSeoPattern('/a.b/{name}', '/axb/c')).toBeNull();
  });
});

describe('fillSeoTemplate', () => {
  it('fills known placeholders with a readable name and keeps unknown ones', () => {
    expect(fillSeoTemplate('{name} — onlayn o‘ynash', { name: 'sweet_bonanza-1000' })).toBe(
      'Sweet Bonanza 1000 — onlayn o‘ynash',
    );
    expect(fillSeoTemplate('{name} {id}', { name: 'humo' })).toBe('Humo {id}');
  });

  it('decodes percent-encoding and survives a broken one', () => {
    expect(humanizeSegment('kitob%20omad')).toBe('Kitob Omad');
    expect(humanizeSegment('bad%E0')).toBe('Bad%E0');
  });
});

describe('seoPath', () => {
  it.each([
    ['/promotions/?x=1#top', '/promotions'],
    ['/', '/'],
    ['/?track_id=1', '/'],
    ['/game/x', '/game/x'],
  ])('%s -> %s', (path, expected) => {
    expect(seoPath(path)).toBe(expected);
  });
});

describe('platformGamePath', () => {
  it('builds the game address with play as the default mode', () => {
    expect(platformGamePath({ sysname: 'book-of-omad' })).toBe('/platform/game/book-of-omad/play');
    expect(platformGamePath({ sysname: 'x' }, 'demo')).toBe('/platform/game/x/demo');
    expect(platformGamePath({ custom: 'lucky 7' })).toBe('/platform/game/custom/lucky%207/play');
  });
});
