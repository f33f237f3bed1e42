// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { preloadHintsOf, startEarlyPreloads } from './early-preload';

describe('early preloads', () => {
  it('keeps only hints for this site with a known kind', () => {
    const hints = preloadHintsOf({
      preload: [
        { href: '/remotes/mf-content/1.0.0/remoteEntry.js', as: 'script' },
        { href: '//evil.example/x.js', as: 'script' },
        { href: 'https://evil.example/x.js', as: 'script' },
        { href: '/remotes/mf-content/1.0.0/app.css', as: 'image' },
        { href: 42, as: 'script' },
        null,
      ],
    });
    expect(hints).toEqual([{ href: '/remotes/mf-content/1.0.0/remoteEntry.js', as: 'script' }]);
  });

  it('has nothing to do without a list', () => {
    expect(preloadHintsOf(undefined)).toEqual([]);
    expect(preloadHintsOf({ preload: 'x' })).toEqual([]);
  });

  it('adds one preload link per hint, manifests as anonymous CORS fetches', () => {
    document.head.innerHTML = '';
    startEarlyPreloads(document, {
      preload: [
        { href: '/remotes/a/1.0.0/mf-manifest.json', as: 'fetch' },
        { href: '/remotes/a/1.0.0/remoteEntry.js', as: 'script' },
        { href: '/remotes/a/1.0.0/app.css', as: 'style' },
      ],
    });
    const links = [...document.head.querySelectorAll('link[rel="preload"]')];
    expect(links.map((link) => [link.getAttribute('href'), link.getAttribute('as')])).toEqual([
      ['/remotes/a/1.0.0/mf-manifest.json', 'fetch'],
      ['/remotes/a/1.0.0/remoteEntry.js', 'script'],
      ['/remotes/a/1.0.0/app.css', 'style'],
    ]);
    expect(links.map((link) => link.getAttribute('crossorigin'))).toEqual([
      'anonymous',
      null,
      null,
    ]);
  });
});
