// The RPC surface `GET|POST /api/{method}`: a registry of methods (one file per area adds
// its handlers, the contract's method table gives names and verbs), the wire checks every
// call passes, parameter reading and error mapping.
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { DEFAULT_LOCALE, isLocale } from '../config';
import type { Locale, Services } from '../config';
import { API_METHODS, API_VERSION, ErrorType } from '@omad/contract/api';
import type { ApiMethodName } from '@omad/contract/api';
import { ApiError, internalError, methodNotFound } from './errors';
import { paramsFrom } from './params';
import type { Params } from './params';
import { sessionControl } from './session';
import { clientAddressOf } from './throttle';
import { requestSiteOf, siteOriginOf } from './site-origin';
import type { RequestSite } from './site-origin';
import type { SessionControl } from './session';

/** What a method handler receives for one call. */
export interface CallContext {
  /** The method's canonical name, e.g. `auth.login`. */
  readonly method: ApiMethodName;
  readonly params: Params;
  /** The `locale` query parameter (uz when absent or unknown). */
  readonly locale: Locale;
  /** True when the page calls from inside a frame (`non_strict_mode=1`). */
  readonly nonStrictMode: boolean;
  readonly session: SessionControl;
  readonly services: Services;
  /** The client's address, for slowing repeated calls (throttle.ts). */
  readonly address: string;
  /** Where the browser says the call comes from (same-site.ts); auth.logout refuses 'cross'. */
  readonly site: RequestSite;
  /** The site's origin the browser addressed (scheme and host; forwarded by the edge). */
  readonly origin: string;
  /** The site's host the browser addressed (behind the edge, the one it forwarded). */
  readonly host: string;
}

/** Resolves to the `data` of the answer, or throws an ApiError. */
export type MethodHandler = (call: CallContext) => Promise<unknown>;

/**
 * One area's handlers, keyed by the contract's method table (`API_METHODS`): a name the
 * table lacks fails typecheck, and no handler chooses its verb, the table gives it.
 */
export type MethodHandlers = Readonly<Partial<Record<ApiMethodName, MethodHandler>>>;

/** A method as the RPC surface serves it. */
export interface RegisteredMethod {
  /** Dotted name as the table writes it; calls match it case-insensitively. */
  readonly name: ApiMethodName;
  /** POST methods refuse GET, so a cross-site link cannot change state. */
  readonly post: boolean;
  readonly handler: MethodHandler;
}

export type MethodRegistry = ReadonlyMap<string, RegisteredMethod>;

// The keys of a const object literal, typed as such once here.
const TABLE_NAMES = Object.keys(API_METHODS) as ApiMethodName[];

export const createRegistry = (areas: readonly MethodHandlers[]): MethodRegistry => {
  const registry = new Map<string, RegisteredMethod>();
  for (const area of areas) {
    for (const name of TABLE_NAMES) {
      const handler = area[name];
      if (!handler) continue;
      const key = name.toLowerCase();
      if (registry.has(key)) throw new Error(`Method ${name} is registered twice`);
      registry.set(key, { name, post: API_METHODS[name] === 'POST', handler });
    }
  }
  return registry;
};

const malformedBody = (): ApiError =>
  new ApiError(ErrorType.InvalidParameter, 'Malformed request body');

const stringPairs = (entries: Iterable<[string, unknown]>): [string, string][] =>
  [...entries].flatMap(([key, value]): [string, string][] => {
    if (typeof value === 'string') return [[key, value]];
    if (value === null) return [[key, 'null']];
    return typeof value === 'object' && 'arrayBuffer' in value
      ? []
      : [[key, JSON.stringify(value)]];
  });

const RESERVED_QUERY = new Set(['v', 'locale', 'non_strict_mode']);

/**
 * GET parameters come from the query string; POST parameters from the body, over any the
 * query carries (the wire's own `v`, `locale` and `non_strict_mode` never become params).
 */
export const readParams = async (request: Request, url: URL): Promise<Params> => {
  const query = paramsFrom([...url.searchParams].filter(([key]) => !RESERVED_QUERY.has(key)));
  if (request.method !== 'POST') return query;
  return { ...query, ...(await readBody(request)) };
};

const readBody = async (request: Request): Promise<Params> => {
  const type = request.headers.get('content-type')?.toLowerCase() ?? '';
  try {
    if (
      type.startsWith('multipart/form-data') ||
      type.startsWith('application/x-www-form-urlencoded')
    ) {
      return paramsFrom(stringPairs(await request.formData()));
    }
    const body = await request.text();
    if (body.trim() === '') return {};
    const json: unknown = type.startsWith('application/json') ? JSON.parse(body) : undefined;
    if (!json || typeof json !== 'object' || Array.isArray(json)) throw malformedBody();
    return paramsFrom(stringPairs(Object.entries(json)));
  } catch {
    throw malformedBody();
  }
};

const call = async (c: Context, registry: MethodRegistry, services: Services): Promise<unknown> => {
  const url = new URL(c.req.url);
  if (url.searchParams.get('v') !== API_VERSION) {
    throw new ApiError(ErrorType.InvalidRequest, 'Unsupported API version');
  }
  const requested = c.req.param('method') ?? '';
  const method = registry.get(requested.toLowerCase());
  if (!method) throw methodNotFound(requested);
  if (method.post && c.req.method !== 'POST') {
    throw new ApiError(ErrorType.InvalidRequest, `Method ${method.name} expects POST`);
  }
  const locale = url.searchParams.get('locale');
  return method.handler({
    method: method.name,
    params: await readParams(c.req.raw, url),
    locale: isLocale(locale) ? locale : DEFAULT_LOCALE,
    nonStrictMode: url.searchParams.get('non_strict_mode') === '1',
    session: sessionControl(c, services),
    services,
    address: clientAddressOf(c, services.trustedProxyHops),
    site: requestSiteOf(c, services.allowedOrigins),
    origin: siteOriginOf(c),
    host: new URL(siteOriginOf(c)).host,
  });
};

/** Answers `error` with its catalogue status; anything not an ApiError is logged as a 500. */
export const errorJson = (c: Context, error: unknown): Response => {
  const known = error instanceof ApiError ? error : internalError();
  if (known !== error) console.error(`[platform] ${c.req.method} ${c.req.path} failed`, error);
  // A slowed call says when to come back in the body and in the standard header.
  const retryAfter = known.details.data?.retry_after;
  const headers: Record<string, string> =
    typeof retryAfter === 'number' ? { 'Retry-After': String(retryAfter) } : {};
  return c.json(known.toBody(), known.status as ContentfulStatusCode, headers);
};

/** The Hono handler for `/api/:method`. */
export const rpcHandler =
  (registry: MethodRegistry, services: Services) =>
  async (c: Context): Promise<Response> => {
    try {
      return c.json({ data: (await call(c, registry, services)) ?? null });
    } catch (error) {
      return errorJson(c, error);
    }
  };
