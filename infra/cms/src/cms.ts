// The content API: Strapi 5 REST shapes under /cms/api and the media library under
// /cms/uploads. Everything is read-only and served from the in-memory seed.
import { timingSafeEqual } from 'node:crypto';
import { Hono } from 'hono';
import qs from 'qs';
import { findMany } from './collection';
import { CONTENT_TYPES } from './content-types';
import {
  CmsHttpError,
  methodNotAllowed,
  notFound,
  renderError,
  renderUnexpected,
  unauthorized,
} from './errors';
import { byteLength } from './media';
import { checkPopulate } from './populate';
import { parseQuery } from './query';
import { MEDIA_LIBRARY } from './seed/media';
import { serializeEntry } from './serialize';
import { buildStore, type StoredType } from './store';

export interface CmsOptions {
  /** When set, /cms/api requests need `Authorization: Bearer <token>`; unset means public reads. */
  readonly token?: string;
  /** Prefix of media urls; default '/cms/uploads' keeps them relative to the site. */
  readonly mediaBaseUrl?: string;
}

const sameSecret = (given: string, expected: string): boolean => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

// Uploads never change under a name, so browsers and the CDN may keep them for a year.
const UPLOAD_HEADERS = {
  'Cache-Control': 'public, max-age=31536000, immutable',
  'X-Content-Type-Options': 'nosniff',
  // An SVG opened directly must not run script.
  'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
};

export function createCms(options: CmsOptions = {}): { app: Hono } {
  const store = buildStore(CONTENT_TYPES, MEDIA_LIBRARY);
  const mediaBaseUrl = options.mediaBaseUrl ?? '/cms/uploads';
  const app = new Hono();

  app.onError((error, c) =>
    error instanceof CmsHttpError ? renderError(c, error) : renderUnexpected(c, error),
  );
  app.notFound((c) => renderError(c, notFound()));

  app.get('/cms/_health', (c) => c.body(null, 204));

  app.get('/cms/uploads/:file', (c) => {
    const file = store.media.get(c.req.param('file'));
    if (!file) throw notFound('File not found');
    const body = file.body();
    return c.body(typeof body === 'string' ? body : new Uint8Array(body), 200, {
      ...UPLOAD_HEADERS,
      'Content-Type': file.mime,
      'Content-Length': String(byteLength(body)),
    });
  });

  app.use('/cms/api/*', async (c, next) => {
    if (options.token) {
      const header = c.req.header('Authorization') ?? '';
      const given = header.startsWith('Bearer ') ? header.slice('Bearer '.length) : '';
      if (!sameSecret(given, options.token)) throw unauthorized();
    }
    await next();
  });

  // The query of a read of one type, its populate checked against the type (Strapi 5 does).
  const readQuery = (url: string, type: StoredType) => {
    const search = new URL(url).search;
    const query = parseQuery(
      qs.parse(search, { ignoreQueryPrefix: true, depth: 20, arrayLimit: 100 }),
    );
    checkPopulate(query.populate, type.shape, (name) => store.types.get(name)?.shape ?? {});
    return query;
  };

  app.get('/cms/api/:type', (c) => {
    const type = store.types.get(c.req.param('type'));
    if (!type) throw notFound();
    const query = readQuery(c.req.url, type);
    const context = { store, mediaBaseUrl, locale: query.locale };
    if (type.kind === 'single') {
      const entry = type.entries.find((candidate) => candidate.locale === query.locale);
      if (!entry) throw notFound();
      return c.json({
        data: serializeEntry(context, entry, query.populate, query.fields),
        meta: {},
      });
    }
    const page = findMany(store, type, query);
    return c.json({
      data: page.entries.map((entry) =>
        serializeEntry(context, entry, query.populate, query.fields),
      ),
      meta: { pagination: page.pagination },
    });
  });

  // findOne of a collection type, as Strapi 5 offers it: by documentId, in the locale asked.
  app.get('/cms/api/:type/:documentId', (c) => {
    const type = store.types.get(c.req.param('type'));
    if (!type || type.kind !== 'collection') throw notFound();
    const query = readQuery(c.req.url, type);
    const entry = type.entries.find(
      (candidate) =>
        candidate.documentId === c.req.param('documentId') && candidate.locale === query.locale,
    );
    if (!entry) throw notFound();
    const context = { store, mediaBaseUrl, locale: query.locale };
    return c.json({ data: serializeEntry(context, entry, query.populate, query.fields), meta: {} });
  });

  app.all('/cms/api/*', () => {
    throw methodNotAllowed();
  });

  return { app };
}
