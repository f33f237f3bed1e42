// Return addresses (redirectUrl, backUrl, social back-URL) come from the query string or
// storage, so they are followed only when they stay on this site.

/** Decodes percent-escapes once; null when the text is not valid percent-encoding. */
const decodedOnce = (text: string): string | null => {
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
};

// ASCII control characters: a browser drops tabs and newlines inside a URL, so '/\t/evil'
// becomes '//evil'; no real return path holds one.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;

/** A path that another decoding (a router, a server, a later hop) could turn off the site. */
const unsafePathText = (text: string): boolean =>
  CONTROL.test(text) || /^[\\/]{2}/.test(text) || text.includes('\\');

/**
 * The same-origin path of `candidate`, or null when it would leave the site.
 * Accepts '/path?query#hash' and absolute URLs of `origin`; refuses protocol-relative
 * '//evil', backslash tricks, control characters, javascript: and other origins, also when
 * they only appear once the path is percent-decoded (once or twice: a decoder on the way
 * must not turn an encoded '//evil.example' into a way out).
 */
export const sameOriginPath = (candidate: unknown, origin: string): string | null => {
  if (typeof candidate !== 'string' || candidate.length === 0 || candidate.length > 2048)
    return null;
  const trimmed = candidate.trim();
  if (unsafePathText(trimmed)) return null;
  let url: URL;
  try {
    url = new URL(trimmed, origin);
  } catch {
    return null;
  }
  if (url.origin !== new URL(origin).origin) return null;
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  const once = decodedOnce(url.pathname);
  const twice = once === null ? null : decodedOnce(once);
  for (const decoded of [once, twice]) {
    if (decoded !== null && unsafePathText(decoded)) return null;
  }
  return path;
};

/**
 * An address that may leave the site (a CMS redirect marked external, a provider's page):
 * an absolute http(s) URL without credentials, as the URL parser normalizes it; null for
 * anything else (javascript:, data:, relative paths, 'https:evil' without slashes).
 */
export const externalAddress = (candidate: unknown): string | null => {
  if (typeof candidate !== 'string' || candidate.length === 0 || candidate.length > 2048)
    return null;
  const trimmed = candidate.trim();
  if (!/^https?:\/\//i.test(trimmed)) return null;
  try {
    const url = new URL(trimmed);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    if (url.username !== '' || url.password !== '') return null;
    return url.href;
  } catch {
    return null;
  }
};

/**
 * The address an iframe loads for a launch address the platform gave (a game's launch_url,
 * locale-free): resolved against the page, with the page's locale, written as a path when it
 * is this site's. Only plain http(s) addresses are framed: anything else (javascript:, data:,
 * one carrying credentials) counts as no address at all (since 2.3.0).
 */
export const frameAddress = (
  launchUrl: string | undefined,
  locale: string,
  pageUrl: string,
  /** Changes the parsed address before the locale is set; returns false to refuse it. */
  adjust: (url: URL) => boolean = () => true,
): string | null => {
  if (!launchUrl) return null;
  let url: URL;
  try {
    url = new URL(launchUrl, pageUrl);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.username !== '' || url.password !== '') return null;
  if (!adjust(url)) return null;
  url.searchParams.set('locale', locale);
  return url.origin === new URL(pageUrl).origin ? `${url.pathname}${url.search}` : url.href;
};

/**
 * What a frame of another party (the sportsbook, a game) may do: run its scripts, send its
 * forms and open pop-ups (a provider's rules or payment page). It keeps its own origin
 * (storage, cookies) only when that origin is not the site's: a frame of the site's own
 * origin with both scripts and its origin could reach into the page and lift its sandbox.
 */
export const FRAME_SANDBOX =
  'allow-scripts allow-forms allow-popups allow-popups-to-escape-sandbox';

export const frameSandboxFor = (src: string, origin: string): string => {
  let own = true;
  try {
    own = new URL(src, origin).origin === new URL(origin).origin;
  } catch {
    own = true;
  }
  return own ? FRAME_SANDBOX : `${FRAME_SANDBOX} allow-same-origin`;
};

/** What a frame's message must look like to ask the page to navigate (spec: checkIframe). */
type FrameMessage = Readonly<{ origin: string; data: unknown }>;

/**
 * The site path a frame's `checkIframe` message asks the page to open, or null: only from a
 * frame origin the page embedded (`frameOrigins`, e.g. the game's or the payment page's), only
 * `{ type: 'checkIframe', url }`, and only to a path of this site (a payment's result page),
 * never javascript:, data: or another site.
 */
export const frameNavigationTarget = (
  message: FrameMessage,
  siteOrigin: string,
  frameOrigins: readonly string[],
): string | null => {
  if (!frameOrigins.includes(message.origin)) return null;
  const { data } = message;
  if (typeof data !== 'object' || data === null) return null;
  if (!('type' in data) || data.type !== 'checkIframe' || !('url' in data)) return null;
  return sameOriginPath(data.url, siteOrigin);
};
