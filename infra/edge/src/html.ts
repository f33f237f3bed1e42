// The shell's HTML page: index.html from the shell build with the resolved remote map
// inlined as window.__OMAD__, so the shell registers remotes without an extra round trip.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { compress, MIN_COMPRESS_BYTES, negotiateEncoding } from './compression';
import type { Environment, EnvironmentSource } from './environments';
import { isRecord } from './environments';
import type { ResolvedRemote, ResolveRemotes } from './remote-map';
import type { PreloadHint } from './preload-hints';
import type { EdgeContext } from './request';
import { contentSecurityPolicy, createNonce } from './security';

/** The comment in the shell's index.html that the runtime config replaces. */
export const RUNTIME_MARKER = '<!-- omad:runtime -->';

/** What the shell reads from window.__OMAD__. */
export interface RuntimeConfig {
  readonly env: string;
  readonly production: boolean;
  readonly remotes: readonly ResolvedRemote[];
  /**
   * The shell build's id from build-meta.json, or 'unknown' when it cannot be read. Always a
   * string: the shell's schema requires one and would otherwise drop the whole config.
   */
  readonly buildId: string;
  /** Files the page's remote modules need first, for the shell to preload (preload-hints.ts). */
  readonly preload: readonly PreloadHint[];
}

/**
 * JSON safe to place inside a script element: `<` becomes \u003c so no value (a CMS title,
 * say) can close the element or open a comment; U+2028/2029 are escaped for old parsers.
 */
export const serializeRuntimeConfig = (config: RuntimeConfig): string =>
  JSON.stringify(config)
    .replaceAll('<', '\\u003c')
    .replaceAll('\u2028', '\\u2028')
    .replaceAll('\u2029', '\\u2029');

/**
 * Fills the template. Every script tag gets the nonce, because under 'strict-dynamic' a
 * parser-inserted script without one does not run, and the shell's bundles are such scripts.
 */
export const renderShellHtml = (template: string, config: RuntimeConfig, nonce: string): string => {
  const withNonces = template.replace(/<script\b(?![^>]*\snonce=)/gi, `<script nonce="${nonce}"`);
  const script = `<script nonce="${nonce}">window.__OMAD__ = ${serializeRuntimeConfig(config)}</script>`;
  // A function replacement, so `$&` and friends inside the JSON are not patterns.
  if (withNonces.includes(RUNTIME_MARKER)) return withNonces.replace(RUNTIME_MARKER, () => script);
  // A template without the marker still gets the config, ahead of the shell's own scripts.
  return withNonces.replace(/<\/head>|$/i, (end) => `${script}${end}`);
};

export const UNKNOWN_BUILD_ID = 'unknown';

const readBuildId = async (shellDir: string): Promise<string> => {
  try {
    const meta: unknown = JSON.parse(await readFile(join(shellDir, 'build-meta.json'), 'utf8'));
    return isRecord(meta) && typeof meta.buildId === 'string' ? meta.buildId : UNKNOWN_BUILD_ID;
  } catch {
    return UNKNOWN_BUILD_ID;
  }
};

export interface ShellPageOptions {
  readonly shellDir: string;
  readonly environment: EnvironmentSource;
  readonly resolveRemotes: ResolveRemotes;
  /** Preload hints for a page of an environment; none when absent. */
  readonly hintsFor?: (environment: Environment, pathname: string) => Promise<PreloadHint[]>;
}

export const createShellPage = ({
  shellDir,
  environment,
  resolveRemotes,
  hintsFor,
}: ShellPageOptions) => {
  const indexFile = join(shellDir, 'index.html');

  return async (c: EdgeContext): Promise<Response> => {
    let template: string;
    try {
      template = await readFile(indexFile, 'utf8');
    } catch {
      return c.text(`The shell is not built: run \`npm run build\` (missing ${indexFile}).`, 503, {
        'Cache-Control': 'no-store',
      });
    }
    const current = await environment.current();
    const [remotes, buildId, hints] = await Promise.all([
      resolveRemotes(current),
      readBuildId(shellDir),
      // Hints are only hints: one that cannot be worked out costs a page nothing.
      hintsFor ? hintsFor(current, new URL(c.req.url).pathname).catch(() => []) : [],
    ]);
    const nonce = createNonce();
    const config = {
      env: current.name,
      production: current.production,
      remotes,
      buildId,
      preload: hints,
    };
    const html = new TextEncoder().encode(renderShellHtml(template, config, nonce));

    const headers = new Headers({
      'Content-Type': 'text/html; charset=utf-8',
      // A nonce per response and the live remote map: never stored, anywhere.
      'Cache-Control': 'no-store',
      'Content-Security-Policy': contentSecurityPolicy(nonce, {
        localDevServers: current.name === 'local' && !current.production,
      }),
      Vary: 'Accept-Encoding',
    });
    const encoding = negotiateEncoding(c.req.header('accept-encoding'));
    if (encoding === null || html.byteLength < MIN_COMPRESS_BYTES)
      return new Response(html, { status: 200, headers });
    const body = await compress(html, encoding, 'each');
    headers.set('Content-Encoding', encoding);
    return new Response(body, { status: 200, headers });
  };
};
