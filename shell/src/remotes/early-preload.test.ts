// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { startEarlyPreloads } from './early-preload';

describe('early preloads', () => {
  it('adds one preload link per hint, manifests as anonymous CORS fetches', () => {
    document.head.innerHTML = '';
    startEarlyPreloads(document, [
      { href: '/remotes/a/1.0.0/mf-manifest.json', as: 'fetch' },
      { href: '/remotes/a/1.0.0/remoteEntry.js', as: 'script' },
      { href: '/remotes/a/1.0.0/app.css', as: 'style' },
    ]);
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
