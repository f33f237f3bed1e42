import { describe, expect, it } from 'vitest';
import { CONTRACT_VERSION } from '@omad/contract';
import type { Environment, RemotePin } from './environments';
import { preloadHints } from './preload-hints';
import { summarizeManifest, type ManifestSource, type ManifestSummary } from './remote-map';
import { SHELL_ROUTES } from './test-fixtures';

const environment = (remotes: Record<string, string>): Environment => ({
  name: 'local',
  revision: 0,
  production: false,
  simulations: false,
  remotes: Object.entries(remotes).map(([name, version]) => ({ name, version })),
});

const summary = (
  remoteEntry: string,
  exposes: Record<string, { js?: string[]; css?: string[] }>,
): ManifestSummary => ({
  contractVersion: CONTRACT_VERSION,
  hostContract: null,
  pageReads: [],
  firstScreen: null,
  remoteEntry,
  exposes: new Map(
    Object.entries(exposes).map(([path, files]) => [
      path,
      { js: files.js ?? [], css: files.css ?? [] },
    ]),
  ),
});

/** A manifest source over fixed summaries, recording the pins it was asked about. */
const source = (summaries: Record<string, ManifestSummary | null>) => {
  const asked: RemotePin[] = [];
  const manifests: ManifestSource = (pin) => {
    asked.push(pin);
    return Promise.resolve(summaries[`${pin.name}@${pin.version}`] ?? null);
  };
  return { manifests, asked };
};

const CONTENT = summary('remoteEntry.js', {
  './app': { js: ['static/js/app.js'], css: ['static/css/app.css'] },
  './header-nav': { js: ['static/js/header-nav.js', 'static/js/shared.js'] },
  './footer': { js: ['static/js/footer.js', 'static/js/shared.js'] },
  './sidebar': { js: ['static/js/sidebar.js'], css: ['static/css/sidebar.css'] },
});

const AUTH = summary('static/remoteEntry.js', {
  './header-account': { js: ['static/js/account.js'], css: ['static/css/account.css'] },
  './app': { js: ['static/js/auth-app.js'] },
});

describe('summarizeManifest', () => {
  it('keeps the remoteEntry and the sync files of each exposed module', () => {
    const result = summarizeManifest({
      metaData: {
        omad: { app: 'mf-content', version: '2.0.0', contractVersion: '1.2.0' },
        remoteEntry: { name: 'remoteEntry.js', path: 'entry/', type: 'global' },
      },
      exposes: [
        {
          path: './app',
          assets: {
            js: { sync: ['static/js/app.js'], async: ['static/js/lazy.js'] },
            css: { sync: ['static/css/app.css'], async: ['static/css/lazy.css'] },
          },
        },
        { path: './footer', assets: { js: { sync: ['static/js/footer.js', 7], async: [] } } },
      ],
    });
    expect(result.contractVersion).toBe('1.2.0');
    expect(result.remoteEntry).toBe('entry/remoteEntry.js');
    expect(Object.fromEntries(result.exposes)).toEqual({
      './app': { js: ['static/js/app.js'], css: ['static/css/app.css'] },
      './footer': { js: ['static/js/footer.js'], css: [] },
    });
  });

  it('names the remoteEntry by itself when the manifest gives no path', () => {
    expect(
      summarizeManifest({ metaData: { remoteEntry: { name: 'entry.abc.js', path: '' } } })
        .remoteEntry,
    ).toBe('entry.abc.js');
  });

  it.each([
    null,
    'text',
    42,
    [],
    { metaData: 'x', exposes: 'y' },
    { exposes: [null, { path: 1 }] },
  ])('reads %j as an empty build with the default remoteEntry', (manifest) => {
    const result = summarizeManifest(manifest);
    expect(result.contractVersion).toBeNull();
    expect(result.remoteEntry).toBe('remoteEntry.js');
    expect(result.exposes.size).toBe(0);
  });
});

describe('preloadHints', () => {
  it("lists manifests first, then each remote's entry and the sync files of the page's modules", async () => {
    const { manifests } = source({ 'mf-content@2.0.0': CONTENT, 'mf-auth@1.1.0': AUTH });
    const hints = await preloadHints(
      environment({ 'mf-auth': '1.1.0', 'mf-content': '2.0.0' }),
      '/',
      manifests,
      SHELL_ROUTES,
    );
    expect(hints).toEqual([
      { href: '/remotes/mf-content/2.0.0/mf-manifest.json', as: 'fetch' },
      { href: '/remotes/mf-auth/1.1.0/mf-manifest.json', as: 'fetch' },
      { href: '/remotes/mf-content/2.0.0/remoteEntry.js', as: 'script' },
      { href: '/remotes/mf-content/2.0.0/static/css/app.css', as: 'style' },
      { href: '/remotes/mf-content/2.0.0/static/js/app.js', as: 'script' },
      { href: '/remotes/mf-content/2.0.0/static/js/header-nav.js', as: 'script' },
      { href: '/remotes/mf-content/2.0.0/static/js/shared.js', as: 'script' },
      { href: '/remotes/mf-content/2.0.0/static/js/footer.js', as: 'script' },
      { href: '/remotes/mf-auth/1.1.0/static/remoteEntry.js', as: 'script' },
      { href: '/remotes/mf-auth/1.1.0/static/css/account.css', as: 'style' },
      { href: '/remotes/mf-auth/1.1.0/static/js/account.js', as: 'script' },
    ]);
  });

  it('gives no hints for an app that is not pinned, and does not ask for its manifest', async () => {
    const { manifests, asked } = source({ 'mf-content@2.0.0': CONTENT, 'mf-auth@1.1.0': AUTH });
    const hints = await preloadHints(
      environment({ 'mf-content': '2.0.0' }),
      '/',
      manifests,
      SHELL_ROUTES,
    );
    expect(hints.map((hint) => hint.href).filter((href) => href.includes('mf-auth'))).toEqual([]);
    expect(hints[0]).toEqual({ href: '/remotes/mf-content/2.0.0/mf-manifest.json', as: 'fetch' });
    expect(asked).toEqual([{ name: 'mf-content', version: '2.0.0' }]);
  });

  it('gives no hints, not even the manifest, for a pinned app whose manifest cannot be read', async () => {
    const { manifests } = source({ 'mf-content@2.0.0': CONTENT, 'mf-auth@1.1.0': null });
    const hints = await preloadHints(
      environment({ 'mf-content': '2.0.0', 'mf-auth': '1.1.0' }),
      '/',
      manifests,
      SHELL_ROUTES,
    );
    expect(hints.length).toBeGreaterThan(0);
    expect(hints.filter((hint) => hint.href.startsWith('/remotes/mf-auth/'))).toEqual([]);
  });

  it('gives no hints for a build the contract rule refuses on the shell', async () => {
    const { manifests } = source({
      'mf-content@2.0.0': { ...CONTENT, contractVersion: '1.0.0' },
      'mf-auth@1.1.0': { ...AUTH, contractVersion: '2.0.0' },
    });
    const pins = environment({ 'mf-content': '2.0.0', 'mf-auth': '1.1.0' });
    const hints = await preloadHints(pins, '/', manifests, SHELL_ROUTES, '1.4.0');
    expect(hints.some((hint) => hint.href.startsWith('/remotes/mf-content/'))).toBe(true);
    expect(hints.filter((hint) => hint.href.startsWith('/remotes/mf-auth/'))).toEqual([]);
    const underTwo = await preloadHints(pins, '/', manifests, SHELL_ROUTES, '2.1.0');
    expect(underTwo.filter((hint) => hint.href.startsWith('/remotes/mf-content/'))).toEqual([]);
    expect(underTwo.some((hint) => hint.href.startsWith('/remotes/mf-auth/'))).toBe(true);
    // A newer minor that needs a newer shell than 2.0.0 is refused too.
    const needsNewer = source({ 'mf-auth@1.1.0': { ...AUTH, contractVersion: '2.2.0' } });
    const refused = await preloadHints(pins, '/', needsNewer.manifests, SHELL_ROUTES, '2.0.0');
    expect(refused.filter((hint) => hint.href.startsWith('/remotes/mf-auth/'))).toEqual([]);
  });

  it('asks only for the apps the page loads', async () => {
    const { manifests, asked } = source({ 'mf-gamehall@3.0.0': CONTENT });
    await preloadHints(
      environment({ 'mf-cashier': '1.0.0', 'mf-gamehall': '3.0.0', 'mf-content': '2.0.0' }),
      '/game/book-of-omad',
      manifests,
      SHELL_ROUTES,
    );
    expect(asked.map((pin) => pin.name).sort()).toEqual(['mf-content', 'mf-gamehall']);
  });

  it('names every file once, even when modules share it', async () => {
    const { manifests } = source({ 'mf-content@2.0.0': CONTENT });
    const hrefs = (
      await preloadHints(
        environment({ 'mf-content': '2.0.0' }),
        '/ru/about',
        manifests,
        SHELL_ROUTES,
      )
    ).map((hint) => hint.href);
    expect(hrefs).toContain('/remotes/mf-content/2.0.0/static/js/shared.js');
    expect(new Set(hrefs).size).toBe(hrefs.length);
  });

  it('leaves out the files of modules the page does not load', async () => {
    const { manifests } = source({ 'mf-content@2.0.0': CONTENT });
    const hrefs = (
      await preloadHints(environment({ 'mf-content': '2.0.0' }), '/', manifests, SHELL_ROUTES)
    ).map((hint) => hint.href);
    expect(hrefs.some((href) => href.includes('sidebar'))).toBe(false);
  });

  it('gives nothing for a redirect', async () => {
    const { manifests, asked } = source({ 'mf-cashier@1.0.0': CONTENT });
    expect(
      await preloadHints(
        environment({ 'mf-cashier': '1.0.0' }),
        '/cashier/billing',
        manifests,
        SHELL_ROUTES,
      ),
    ).toEqual([]);
    expect(asked).toEqual([]);
  });
});
