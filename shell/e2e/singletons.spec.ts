// One copy of each shared singleton reaches the browser: on a page that mounts three
// remotes (mf-gamehall's page, mf-content's chrome, mf-auth's account widget), every
// remote declares the singletons as shared, the federation share scope has exactly one
// provider and one version of each, and no remote's own copy of them is downloaded.
import { expect, test, type Response } from '@playwright/test';
import { expectPageMounted } from '@omad/e2e';
import { footer, header } from './support';

const SINGLETONS = ['react', 'react-dom', 'react-router', 'zustand', 'i18next'];

/** The package a shared request belongs to: `react-dom` for `react-dom/client`. */
const packageOf = (request: string) => request.split('/')[0] ?? request;

type SharedEntry = Readonly<{
  name: string;
  assets: Readonly<{ js: Readonly<{ sync: string[]; async: string[] }> }>;
}>;
type Manifest = Readonly<{ shared: SharedEntry[] }>;

test('each shared singleton is downloaded once on a page with three remotes', async ({ page }) => {
  const manifests = new Map<string, Promise<Manifest>>();
  const requested = new Set<string>();
  page.on('request', (request) => requested.add(new URL(request.url()).pathname));
  page.on('response', (response: Response) => {
    const path = new URL(response.url()).pathname;
    if (path.endsWith('/mf-manifest.json')) {
      manifests.set(path, response.json() as Promise<Manifest>);
    }
  });

  await page.goto('/gamehall');
  await expectPageMounted(page, 'mf-gamehall');
  await expect(await footer(page)).toBeVisible(); // mf-content's footer widget
  await expect(header(page).getByRole('button', { name: 'Kirish' })).toBeVisible(); // mf-auth
  await page.waitForLoadState('networkidle');

  const remotes = [...manifests.keys()].map((path) => path.split('/')[2]).sort();
  expect(remotes).toEqual(expect.arrayContaining(['mf-auth', 'mf-content', 'mf-gamehall']));

  for (const [path, body] of manifests) {
    const manifest = await body;
    const base = path.slice(0, -'mf-manifest.json'.length);
    for (const singleton of SINGLETONS) {
      const entries = manifest.shared.filter((entry) => packageOf(entry.name) === singleton);
      // Declared shared, so the remote asks the share scope instead of bundling its own.
      expect(entries.length, `${path} shares ${singleton}`).toBeGreaterThan(0);
      const ownCopy = entries
        .flatMap((entry) => [...entry.assets.js.sync, ...entry.assets.js.async])
        .map((file) => `${base}${file}`);
      expect(
        ownCopy.filter((file) => requested.has(file)),
        `${path}'s own ${singleton}`,
      ).toEqual([]);
    }
  }

  // Which container provided each singleton, across every container's view of the scope.
  const providers = await page.evaluate((names) => {
    type Shared = { from?: string; loaded?: boolean };
    const share: Record<
      string,
      Record<string, Record<string, Record<string, Shared>>>
    > = Reflect.get(Reflect.get(window, '__FEDERATION__') ?? {}, '__SHARE__') ?? {};
    const found: Record<string, string[]> = {};
    for (const scopes of Object.values(share)) {
      for (const [name, versions] of Object.entries(scopes.default ?? {})) {
        if (!names.includes(name)) continue;
        for (const [version, shared] of Object.entries(versions)) {
          if (shared.loaded) (found[name] ??= []).push(`${shared.from ?? '?'}@${version}`);
        }
      }
    }
    return Object.fromEntries(
      Object.entries(found).map(([name, list]) => [name, [...new Set(list)]]),
    );
  }, SINGLETONS);
  for (const singleton of SINGLETONS) {
    expect(providers[singleton], singleton).toHaveLength(1);
    expect(providers[singleton]?.[0], singleton).toMatch(/^shell@/);
  }
});
