// /sitemap.xml, an index of one sitemap per kind of public page, and /sitemaps/{kind}.xml:
// the route table's own pages, the CMS pages, the catalogue's games (by their canonical
// platform address), the tournaments and the promotions. Every address is listed in both
// languages with its alternates (sitemap-xml.ts); what the robots rules disallow, players'
// pages and routes kept unlisted are left out, so the sitemap never names a page whose head
// says noindex. Anyone may ask: the reads are public (no cookie is sent), each kind is kept
// ten minutes, and a kind that cannot be read answers 503 (try later), never a short list.
import { DEFAULT_LOCALE, type Locale } from '@omad/contract';
import { createApi } from '@omad/contract/api';
import type { CmsClient } from '@omad/contract/cms';
import { matchRoutePath, needsSignIn, type ShellRoutes } from '@omad/contract/pages';
import {
  canonicalOrigin,
  evaluateRobots,
  platformGamePath,
  type SiteSourcesRead,
} from '@omad/contract/seo';
import * as v from 'valibot';
import { compress, MIN_COMPRESS_BYTES, negotiateEncoding } from './compression';
import type { ContentCache } from './content-cache';
import { keptReads, publicCmsClient, publicFetch } from './kept-reads';
import type { EdgeContext } from './request';
import { sitemapIndexXml, urlSetXml, type SitemapEntry } from './sitemap-xml';

export const SITEMAP_KINDS = ['pages', 'cms-pages', 'games', 'tournaments', 'promotions'] as const;
export type SitemapKind = (typeof SITEMAP_KINDS)[number];

/** How long a kind's list is kept, in milliseconds. */
export const SITEMAP_TTL_MS = 10 * 60_000;
/** The most addresses one kind lists (each twice: the protocol allows 50,000 urls a file). */
export const MAX_SITEMAP_ENTRIES = 20_000;

export interface SitemapOptions {
  readonly apiUpstream: string;
  readonly cmsUpstream: string;
  /** How long each read may take, in milliseconds. */
  readonly timeoutMs: number;
  /** The route table of the shell build served. */
  readonly routes: () => Promise<ShellRoutes | null>;
  /** The site-wide SEO content (robots rules, canonical origin), as the heads keep it. */
  readonly site: (locale: Locale, host: string) => Promise<SiteSourcesRead>;
  readonly fetch?: typeof fetch;
  readonly clock?: () => number;
  readonly log?: (line: string) => void;
  /** The edge's content answers (last good ones when the service fails), and their generation. */
  readonly content?: ContentCache;
}

const CmsPageRowSchema = v.object({ slug: v.string(), updatedAt: v.nullish(v.string()) });

// What a sitemap needs of the catalogue's pages: their addresses only, so a field the list
// does not use can never keep a game out of it.
const GamesPageSchema = v.object({
  items: v.array(v.object({ sysname: v.string() })),
  count: v.number(),
});
const TournamentsPageSchema = v.object({
  items: v.array(v.object({ id: v.number() })),
  count: v.number(),
});

/** Pages of `size` from `read` until the last one (or the cap). */
const allPages = async <T>(
  read: (offset: number, size: number) => Promise<Readonly<{ items: readonly T[]; count: number }>>,
  size: number,
): Promise<T[]> => {
  const items: T[] = [];
  for (let offset = 0; offset < MAX_SITEMAP_ENTRIES; offset += size) {
    const page = await read(offset, size);
    items.push(...page.items);
    if (page.items.length < size || items.length >= page.count) break;
  }
  return items.slice(0, MAX_SITEMAP_ENTRIES);
};

const cmsPages = async (cms: CmsClient, routes: ShellRoutes): Promise<SitemapEntry[]> => {
  const rows: SitemapEntry[] = [];
  for (let page = 1; rows.length < MAX_SITEMAP_ENTRIES; page += 1) {
    const list = await cms.findMany('pages', {
      fields: ['slug', 'updatedAt'],
      pagination: { page, pageSize: 100 },
      sort: ['slug:asc'],
    });
    for (const item of list.items) {
      const row = v.safeParse(CmsPageRowSchema, item);
      if (!row.success) continue;
      const path = `/${encodeURIComponent(row.output.slug)}`;
      // Only a slug the CMS page route serves: a route of its own would win over it.
      if (matchRoutePath(routes.routes, path)?.def.path === '/:slug') {
        rows.push({ path, lastmod: row.output.updatedAt ?? null });
      }
    }
    if (page >= list.pagination.pageCount) break;
  }
  return rows;
};

/** The route table's own pages: no parameters, not redirected, for guests, listed. */
const routePages = (routes: ShellRoutes): SitemapEntry[] =>
  routes.routes
    .filter(
      (route) =>
        !/[:*]/.test(route.path) &&
        !route.redirect &&
        route.remote !== null &&
        (route.head?.indexed ?? true) &&
        !needsSignIn(route.path, route.name),
    )
    .map((route) => ({ path: route.path }));

export const createSitemaps = ({
  apiUpstream,
  cmsUpstream,
  timeoutMs,
  routes,
  site,
  fetch: fetchImpl = fetch,
  clock = Date.now,
  log = () => undefined,
  content,
}: SitemapOptions) => {
  const fetchPublic = publicFetch(fetchImpl, timeoutMs);
  const api = createApi({
    baseUrl: apiUpstream.replace(/\/+$/, ''),
    getLocale: () => DEFAULT_LOCALE,
    isInFrame: () => false,
    fetch: fetchPublic,
  });
  const cms = publicCmsClient(
    cmsUpstream,
    DEFAULT_LOCALE,
    content ? publicFetch(content.fetchThrough(fetchImpl), timeoutMs) : fetchPublic,
  );

  const readers: Readonly<Record<SitemapKind, (table: ShellRoutes) => Promise<SitemapEntry[]>>> = {
    pages: async (table) => routePages(table),
    'cms-pages': (table) => cmsPages(cms, table),
    games: async () =>
      (
        await allPages(
          (offset, count) =>
            api.call('games.get', {
              params: { options: { offset, count } },
              schema: GamesPageSchema,
            }),
          200,
        )
      ).map((game) => ({ path: platformGamePath({ sysname: game.sysname }) })),
    tournaments: async () =>
      (
        await allPages(
          (offset, count) =>
            api.call('tournaments.get', {
              params: { offset, count },
              schema: TournamentsPageSchema,
            }),
          50,
        )
      ).map((tournament) => ({ path: `/tournaments/${tournament.id}` })),
    promotions: async () =>
      (await cms.getPromotions()).map((promotion) => ({
        path: `/promotions/${encodeURIComponent(promotion.slug)}`,
        lastmod: promotion.updatedAt ?? null,
      })),
  };

  const kept = keptReads<SitemapEntry[]>({
    clock,
    pendingMs: SITEMAP_TTL_MS,
    maxKeys: SITEMAP_KINDS.length,
    ...(content ? { generation: content.generation } : {}),
  });
  const entriesOf = (kind: SitemapKind, table: ShellRoutes): Promise<SitemapEntry[]> => {
    const value = kept(
      kind,
      () => readers[kind](table),
      () => SITEMAP_TTL_MS,
    );
    value.catch((error: unknown) => log(`sitemap ${kind} unavailable: ${String(error)}`));
    return value;
  };

  const tryLater = (c: EdgeContext) =>
    c.text('The sitemap cannot be made now.', 503, {
      'Retry-After': '60',
      'Cache-Control': 'no-store',
    });
  // The games' list runs to megabytes: it goes compressed to whoever accepts it.
  const xml = async (c: EdgeContext, body: string): Promise<Response> => {
    const headers = new Headers({
      'Content-Type': 'application/xml; charset=utf-8',
      'Cache-Control': 'public, max-age=600',
      Vary: 'Accept-Encoding',
    });
    const bytes = new TextEncoder().encode(body);
    const encoding = negotiateEncoding(c.req.header('accept-encoding'));
    if (encoding === null || bytes.byteLength < MIN_COMPRESS_BYTES) {
      return new Response(bytes, { status: 200, headers });
    }
    headers.set('Content-Encoding', encoding);
    return new Response(await compress(bytes, encoding, 'each'), { status: 200, headers });
  };

  /** The site's settings and route table, which every sitemap needs. */
  const basis = async (c: EdgeContext) => {
    const { origin, hostname } = new URL(c.req.url);
    const [{ sources }, table] = await Promise.all([site(DEFAULT_LOCALE, hostname), routes()]);
    if (!sources.settings || !table) return null;
    return {
      table,
      settings: sources.settings,
      origin: canonicalOrigin(sources.settings.canonicalUrl, origin),
    };
  };

  return {
    index: async (c: EdgeContext): Promise<Response> => {
      const found = await basis(c);
      if (!found) return tryLater(c);
      return xml(
        c,
        sitemapIndexXml(
          SITEMAP_KINDS.map((kind) => ({ loc: `${found.origin}/sitemaps/${kind}.xml` })),
        ),
      );
    },
    kind: async (c: EdgeContext): Promise<Response> => {
      const kind = /^\/sitemaps\/([a-z-]+)\.xml$/.exec(c.req.path)?.[1];
      if (!kind || !(SITEMAP_KINDS as readonly string[]).includes(kind)) {
        return c.text('Not found', 404);
      }
      const found = await basis(c);
      if (!found) return tryLater(c);
      let entries: SitemapEntry[];
      try {
        entries = await entriesOf(kind as SitemapKind, found.table);
      } catch {
        return tryLater(c);
      }
      const listed = entries.filter(
        ({ path }) =>
          evaluateRobots(found.settings.robots, path).allowed &&
          !needsSignIn(path, matchRoutePath(found.table.routes, path)?.def.name ?? null),
      );
      return xml(c, urlSetXml(found.origin, listed));
    },
  };
};
