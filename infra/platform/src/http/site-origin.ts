// The origin the browser addressed, read from a request (its own, or what the edge forwarded).
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
