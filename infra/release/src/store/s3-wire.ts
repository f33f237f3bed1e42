// The small parts of the S3 protocol the S3 store needs besides signing: a Content-Type per
// file extension, and reading ListObjectsV2 and error replies, which are XML.
import path from 'node:path';

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.wasm': 'application/wasm',
};

/** The Content-Type an object is stored with, so the bucket can also be served directly. */
export const contentTypeOf = (file: string): string =>
  CONTENT_TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';

const ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
};

const unescapeXml = (text: string): string =>
  text.replace(/&(?:#x([0-9a-f]+)|#(\d+)|(amp|lt|gt|quot|apos));/gi, (entity, hex, dec, name) => {
    if (typeof hex === 'string') return String.fromCodePoint(Number.parseInt(hex, 16));
    if (typeof dec === 'string') return String.fromCodePoint(Number(dec));
    return ENTITIES[String(name).toLowerCase()] ?? entity;
  });

/** The raw contents of every `<tag>…</tag>`, allowing a namespace prefix and attributes. */
const elements = (xml: string, tag: string): string[] =>
  Array.from(
    xml.matchAll(
      new RegExp(`<(?:[\\w.-]+:)?${tag}(?:\\s[^>]*)?>([\\s\\S]*?)</(?:[\\w.-]+:)?${tag}\\s*>`, 'g'),
    ),
    (match) => match[1] ?? '',
  );

const firstText = (xml: string, tag: string): string | null => {
  const [raw] = elements(xml, tag);
  return raw === undefined ? null : unescapeXml(raw.trim());
};

export type ListPage = Readonly<{
  /** The CommonPrefixes of the page: one per "folder" below the listed prefix. */
  prefixes: string[];
  /** The token for the next page; null on the last one. */
  next: string | null;
  truncated: boolean;
}>;

/** One page of a ListObjectsV2 reply made with a delimiter. */
export const parseListPage = (xml: string): ListPage => ({
  prefixes: elements(xml, 'CommonPrefixes').flatMap((block) =>
    elements(block, 'Prefix').map((prefix) => unescapeXml(prefix.trim())),
  ),
  next: firstText(xml, 'NextContinuationToken') || null,
  truncated: firstText(xml, 'IsTruncated') === 'true',
});

/** The error code of an S3 error reply (`NoSuchBucket`, `AccessDenied`…), when there is one. */
export const errorCodeOf = (xml: string): string | null => firstText(xml, 'Code');

/** '' stays ''; anything else ends in exactly one '/' and has no leading '/'. */
export const normalizePrefix = (prefix: string): string => {
  const trimmed = prefix.replace(/^\/+|\/+$/g, '');
  return trimmed === '' ? '' : `${trimmed}/`;
};
