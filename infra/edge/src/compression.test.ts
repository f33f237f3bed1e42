import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { ByteLru, createCompressedCache, isCompressible, negotiateEncoding } from './compression';

describe('negotiateEncoding', () => {
  it.each([
    [undefined, null],
    ['', null],
    ['gzip', 'gzip'],
    ['gzip, deflate, br', 'br'],
    ['br;q=0, gzip;q=0.8', 'gzip'],
    ['identity', null],
    ['*', 'br'],
    ['*;q=0, gzip', 'gzip'],
  ])('%s -> %s', (header, expected) => {
    expect(negotiateEncoding(header)).toBe(expected);
  });
});

describe('isCompressible', () => {
  it('covers html, js, css, json and svg but not images or fonts', () => {
    for (const type of [
      'text/html; charset=utf-8',
      'text/javascript; charset=utf-8',
      'text/css',
      'application/json',
      'image/svg+xml; charset=utf-8',
    ]) {
      expect(isCompressible(type), type).toBe(true);
    }
    for (const type of ['image/png', 'font/woff2', 'application/wasm']) {
      expect(isCompressible(type), type).toBe(false);
    }
  });
});

describe('ByteLru', () => {
  it('evicts the least recently used entries to stay within its byte budget', () => {
    const lru = new ByteLru(10);
    lru.set('a', Buffer.alloc(4));
    lru.set('b', Buffer.alloc(4));
    expect(lru.get('a')).toBeDefined(); // a is now the most recent
    lru.set('c', Buffer.alloc(4));
    expect(lru.get('b')).toBeUndefined();
    expect(lru.get('a')).toBeDefined();
    expect(lru.size).toBe(8);
    lru.set('huge', Buffer.alloc(11));
    expect(lru.get('huge')).toBeUndefined();
  });
});

describe('createCompressedCache', () => {
  it('reads and compresses a file once for concurrent and later requests', async () => {
    const cache = createCompressedCache(1024 * 1024);
    let reads = 0;
    const load = async () => {
      reads += 1;
      return Buffer.from('hello '.repeat(100));
    };
    const [first, second] = await Promise.all([cache('k', 'gzip', load), cache('k', 'gzip', load)]);
    const third = await cache('k', 'gzip', load);
    expect(reads).toBe(1);
    expect(second).toBe(first);
    expect(third).toBe(first);
    expect(gunzipSync(first).toString()).toBe('hello '.repeat(100));
  });
});
