// Return addresses (redirectUrl, backUrl, social back-URL) come from the query string or
// storage, so they are followed only when they stay on this site.

/**
 * The same-origin path of `candidate`, or null when it would leave the site.
 * Accepts '/path?query#hash' and absolute URLs of `origin`; refuses protocol-relative
 * '//evil', backslash tricks, javascript: and other origins.
 */
export const sameOriginPath = (candidate: unknown, origin: string): string | null => {
  if (typeof candidate !== 'string' || candidate.length === 0 || candidate.length > 2048)
    return null;
  const trimmed = candidate.trim();
  if (/^[\\/]{2}/.test(trimmed) || trimmed.includes('\\')) return null;
  let url: URL;
  try {
    url = new URL(trimmed, origin);
  } catch {
    return null;
  }
  if (url.origin !== new URL(origin).origin) return null;
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  return `${url.pathname}${url.search}${url.hash}`;
};
