// Facts about the incoming request that Hono's parsed URL hides: the raw request target
// (before the URL parser folds `..` away) and the client's socket address.
import type { HttpBindings } from '@hono/node-server';
import type { Context } from 'hono';

/**
 * Hono environment of the edge. The node bindings are optional because tests drive the
 * app through `app.request()`, where there is no socket.
 */
export type EdgeEnv = { Bindings: Partial<HttpBindings> };

export type EdgeContext = Context<EdgeEnv>;

/** The path as the client sent it, before WHATWG URL parsing removed dot segments. */
export const rawPathname = (c: EdgeContext): string => {
  const raw = c.env?.incoming?.url;
  if (raw !== undefined && raw.startsWith('/')) return raw.split('?', 1)[0] ?? '/';
  return new URL(c.req.url).pathname;
};

/**
 * True when the path tries to climb out of the folder it names: a `..` segment, written
 * plainly or percent-encoded (`%2e%2e`, `..%2f`, `..%5c`), a NUL byte, or an encoding that
 * does not decode. Such a request is refused outright instead of being normalised away.
 */
export const isTraversal = (pathname: string): boolean => {
  for (const segment of pathname.split('/')) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(segment);
    } catch {
      return true;
    }
    if (decoded.includes('\0')) return true;
    if (decoded.split(/[/\\]/).some((part) => part === '..')) return true;
  }
  return false;
};

/**
 * The path split into decoded segments, or null when any segment hides a separator, so a
 * caller can join the result onto a folder without leaving it.
 */
export const pathSegments = (pathname: string): string[] | null => {
  const segments: string[] = [];
  for (const segment of pathname.split('/')) {
    if (segment === '') continue;
    let decoded: string;
    try {
      decoded = decodeURIComponent(segment);
    } catch {
      return null;
    }
    if (decoded === '.' || decoded === '..' || /[/\\\0]/.test(decoded)) return null;
    segments.push(decoded);
  }
  return segments;
};

/** The address of the TCP peer, when the request came over a real socket. */
export const clientAddress = (c: EdgeContext): string | undefined =>
  c.env?.incoming?.socket?.remoteAddress;
