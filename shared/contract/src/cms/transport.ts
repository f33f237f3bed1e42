// Raw content-service reads: Strapi REST with the current locale and a bearer token from
// the cms_token cookie, answers flattened, failures as CmsError.
import * as v from 'valibot';
import { CmsError, CmsErrorName, cmsErrorFromResponse, parseContent } from './errors';
import { flattenStrapi } from './flatten';
import { toQueryString, type CmsQuery } from './query-string';
import type { FirstReads } from '../api/first-reads';

export interface CmsClientOptions {
  /** Where the content API lives; default '/cms/api' (the edge proxies /cms to it). */
  readonly baseUrl?: string;
  /** The current content locale ('uz' or 'ru'), read on every call. */
  readonly getLocale: () => string;
  /** Bearer token; by default the `cms_token` cookie when running in a browser. */
  readonly getToken?: () => string | undefined;
  /** Fetch implementation; default the global fetch. */
  readonly fetch?: typeof fetch;
  /** Reads the edge made for this page: a read's first identical call is answered from it. */
  readonly firstReads?: FirstReads;
}

export type CmsPagination = Readonly<{
  page: number;
  pageSize: number;
  pageCount: number;
  total: number;
}>;

/** One page of a collection type, flattened. */
export type CmsList<T> = Readonly<{ items: readonly T[]; pagination: CmsPagination }>;

/** Raw reads: flattened but not yet parsed. */
export interface CmsTransport {
  /** GET {baseUrl}/{type}: a single type (or a findOne-shaped answer), flattened; null if empty. */
  findOne(type: string, query?: CmsQuery): Promise<unknown>;
  /** GET {baseUrl}/{type}: one page of a collection type, flattened. */
  findMany(type: string, query?: CmsQuery): Promise<CmsList<unknown>>;
}

const EnvelopeSchema = v.object({ data: v.unknown() });

// Offset-mode answers (start/limit) are normalised to page terms.
const PaginationSchema = v.pipe(
  v.object({
    total: v.number(),
    page: v.optional(v.number()),
    pageSize: v.optional(v.number()),
    pageCount: v.optional(v.number()),
    start: v.optional(v.number()),
    limit: v.optional(v.number()),
  }),
  v.transform(({ total, page, pageSize, pageCount, start = 0, limit }): CmsPagination => {
    const size = pageSize ?? limit ?? Math.max(total, 1);
    return {
      total,
      pageSize: size,
      page: page ?? Math.floor(start / size) + 1,
      pageCount: pageCount ?? Math.ceil(total / size),
    };
  }),
);

const ListEnvelopeSchema = v.object({
  data: v.array(v.unknown()),
  meta: v.object({ pagination: PaginationSchema }),
});

const cookieToken = (): string | undefined => {
  if (typeof document === 'undefined') return undefined;
  const pair = document.cookie.split('; ').find((cookie) => cookie.startsWith('cms_token='));
  return pair ? decodeURIComponent(pair.slice('cms_token='.length)) || undefined : undefined;
};

export function createCmsTransport(options: CmsClientOptions): CmsTransport {
  const baseUrl = (options.baseUrl ?? '/cms/api').replace(/\/+$/, '');
  const getToken = options.getToken ?? cookieToken;
  // Called through a closure so a browser's fetch is never invoked with a wrong `this`.
  const doFetch: typeof fetch = options.fetch ?? ((input, init) => fetch(input, init));

  // The path and query as a browser on this site sends them: how the edge records its reads.
  const origin = /^https?:\/\//i.test(baseUrl) ? new URL(baseUrl).origin : '';

  async function request(type: string, query: CmsQuery): Promise<unknown> {
    const { locale = options.getLocale(), ...rest } = query;
    const url = `${baseUrl}/${encodeURIComponent(type)}?${toQueryString({ locale, ...rest })}`;
    const inlined = options.firstReads?.take(url.slice(origin.length));
    if (inlined !== undefined) return inlined;
    const token = getToken();
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (token) headers.Authorization = `Bearer ${token}`;
    let response: Response;
    try {
      response = await doFetch(url, { headers });
    } catch (cause) {
      throw new CmsError({
        status: 500,
        name: CmsErrorName.Unknown,
        message: `Content service unreachable: ${url}`,
        cause,
      });
    }
    const text = await response.text().catch(() => '');
    if (!response.ok) throw cmsErrorFromResponse(response.status, text, url);
    try {
      return JSON.parse(text);
    } catch (cause) {
      throw new CmsError({
        status: 500,
        name: CmsErrorName.InvalidResponse,
        message: `Content service answered with something that is not JSON: ${url}`,
        cause,
      });
    }
  }

  return {
    async findOne(type, query = {}) {
      const body = parseContent(EnvelopeSchema, await request(type, query), type);
      return flattenStrapi(body.data) ?? null;
    },
    async findMany(type, query = {}) {
      const body = parseContent(ListEnvelopeSchema, await request(type, query), type);
      return { items: body.data.map(flattenStrapi), pagination: body.meta.pagination };
    },
  };
}
