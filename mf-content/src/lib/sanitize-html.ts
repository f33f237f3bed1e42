// CMS HTML is untrusted: every piece of it goes through this one sanitizer before it is
// rendered. DOMPurify keeps a strict allow-list (no script, style, iframe, forms, event
// handlers or script URLs); then links are sorted into internal ones, made locale-aware and
// marked for the router, and external ones, which open in a new tab without an opener.
import DOMPurify from 'dompurify';
import { localizePath, splitLocale, type Locale } from '@omad/contract';

export type SanitizeOptions = Readonly<{
  /** The locale internal links are made for. */
  locale: Locale;
  /** The site's origin: absolute links to it count as internal. */
  origin: string;
  /**
   * The window whose DOM parses and sanitizes: the browser's own by default, a jsdom window
   * where the edge draws a first screen (first-screen.tsx).
   */
  window?: Window;
}>;

/** One DOMPurify per window (the browser's, or the edge's jsdom window). */
const purifiers = new WeakMap<Window, ReturnType<typeof DOMPurify>>();
const purifierFor = (view: Window | undefined): ReturnType<typeof DOMPurify> => {
  if (view === undefined) return DOMPurify;
  let purifier = purifiers.get(view);
  if (!purifier) {
    purifier = DOMPurify(view as unknown as Parameters<typeof DOMPurify>[0]);
    purifiers.set(view, purifier);
  }
  return purifier;
};

/** The attribute holding an internal link's locale-free path, for the router to follow. */
export const INTERNAL_PATH_ATTRIBUTE = 'data-internal-path';

const ALLOWED_TAGS = [
  ...['h2', 'h3', 'h4', 'h5', 'h6', 'p', 'br', 'hr', 'blockquote', 'pre', 'code'],
  ...['strong', 'b', 'em', 'i', 'u', 's', 'small', 'sub', 'sup', 'mark', 'q', 'cite', 'abbr'],
  ...['ul', 'ol', 'li', 'dl', 'dt', 'dd', 'a', 'img', 'figure', 'figcaption', 'span', 'div'],
  ...['table', 'caption', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td'],
];

/** Plain-value attributes: DOMPurify must not test them against the URL allow-list. */
const PLAIN_ATTR = ['width', 'height', 'lang', 'dir', 'colspan', 'rowspan', 'scope', 'start'];

const ALLOWED_ATTR = ['href', 'src', 'title', 'alt', 'reversed', ...PLAIN_ATTR];

/** http(s), mailto, tel, site paths ('/x', never '//host') and in-page anchors. */
const ALLOWED_URI = /^(?:https?:|mailto:|tel:|\/(?!\/)|#)/i;

/** Paths the edge serves itself (files, APIs), not pages of the router. */
const NON_PAGE_PREFIXES = ['/api/', '/cms/', '/oauth/', '/remotes/'];

type LinkKind =
  | Readonly<{ kind: 'internal'; path: string }>
  | Readonly<{ kind: 'external' }>
  | Readonly<{ kind: 'other' }>;

const classify = (href: string, origin: string): LinkKind => {
  if (href.startsWith('#') || /^(?:mailto|tel):/i.test(href)) return { kind: 'other' };
  let url: URL;
  try {
    url = new URL(href, origin);
  } catch {
    return { kind: 'other' };
  }
  if (url.origin !== new URL(origin).origin) {
    return /^https?:$/.test(url.protocol) ? { kind: 'external' } : { kind: 'other' };
  }
  if (NON_PAGE_PREFIXES.some((prefix) => url.pathname.startsWith(prefix))) return { kind: 'other' };
  // Editors may paste a link with a locale prefix; the reader's locale wins.
  return { kind: 'internal', path: `${splitLocale(url.pathname).path}${url.search}${url.hash}` };
};

const rewriteLink = (link: HTMLAnchorElement, { locale, origin }: SanitizeOptions): void => {
  const href = link.getAttribute('href');
  if (href === null) return;
  const target = classify(href, origin);
  if (target.kind === 'internal') {
    link.setAttribute('href', localizePath(target.path, locale));
    link.setAttribute(INTERNAL_PATH_ATTRIBUTE, target.path);
  } else if (target.kind === 'external') {
    link.setAttribute('target', '_blank');
    link.setAttribute('rel', 'noopener noreferrer');
  }
};

/**
 * Tables scroll sideways inside their own box, so a wide one never widens a phone page; the
 * box takes focus so keyboard users can scroll it too.
 */
const wrapTable = (table: HTMLTableElement): void => {
  const box = table.ownerDocument.createElement('div');
  box.className = 'omad-rich-text__table';
  box.tabIndex = 0;
  table.replaceWith(box);
  box.append(table);
};

/** Safe HTML for `html`: allowed markup only, with links made right for `locale`. */
export function sanitizeRichText(html: string, options: SanitizeOptions): string {
  const purifier = purifierFor(options.window);
  // No DOM to sanitize with is no markup at all, never the markup unsanitized.
  if (!purifier.isSupported) throw new Error('rich text needs a DOM to be sanitized');
  const fragment = purifier.sanitize(html, {
    ALLOWED_TAGS,
    ALLOWED_ATTR,
    ALLOWED_URI_REGEXP: ALLOWED_URI,
    ADD_URI_SAFE_ATTR: PLAIN_ATTR,
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
    RETURN_DOM_FRAGMENT: true,
  });
  for (const link of fragment.querySelectorAll('a')) rewriteLink(link, options);
  for (const image of fragment.querySelectorAll('img')) {
    image.setAttribute('loading', 'lazy');
    image.setAttribute('decoding', 'async');
  }
  for (const table of fragment.querySelectorAll('table')) wrapTable(table);
  const container = fragment.ownerDocument.createElement('div');
  container.append(fragment);
  return container.innerHTML;
}
