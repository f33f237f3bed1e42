// Files from disk: the shell's build output and the immutable remote builds of the artifact
// store, with content types, cache rules and compression.
import { open, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { getMimeType } from 'hono/utils/mime';
import { compress, isCompressible, MIN_COMPRESS_BYTES, negotiateEncoding } from './compression';
import type { CompressedCache } from './compression';
import { IntegrityError, type BuildIntegrity } from './integrity';
import { pathSegments, rawPathname } from './request';
import type { EdgeContext } from './request';

/** For hashed names and versioned paths: their bytes never change. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** For names that stay the same across builds: always revalidate. */
export const NO_CACHE = 'no-cache';

const CHUNK_BYTES = 64 * 1024;

/**
 * The file as a web stream read chunk by chunk as the client takes it, so a large asset is
 * never held in memory. (Readable.toWeb would do, but its type is not the DOM's stream.)
 */
const fileStream = async (file: string): Promise<ReadableStream<Uint8Array>> => {
  const handle = await open(file);
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const chunk = new Uint8Array(CHUNK_BYTES);
        const { bytesRead } = await handle.read(chunk, 0, CHUNK_BYTES, null);
        if (bytesRead > 0) return controller.enqueue(chunk.subarray(0, bytesRead));
        await handle.close();
        controller.close();
      } catch (error) {
        await handle.close().catch(() => {});
        controller.error(error);
      }
    },
    cancel: () => handle.close(),
  });
};

interface FileRule {
  readonly cacheControl: string;
  /** Immutable files may have their compressed bytes cached in memory. */
  readonly immutable: boolean;
  readonly extraHeaders?: Readonly<Record<string, string>>;
}

export interface StaticFilesOptions {
  readonly shellDir: string;
  readonly artifactsDir: string;
  readonly compressedCache: CompressedCache;
  /** Checks each remote file against its build's release record before it is served. */
  readonly integrity: BuildIntegrity;
  readonly log: (line: string) => void;
}

/** The answer for a remote file that is not what its build published: never its bytes. */
export const refuseTampered = (
  c: EdgeContext,
  error: IntegrityError,
  log: (line: string) => void,
) => {
  log(`refused ${error.message}`);
  return c.text('This file does not match its published build', 500, {
    'Cache-Control': 'no-store',
  });
};

export const createStaticFiles = ({
  shellDir,
  artifactsDir,
  compressedCache,
  integrity,
  log,
}: StaticFilesOptions) => {
  /** The file as a response, or null when there is no such regular file. */
  const fileResponse = async (
    c: EdgeContext,
    file: string,
    rule: FileRule,
  ): Promise<Response | null> => {
    const info = await stat(file).catch(() => null);
    if (info === null || !info.isFile()) return null;
    const contentType = getMimeType(file) ?? 'application/octet-stream';
    const headers = new Headers({
      'Content-Type': contentType,
      'Cache-Control': rule.cacheControl,
    });
    for (const [name, value] of Object.entries(rule.extraHeaders ?? {})) headers.set(name, value);
    // Hono answers HEAD by running the GET route; skip opening the file for it.
    const wantsBody = c.req.raw.method !== 'HEAD';

    if (isCompressible(contentType)) {
      headers.set('Vary', 'Accept-Encoding');
      const encoding = negotiateEncoding(c.req.header('accept-encoding'));
      if (encoding !== null && info.size >= MIN_COMPRESS_BYTES && wantsBody) {
        const body = rule.immutable
          ? await compressedCache(`${file}:${info.size}:${info.mtimeMs}`, encoding, () =>
              readFile(file),
            )
          : await compress(await readFile(file), encoding, 'each');
        headers.set('Content-Encoding', encoding);
        headers.set('Content-Length', String(body.byteLength));
        return new Response(body, { headers });
      }
    }
    headers.set('Content-Length', String(info.size));
    if (!wantsBody) return new Response(null, { headers });
    return new Response(await fileStream(file), { headers });
  };

  /**
   * A file of the shell's build, or null so the caller can fall back to the HTML page.
   * index.html is left to the HTML handler: served raw it would lack the runtime config.
   */
  const shellFile = async (c: EdgeContext): Promise<Response | null> => {
    const segments = pathSegments(rawPathname(c));
    if (segments === null || segments.length === 0) return null;
    if (segments.some((segment) => segment.startsWith('.'))) return null;
    if (segments.length === 1 && segments[0] === 'index.html') return null;
    // The build's server modules (the first frame) are the edge's to run, not to serve.
    if (segments[0] === 'server') return null;
    const hashed = segments[0] === 'static';
    return fileResponse(c, join(shellDir, ...segments), {
      cacheControl: hashed ? IMMUTABLE : NO_CACHE,
      immutable: hashed,
    });
  };

  /** /remotes/<name>/<version>/<path> from the artifact store. */
  const remoteFile = async (c: EdgeContext): Promise<Response> => {
    const segments = pathSegments(rawPathname(c));
    if (segments === null) return c.text('Bad request path', 400);
    // segments[0] is "remotes"; a remote's files always sit below its version folder.
    const [, name, version, ...rest] = segments;
    // A miss must not be cached: the version may be published a moment later.
    const notFound = () => c.text('Not found', 404, { 'Cache-Control': NO_CACHE });
    // Dot names are the store's own (the release record, a publish's temp folder).
    if (name === undefined || version === undefined || rest.length === 0) return notFound();
    if ([name, version, ...rest].some((segment) => segment.startsWith('.'))) return notFound();
    const path = join(artifactsDir, 'remotes', name, version, ...rest);
    const info = await stat(path).catch(() => null);
    if (info === null || !info.isFile()) return notFound();
    try {
      // A version without a release record is not published, so not served.
      const published = await integrity.checkFile({ name, version }, rest.join('/'), path);
      if (!published) return notFound();
    } catch (error) {
      if (error instanceof IntegrityError) return refuseTampered(c, error, log);
      throw error;
    }
    const found = await fileResponse(c, path, {
      cacheControl: IMMUTABLE,
      immutable: true,
      // Remotes may be fetched from another origin (a tester's local shell, a CDN host).
      extraHeaders: { 'Access-Control-Allow-Origin': '*' },
    });
    return found ?? notFound();
  };

  return { shellFile, remoteFile };
};
