// The document shell of every game frame: self-contained HTML (inline style, at most one inline
// script allowed by its hash) and the Content-Security-Policy that says exactly that.
import { createHash } from 'node:crypto';
import type { Locale } from '../config';

export const escapeHtml = (text: string): string =>
  text.replace(
    /[&<>"']/g,
    (char) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  );

/** The CSP source that allows exactly this inline script. */
export const scriptHash = (script: string): string =>
  `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;

/** An origin fit to be written into a policy: scheme, host and port, nothing else. */
const SAFE_ORIGIN = /^https?:\/\/[a-z0-9.-]+(:\d{1,5})?$/;

/**
 * Nothing from elsewhere: images from this origin (the game art), inline styles, the frame's
 * own script by hash and nothing else; only this site may embed the frame. A frame that plays
 * rounds may also call this site (`connect`: the origin the browser addressed). 'self' is the
 * page's URL origin even when the frame is sandboxed into an opaque origin; the named origin
 * says the same for a browser that reads 'self' otherwise.
 */
export const frameCsp = (script?: string, { connect }: { connect?: string } = {}): string =>
  [
    "default-src 'none'",
    "img-src 'self' data:",
    "style-src 'unsafe-inline'",
    ...(script === undefined ? [] : [`script-src ${scriptHash(script)}`]),
    ...(connect === undefined
      ? []
      : [`connect-src 'self'${SAFE_ORIGIN.test(connect) ? ` ${connect}` : ''}`]),
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'self'",
  ].join('; ');

export interface FrameDocument {
  readonly locale: Locale;
  readonly title: string;
  readonly style: string;
  readonly body: string;
  /** Inlined as is; the CSP must carry its hash (frameCsp). */
  readonly script?: string;
}

export const frameDocument = ({ locale, title, style, body, script }: FrameDocument): string =>
  `<!doctype html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<meta name="color-scheme" content="dark">
<title>${escapeHtml(title)}</title>
<style>${style}</style>
</head>
<body>
${body}
${script === undefined ? '' : `<script>${script}</script>`}
</body>
</html>`;
