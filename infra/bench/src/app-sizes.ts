// Initial JavaScript of each app, gzip-compressed from the files on disk (level 9, what the
// edge sends a gzip-only client): the shell's entry scripts from index.html, and for each
// remote its remoteEntry.js plus the sync chunks of its ./app expose (mf-manifest.json),
// leaving out the shared packages' chunks, which the shell provides.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { BUNDLES_ATTRIBUTE } from '@omad/build/start-after-paint';
import { REMOTE_APPS, appDir } from '../../stack/src/paths';

export type AppSize = Readonly<{
  app: string;
  /** The shell's index.html scripts, or a remote's remoteEntry.js. */
  entryBytes: number;
  /** The remote's ./app sync chunks (for the shell: filled in from the browser, see below). */
  chunkBytes: number;
}>;

const gzipCache = new Map<string, number>();

/** The gzip size of a file, level 9; 0 when it does not exist. */
export const gzipSize = (file: string): number => {
  const cached = gzipCache.get(file);
  if (cached !== undefined) return cached;
  const size = existsSync(file) ? gzipSync(readFileSync(file), { level: 9 }).byteLength : 0;
  gzipCache.set(file, size);
  return size;
};

/**
 * The local script paths of an HTML page: its `<script src>` tags and the bundles the shell's
 * starter adds after the first paint (`<script data-omad-bundles="/static/js/main.x.js">`).
 */
export const scriptSources = (html: string): string[] =>
  [
    ...html.matchAll(new RegExp(`<script\\b[^>]*\\b(?:src|${BUNDLES_ATTRIBUTE})="([^"]+)"`, 'g')),
  ].flatMap(([, value]) =>
    (value ?? '')
      .split(' ')
      .filter((src) => src && !/^[a-z]+:/i.test(src) && !src.startsWith('//')),
  );

/** The gzip size of the shell's index.html scripts. */
export const shellEntrySize = (shellDir: string): number => {
  const html = readFileSync(path.join(shellDir, 'index.html'), 'utf8');
  return scriptSources(html).reduce(
    (total, src) => total + gzipSize(path.join(shellDir, src.replace(/^\//, ''))),
    0,
  );
};

/**
 * The gzip size of the shell's own files among `urls` (those the browser fetched before
 * first paint): the entry and the chunks its async bootstrap needs, React included.
 */
export const shellFilesSize = (shellDir: string, urls: readonly string[]): number =>
  urls
    .map((url) => new URL(url).pathname)
    .filter((pathname) => pathname.startsWith('/static/'))
    .reduce((total, pathname) => total + gzipSize(path.join(shellDir, pathname.slice(1))), 0);

type Manifest = Readonly<{
  remoteEntry: string;
  sharedFiles: ReadonlySet<string>;
  /** The ./app expose's sync JS files, or null when the manifest has no ./app. */
  appFiles: readonly string[] | null;
}>;

const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const syncJs = (entry: unknown): string[] =>
  list(record(record(record(entry).assets).js).sync).filter(
    (file): file is string => typeof file === 'string',
  );

/** The parts of an mf-manifest.json the sizes need (a build's own file, read leniently). */
export const readManifest = (json: unknown): Manifest => {
  const root = record(json);
  const entry = record(record(root.metaData).remoteEntry);
  const app = list(root.exposes).find((expose) => record(expose).path === './app');
  return {
    remoteEntry: path.posix.join(String(entry.path ?? ''), String(entry.name ?? 'remoteEntry.js')),
    sharedFiles: new Set(list(root.shared).flatMap(syncJs)),
    appFiles: app === undefined ? null : syncJs(app),
  };
};

const versionOf = (dir: string): string =>
  String(record(JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'))).version);

/** A remote's initial size from dist/<version>/mf-manifest.json. */
export const remoteSize = (app: string): AppSize => {
  const dist = path.join(appDir(app), 'dist', versionOf(appDir(app)));
  const manifest = readManifest(
    JSON.parse(readFileSync(path.join(dist, 'mf-manifest.json'), 'utf8')),
  );
  if (manifest.appFiles === null) throw new Error(`${app}: mf-manifest.json has no ./app expose`);
  return {
    app,
    entryBytes: gzipSize(path.join(dist, manifest.remoteEntry)),
    chunkBytes: manifest.appFiles
      .filter((file) => !manifest.sharedFiles.has(file))
      .reduce((total, file) => total + gzipSize(path.join(dist, file)), 0),
  };
};

export const remoteSizes = (): AppSize[] => REMOTE_APPS.map(remoteSize);
