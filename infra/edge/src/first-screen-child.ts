// How a first-screen process is started and what it may answer: the Node arguments that put
// it under the permission model (files it may read: the runner, and the folders of the
// contract's externals and their dependencies, nothing else), and the replies it sends.
import { existsSync, readFileSync, realpathSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as v from 'valibot';
import { FIRST_SCREEN_EXTERNALS } from '@omad/contract/pages';
import { PageSeoInputSchema } from '@omad/contract/seo';
import { isRecord } from './environments';

export const RUNNER = fileURLToPath(new URL('./first-screen-runner.cjs', import.meta.url));

/** The folder of package `name` as Node resolves it from `from`; null when it is not there. */
const packageDir = (name: string, from: string): string | null => {
  // Asked for a file of the package, so a name Node also has built in (punycode) is looked up.
  for (const modules of createRequire(from).resolve.paths(`${name}/package.json`) ?? []) {
    const dir = join(modules, name);
    if (existsSync(join(dir, 'package.json'))) return realpathSync(dir);
  }
  return null;
};

/**
 * The real folders of the externals and of everything they depend on. Not node_modules as a
 * whole: through a workspace's links it reaches every app's folder, data included.
 */
const externalFolders = (): string[] => {
  const found = new Set<string>();
  const visit = (name: string, from: string) => {
    const dir = packageDir(name, from);
    if (dir === null || found.has(dir)) return;
    found.add(dir);
    const manifest: unknown = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
    const needs = isRecord(manifest)
      ? [manifest.dependencies, manifest.optionalDependencies].flatMap((deps) =>
          isRecord(deps) ? Object.keys(deps) : [],
        )
      : [];
    for (const need of needs) visit(need, join(dir, 'package.json'));
  };
  for (const name of FIRST_SCREEN_EXTERNALS) visit(name, RUNNER);
  return [...found];
};

let folders: string[] | null = null;

/** Node's arguments for a first-screen process with a heap of `memoryMb`. */
export const childArguments = (memoryMb: number): string[] => {
  folders ??= externalFolders();
  return [
    '--experimental-permission',
    `--allow-fs-read=${RUNNER}`,
    ...folders.map((folder) => `--allow-fs-read=${folder}/*`),
    `--max-old-space-size=${memoryMb}`,
    '--disable-warning=ExperimentalWarning',
  ];
};

/** The working folder of the process: the runner's. */
export const CHILD_CWD = dirname(RUNNER);

export const ReplySchema = v.variant('type', [
  v.object({ type: v.literal('loaded') }),
  v.object({ type: v.literal('refused'), error: v.string() }),
  v.object({
    type: v.literal('drawn'),
    id: v.number(),
    drawing: v.optional(
      v.nullable(
        v.object({
          html: v.string(),
          images: v.array(v.string()),
          // A page's head part of the wrong shape is dropped, not the first screen.
          seo: v.fallback(v.optional(PageSeoInputSchema), undefined),
          absent: v.optional(v.literal(true)),
        }),
      ),
      null,
    ),
    error: v.optional(v.string()),
  }),
]);
export type Reply = v.InferOutput<typeof ReplySchema>;
