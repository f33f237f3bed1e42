// Forwards /api to the platform and /cms to the content API with Hono's proxy helper (method,
// headers, cookies and a streamed body in both directions; hop-by-hop and stale encoding
// headers dropped), adding what is the edge's to decide: the forwarded client address, proto
// and host, redirects passed to the browser, and an error body each client already understands.
import { proxy } from 'hono/proxy';
import { forwardedFor } from './client-address';
import type { ContentCache } from './content-cache';
import type { EdgeContext } from './request';
import { clientAddress } from './request';

export type UpstreamKind = 'api' | 'cms';

// Meaningful for one connection only; never forwarded (RFC 9110 section 7.6.1).
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);

const withoutHopByHop = (source: Headers, drop: readonly string[]): Headers => {
  const named = (source.get('connection') ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase());
  const skip = new Set([...HOP_BY_HOP, ...named, ...drop]);
  const headers = new Headers();
  source.forEach((value, name) => {
    if (!skip.has(name)) headers.append(name, value);
  });
  return headers;
};

/** The body each client parses when the upstream cannot be reached. */
const unavailableBody = (kind: UpstreamKind, message: string) =>
  kind === 'api'
    ? // ErrorType.ApplicationUnavailable of the contract; infra does not depend on the contract.
      { error: { type: 'ApplicationUnavailableException', message } }
    : { data: null, error: { status: 502, name: 'BadGatewayError', message } };

/**
 * The helper clears Accept-Encoding so that fetch picks one it decodes; the link to the
 * upstream is local, so ask for none: nothing is compressed only to be decoded here.
 */
const fetchIdentity = (request: Request): Promise<Response> => {
  request.headers.set('accept-encoding', 'identity');
  return fetch(request);
};

export interface ProxyOptions {
  readonly kind: UpstreamKind;
  /** Origin, optionally with a path prefix, e.g. http://127.0.0.1:8081. */
  readonly upstream: string;
  /** Keep X-Forwarded-Proto/Host set by a CDN in front instead of overwriting them. */
  readonly trustForwardedHeaders: boolean;
  /** Proxies of ours in front of the edge (client-address.ts); 0: browsers connect directly. */
  readonly trustedProxyHops: number;
  readonly log: (line: string) => void;
  /**
   * For the content API: public reads (GET /cms/api/… without a token) are answered through
   * the edge's content answers (content-cache.ts): kept while fresh, the last good one when
   * the service fails. Anything else is forwarded as it is.
   */
  readonly content?: ContentCache;
}

/** A public content read: a GET of the content API that carries no editor's token. */
const isPublicContentRead = (c: EdgeContext, pathname: string): boolean =>
  c.req.method === 'GET' && pathname.startsWith('/cms/api/') && !c.req.header('authorization');

export const createProxy = ({
  kind,
  upstream,
  trustForwardedHeaders,
  trustedProxyHops,
  log,
  content,
}: ProxyOptions) => {
  const base = new URL(upstream);
  if (base.protocol !== 'http:' && base.protocol !== 'https:') {
    throw new Error(`${kind} upstream must be an http(s) URL, got "${upstream}"`);
  }
  const prefix = base.href.replace(/\/$/, '');

  return async (c: EdgeContext): Promise<Response> => {
    const incoming = new URL(c.req.url);
    const target = `${prefix}${incoming.pathname}${incoming.search}`;
    // Host is the upstream's; the body is streamed, so fetch sets the framing itself.
    const headers = withoutHopByHop(c.req.raw.headers, ['host', 'content-length', 'expect']);
    // The platform counts and limits by the last entry: the address decided here goes last,
    // and without one no entry a client wrote is passed on.
    const forwarded = forwardedFor(
      headers.get('x-forwarded-for') ?? undefined,
      clientAddress(c),
      trustedProxyHops,
    );
    if (forwarded.header === undefined) headers.delete('x-forwarded-for');
    else headers.set('x-forwarded-for', forwarded.header);
    if (!trustForwardedHeaders || !headers.has('x-forwarded-proto')) {
      headers.set('x-forwarded-proto', incoming.protocol.slice(0, -1));
    }
    if (!trustForwardedHeaders || !headers.has('x-forwarded-host')) {
      headers.set('x-forwarded-host', c.req.header('host') ?? incoming.host);
    }

    const method = c.req.method;
    try {
      if (content && isPublicContentRead(c, incoming.pathname)) {
        // Nothing of the visitor's goes with it: the answer is everyone's.
        return await content.browserFetchThrough(fetch)(target, {
          headers: { accept: 'application/json', 'accept-encoding': 'identity' },
          signal: c.req.raw.signal,
        });
      }
      // Hono drops the answer's hop-by-hop headers, and its encoding and length once fetch
      // has decoded the body; each Set-Cookie stays a header of its own.
      return await proxy(target, {
        raw: c.req.raw,
        headers,
        redirect: 'manual',
        customFetch: fetchIdentity,
      });
    } catch (error) {
      // The browser went away: nobody will read the answer, and nothing is wrong upstream.
      if (c.req.raw.signal.aborted) return new Response(null, { status: 499 });
      const reason =
        error instanceof Error && error.cause instanceof Error
          ? error.cause.message
          : String(error);
      log(`${kind} upstream ${upstream} unreachable for ${method} ${incoming.pathname}: ${reason}`);
      const message = `The ${kind === 'api' ? 'platform API' : 'content service'} is unavailable. Try again shortly.`;
      return c.json(unavailableBody(kind, message), 502, { 'Cache-Control': 'no-store' });
    }
  };
};
