// /remotes/<name>/<version>/<path> read from an artifact store (the S3 one in production)
// instead of a folder: same cache rules and CORS as static.ts, compressed once per file.
import type { ArtifactStore } from '@omad/release/store';
import { isAppName, isVersion } from '@omad/release/store';
import { getMimeType } from 'hono/utils/mime';
import { isCompressible, MIN_COMPRESS_BYTES, negotiateEncoding } from './compression';
import type { CompressedCache } from './compression';
import { IntegrityError, type BuildIntegrity } from './integrity';
import { pathSegments, rawPathname } from './request';
import type { EdgeContext } from './request';
import { IMMUTABLE, NO_CACHE, refuseTampered } from './static';

export interface StoreFilesOptions {
  readonly store: ArtifactStore;
  readonly compressedCache: CompressedCache;
  /** Checks each file's bytes against its build's release record before they are served. */
  readonly integrity: BuildIntegrity;
  readonly log: (line: string) => void;
}

export const createStoreFiles = ({ store, compressedCache, integrity, log }: StoreFilesOptions) => {
  const notFound = (c: EdgeContext) =>
    // A miss must not be cached: the version may be published a moment later.
    c.text('Not found', 404, { 'Cache-Control': NO_CACHE });

  /** A remote's file from the store; 404 when the version or the file is not published. */
  const remoteFile = async (c: EdgeContext): Promise<Response> => {
    const segments = pathSegments(rawPathname(c));
    if (segments === null) return c.text('Bad request path', 400);
    // segments[0] is "remotes"; a remote's files always sit below its version folder.
    const [, name = '', version = '', ...rest] = segments;
    if (!isAppName(name) || !isVersion(version) || rest.length === 0) return notFound(c);
    const file = rest.join('/');
    if (rest.some((segment) => segment.startsWith('.'))) return notFound(c);
    const bytes = await store.read(name, version, file);
    if (bytes === null) return notFound(c);
    try {
      // Hashed on every read: the bytes come from the store each time anyway, and hashing
      // them costs far less than fetching them.
      if (!(await integrity.check({ name, version }, file, bytes))) return notFound(c);
    } catch (error) {
      if (error instanceof IntegrityError) return refuseTampered(c, error, log);
      throw error;
    }

    const contentType = getMimeType(file) ?? 'application/octet-stream';
    const headers = new Headers({
      'Content-Type': contentType,
      'Cache-Control': IMMUTABLE,
      // Remotes may be fetched from another origin (a tester's local shell, a CDN host).
      'Access-Control-Allow-Origin': '*',
    });
    // Hono answers HEAD by running the GET route.
    const wantsBody = c.req.raw.method !== 'HEAD';
    if (isCompressible(contentType)) {
      headers.set('Vary', 'Accept-Encoding');
      const encoding = negotiateEncoding(c.req.header('accept-encoding'));
      if (encoding !== null && bytes.byteLength >= MIN_COMPRESS_BYTES && wantsBody) {
        // Published versions never change, so name@version/path is a complete cache key.
        const key = `store:${name}@${version}/${file}`;
        const body = await compressedCache(key, encoding, async () => bytes);
        headers.set('Content-Encoding', encoding);
        headers.set('Content-Length', String(body.byteLength));
        return new Response(body, { headers });
      }
    }
    headers.set('Content-Length', String(bytes.byteLength));
    // Copied into a plain ArrayBuffer, which is what a Response accepts as a body.
    return new Response(wantsBody ? new Uint8Array(bytes) : null, { headers });
  };

  return { remoteFile };
};
