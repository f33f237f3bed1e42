// gzip and brotli for text the edge serves from disk: content negotiation, and a bounded
// in-memory cache of compressed bytes for immutable files so each is compressed once.
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

export type Encoding = 'br' | 'gzip';

/** Bytes a Response accepts as its body. */
export type Body = Uint8Array<ArrayBuffer>;

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/** Below this size compression saves less than it costs. */
export const MIN_COMPRESS_BYTES = 1024;

const COMPRESSIBLE =
  /^(?:text\/(?:html|css|javascript|plain)|application\/(?:json|javascript|manifest\+json)|image\/svg\+xml)\b/;

/** True for the text types worth compressing: html, js, css, json, svg. */
export const isCompressible = (contentType: string): boolean => COMPRESSIBLE.test(contentType);

/** The best encoding the client accepts, brotli first; null for identity. */
export const negotiateEncoding = (acceptEncoding: string | undefined): Encoding | null => {
  if (acceptEncoding === undefined) return null;
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [token = '', ...params] = part.split(';').map((piece) => piece.trim());
    const q = params.find((param) => param.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    weights.set(token, Number.isNaN(weight) ? 0 : weight);
  }
  const accepts = (encoding: Encoding) => (weights.get(encoding) ?? weights.get('*') ?? 0) > 0;
  if (accepts('br')) return 'br';
  if (accepts('gzip')) return 'gzip';
  return null;
};

/**
 * Compresses bytes. Immutable files are compressed once and cached, so they get the slow,
 * small settings; per-request bodies (the HTML with its nonce) get fast ones.
 */
export const compress = async (
  bytes: Uint8Array,
  encoding: Encoding,
  effort: 'once' | 'each',
): Promise<Body> => {
  const compressed =
    encoding === 'gzip'
      ? await gzipAsync(bytes, { level: effort === 'once' ? 9 : 6 })
      : await brotliAsync(bytes, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: effort === 'once' ? 9 : 4,
            [constants.BROTLI_PARAM_SIZE_HINT]: bytes.byteLength,
          },
        });
  // Copied into a plain ArrayBuffer, which is what a Response accepts as a body.
  return new Uint8Array(compressed);
};

/** A least-recently-used cache bounded by the total bytes it holds. */
export class ByteLru {
  readonly #entries = new Map<string, Body>();
  #bytes = 0;

  constructor(readonly maxBytes: number) {}

  get size(): number {
    return this.#bytes;
  }

  get(key: string): Body | undefined {
    const value = this.#entries.get(key);
    if (value === undefined) return undefined;
    // Re-insert so Map order stays least-recent first.
    this.#entries.delete(key);
    this.#entries.set(key, value);
    return value;
  }

  set(key: string, value: Body): void {
    if (value.byteLength > this.maxBytes) return;
    const previous = this.#entries.get(key);
    if (previous !== undefined) {
      this.#entries.delete(key);
      this.#bytes -= previous.byteLength;
    }
    this.#entries.set(key, value);
    this.#bytes += value.byteLength;
    for (const [oldest, bytes] of this.#entries) {
      if (this.#bytes <= this.maxBytes) break;
      this.#entries.delete(oldest);
      this.#bytes -= bytes.byteLength;
    }
  }
}

/**
 * Compressed bytes of immutable files, keyed by the caller (path, size and mtime, so a file
 * rewritten in place against the rules is still never served stale). Concurrent first
 * requests for one file share a single compression.
 */
export const createCompressedCache = (maxBytes: number) => {
  const lru = new ByteLru(maxBytes);
  const pending = new Map<string, Promise<Body>>();
  return (key: string, encoding: Encoding, load: () => Promise<Uint8Array>): Promise<Body> => {
    const fullKey = `${encoding}:${key}`;
    const hit = lru.get(fullKey);
    if (hit !== undefined) return Promise.resolve(hit);
    const inFlight = pending.get(fullKey);
    if (inFlight !== undefined) return inFlight;
    const job = load()
      .then((bytes) => compress(bytes, encoding, 'once'))
      .then((compressed) => {
        lru.set(fullKey, compressed);
        return compressed;
      })
      .finally(() => pending.delete(fullKey));
    pending.set(fullKey, job);
    return job;
  };
};

export type CompressedCache = ReturnType<typeof createCompressedCache>;
