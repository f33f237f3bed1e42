import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FACADES, SHARED_PACKAGES, SINGLETONS, facadeAliases, sharedFor } from './shared-deps';

const REPO_ROOT = path.resolve(import.meta.dirname, '../../..');
const SHELL = path.join(REPO_ROOT, 'shell');
const FACADED = ['react-router', 'react-i18next'] as const;

const versionOf = (name: string): string => {
  const manifest: unknown = createRequire(path.join(SHELL, 'package.json'))(`${name}/package.json`);
  return (manifest as { version: string }).version;
};

/** The names a facade file re-exports, by the name its package gives them. */
const facadeExports = (file: string): string[] => {
  const source = readFileSync(file, 'utf8');
  expect(source).not.toMatch(/export\s*\*/);
  return [...source.matchAll(/export\s*\{([^}]*)\}\s*from/g)].flatMap((match) =>
    (match[1] ?? '')
      .split(',')
      .map((part) => part.trim().split(/\s+as\s+/)[0] ?? '')
      .filter((name) => name !== ''),
  );
};

/** The value names imported from `request` by the apps' runtime sources (no tests). */
const importedNames = (request: string): Map<string, string[]> => {
  const roots = ['shell', 'shared', ...readdirSync(REPO_ROOT).filter((d) => d.startsWith('mf-'))];
  const files = roots.flatMap((root) =>
    readdirSync(path.join(REPO_ROOT, root), { recursive: true, encoding: 'utf8' })
      .filter((file) => /(^|\/)src\/.*\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
      .filter((file) => !file.includes('node_modules') && !file.includes('/facades/'))
      // A first-screen module (an app's src/first-screen*.tsx, the contract's first-screen
      // drawing) is built for Node with the real packages, never the facades.
      .filter((file) => !/(^|\/)src\/first-screen(\.tsx$|-[^/]*\.tsx$|\/)/.test(file))
      .map((file) => path.join(REPO_ROOT, root, file)),
  );
  const statement = new RegExp(
    String.raw`(?:import|export)\s+(type\s+)?([^;]*?)\s+from\s+'${request}'`,
    'g',
  );
  const names = new Map<string, string[]>();
  for (const file of files) {
    for (const [, typeOnly, clause = ''] of readFileSync(file, 'utf8').matchAll(statement)) {
      if (typeOnly) continue;
      const braces = /\{([^}]*)\}/.exec(clause);
      const parts = braces ? (braces[1] ?? '').split(',') : [clause];
      for (const part of parts.map((text) => text.trim()).filter((text) => text !== '')) {
        if (part.startsWith('type ')) continue;
        const name = part.split(/\s+as\s+/)[0] ?? part;
        names.set(name, [...(names.get(name) ?? []), path.relative(REPO_ROOT, file)]);
      }
    }
  }
  return names;
};

describe('sharedFor', () => {
  const shared = sharedFor(SHELL);

  it.each(FACADED)(
    'provides %s through an existing facade file, versioned as the installed package',
    (request) => {
      const entry = shared[request];
      expect(entry?.import).toBe(FACADES[request]);
      expect(entry?.import).toMatch(new RegExp(`facades/${request}\\.ts$`));
      expect(existsSync(entry?.import ?? '')).toBe(true);
      expect(entry?.version).toBe(versionOf(request));
      expect(entry?.requiredVersion).toBe(`^${versionOf(request)}`);
      expect(entry?.singleton).toBe(true);
    },
  );

  it('provides every other package as itself', () => {
    const others = [...SINGLETONS, ...SHARED_PACKAGES].filter(
      (request) => !(FACADED as readonly string[]).includes(request),
    );
    for (const request of others) {
      expect(shared[request], request).toBeDefined();
      expect(shared[request], request).not.toHaveProperty('import');
      expect(shared[request], request).not.toHaveProperty('version');
    }
    expect(shared.react?.requiredVersion).toBe(`^${versionOf('react')}`);
    expect(Object.keys(FACADES).sort()).toEqual([...FACADED].sort());
  });

  it('shares the singletons as singletons and the rest as plain packages', () => {
    for (const request of SINGLETONS) expect(shared[request]?.singleton, request).toBe(true);
    for (const request of SHARED_PACKAGES) expect(shared[request]?.singleton, request).toBe(false);
  });

  it('marks nothing eager by default', () => {
    expect(Object.values(shared).some((entry) => 'eager' in entry)).toBe(false);
  });

  it('marks eager exactly the requests it is given', () => {
    const eager = sharedFor(SHELL, new Set(['react', 'react-router', '@omad/ui']));
    expect(
      Object.entries(eager)
        .filter(([, entry]) => entry.eager === true)
        .map(([request]) => request)
        .sort(),
    ).toEqual(['@omad/ui', 'react', 'react-router']);
    expect(eager['react-router']?.import).toBe(FACADES['react-router']);
  });
});

describe('facadeAliases', () => {
  it("points each facade's target name at the installed package folder", () => {
    const aliases = facadeAliases(SHELL);
    expect(Object.keys(aliases).sort()).toEqual(
      FACADED.map((request) => `@omad/facade-target/${request}$`).sort(),
    );
    for (const request of FACADED) {
      const folder = aliases[`@omad/facade-target/${request}$`] ?? '';
      const manifest = JSON.parse(readFileSync(path.join(folder, 'package.json'), 'utf8')) as {
        name: string;
        version: string;
      };
      expect(manifest).toMatchObject({ name: request, version: versionOf(request) });
    }
  });

  it('fails naming the package when it is not installed for the app', () => {
    expect(() => facadeAliases(path.parse(REPO_ROOT).root)).toThrow(
      /react-router is not installed/,
    );
  });
});

describe('the facades', () => {
  it.each(FACADED)('%s re-exports only names the package has', async (request) => {
    const names = facadeExports(FACADES[request] ?? '');
    expect(names).toContain(request === 'react-router' ? 'useNavigate' : 'useTranslation');
    const actual = Object.keys((await import(request)) as object);
    expect(names.filter((name) => !actual.includes(name))).toEqual([]);
  });

  it.each(FACADED)('%s carries every value the apps import from the package', (request) => {
    const provided = new Set(facadeExports(FACADES[request] ?? ''));
    const imported = importedNames(request);
    expect(imported.size).toBeGreaterThan(0);
    const missing = [...imported].filter(([name]) => !provided.has(name));
    expect(Object.fromEntries(missing)).toEqual({});
  });
});
