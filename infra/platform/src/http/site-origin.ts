// The origin the browser addressed, read from a request (its own, or what the edge forwarded),
// and whether a request comes from a page of that site.
import type { Context } from 'hono';

const firstOf = (value: string | undefined): string | undefined =>
  value?.split(',')[0]?.trim() || undefined;

/**
 * The origin the browser addressed: the edge in front forwards the scheme and host it was
 * asked for (X-Forwarded-Proto, X-Forwarded-Host); a platform reached directly is its own.
 */
export const siteOriginOf = (c: Context): string => {
  const url = new URL(c.req.url);
  const scheme = firstOf(c.req.header('x-forwarded-proto')) ?? url.protocol.slice(0, -1);
  const host = firstOf(c.req.header('x-forwarded-host')) ?? c.req.header('host') ?? url.host;
  return `${scheme}://${host}`.toLowerCase();
};

const originOfUrl = (text: string): string | null => {
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin.toLowerCase() : null;
  } catch {
    return null;
  }
};

export type RequestSite = 'same' | 'cross' | 'not-a-browser';

/** Where a request comes from, by the headers a browser sets and a page cannot forge. */
export const requestSiteOf = (c: Context, allowedOrigins: readonly string[]): RequestSite => {
  const trusted = new Set([
    siteOriginOf(c),
    ...allowedOrigins.map((origin) => origin.toLowerCase()),
  ]);
  const origin = c.req.header('origin');
  if (origin !== undefined) {
    // "null" is an opaque origin: a sandboxed frame, a data: page, a file.
    const named = originOfUrl(origin.trim());
    return named !== null && trusted.has(named) ? 'same' : 'cross';
  }
  const fetchSite = c.req.header('sec-fetch-site')?.trim().toLowerCase();
  if (fetchSite !== undefined) {
    // 'none': the person started it (the address bar, a bookmark).
    return fetchSite === 'same-origin' || fetchSite === 'none' ? 'same' : 'cross';
  }
  const referer = c.req.header('referer');
  if (referer !== undefined) {
    const named = originOfUrl(referer.trim());
    return named !== null && trusted.has(named) ? 'same' : 'cross';
  }
  return 'not-a-browser';
};
