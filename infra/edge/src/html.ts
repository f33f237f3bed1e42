// The shell's HTML page: index.html from the shell build with the resolved remote map
// inlined as window.__OMAD__, so the shell registers remotes without an extra round trip.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { compress, MIN_COMPRESS_BYTES, negotiateEncoding } from './compression';
import {
  MOBILE_BANNER_MEDIA,
  RUNTIME_CONFIG_GLOBAL,
  WIDE_BANNER_MEDIA,
  splitLocale,
  type HeroImage,
  type PageSeoInput,
  type PreloadHint,
  type RuntimeConfig,
} from '@omad/contract';
import type { Environment, EnvironmentSource } from './environments';
import { isRecord } from './environments';
import type { ResolveRemotes } from './remote-map';
import { NO_HEAD_START, type HeadStart } from './page-head-start';
import {
  headFallbackOf,
  NO_HEAD,
  withPageHead,
  type PageHead,
  type PageHeadRequest,
} from './page-head';
import type { EdgeContext } from './request';
import type { ShellFrameSource } from './shell-frame';
import { contentSecurityPolicy, createNonce, NO_CSP_SOURCES, type CspSources } from './security';

/** The shell's root element in its index.html, which the edge draws the first frame into. */
export const ROOT_ELEMENT = '<div id="omad-root"></div>';

/** The comment in the shell's index.html that the runtime config replaces. */
export const RUNTIME_MARKER = '<!-- omad:runtime -->';

/**
 * JSON safe to place inside a script element: `<` becomes \u003c so no value (a CMS title,
 * say) can close the element or open a comment; U+2028/2029 are escaped for old parsers.
 */
export const serializeRuntimeConfig = (config: RuntimeConfig): string =>
  JSON.stringify(config)
    .replaceAll('<', '\\u003c')
    .replaceAll('\u2028', '\\u2028')
    .replaceAll('\u2029', '\\u2029');

const attribute = (value: string): string =>
  value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');

/**
 * Preloads of the hero image from the head, so it downloads with the shell's own files and
 * is there when the first frame draws it: the phone image below the banner breakpoint and
 * the wide one above it, or one link when they are the same.
 */
export const heroPreloadLinks = (hero: HeroImage | null): string => {
  if (!hero) return '';
  const link = (href: string, media?: string) =>
    `<link rel="preload" as="image" fetchpriority="high" href="${attribute(href)}"` +
    (media ? ` media="${attribute(media)}">` : '>');
  if (hero.mobileSrc === hero.src) return link(hero.src);
  return link(hero.mobileSrc, MOBILE_BANNER_MEDIA) + link(hero.src, WIDE_BANNER_MEDIA);
};

/** Preloads of the images at the top of the page's first screen, as the hero's are. */
export const firstScreenImageLinks = (images: readonly string[]): string =>
  images
    .map((href) => `<link rel="preload" as="image" fetchpriority="high" href="${attribute(href)}">`)
    .join('');

/**
 * The stylesheet of the page's first screen, inlined so it costs no request; '' for none.
 * The first-screen source refuses a stylesheet that could close the element.
 */
export const firstScreenStyle = (config: RuntimeConfig, style: string): string =>
  config.firstScreen && style && !/<\/style/i.test(style)
    ? `<style data-first-screen="${attribute(config.firstScreen.app)}">${style}</style>`
    : '';

/**
 * Fills the template. Every script tag gets the nonce, because under 'strict-dynamic' a
 * parser-inserted script without one does not run, and the shell's bundles are such scripts.
 * `frame` is the shell's first frame the edge drew (shell-frame.ts), placed in its root.
 */
export const renderShellHtml = (
  template: string,
  config: RuntimeConfig,
  nonce: string,
  firstScreen: Readonly<{ style: string; images: readonly string[] }> = NO_FIRST_SCREEN_EXTRAS,
  frame = '',
): string => {
  const withFrame = frame
    ? template.replace(
        ROOT_ELEMENT,
        () => `${ROOT_ELEMENT.slice(0, -'</div>'.length)}${frame}</div>`,
      )
    : template;
  const withNonces = withFrame.replace(/<script\b(?![^>]*\snonce=)/gi, `<script nonce="${nonce}"`);
  const script =
    heroPreloadLinks(config.hero) +
    (config.firstScreen ? firstScreenImageLinks(firstScreen.images) : '') +
    `<script nonce="${nonce}">window.${RUNTIME_CONFIG_GLOBAL} = ${serializeRuntimeConfig(config)}</script>`;
  // A function replacement, so `$&` and friends inside the JSON are not patterns.
  const withConfig = withNonces.includes(RUNTIME_MARKER)
    ? withNonces.replace(RUNTIME_MARKER, () => script)
    : // A template without the marker still gets the config, ahead of the shell's own scripts.
      withNonces.replace(/<\/head>|$/i, (end) => `${script}${end}`);
  // After the shell's stylesheet, as the remote's own styles come after it in the page.
  const style = firstScreenStyle(config, firstScreen.style);
  return style ? withConfig.replace(/<\/head>|$/i, (end) => `${style}${end}`) : withConfig;
};

const NO_FIRST_SCREEN_EXTRAS = { style: '', images: [] } as const;

export const UNKNOWN_BUILD_ID = 'unknown';

const readBuildId = async (shellDir: string): Promise<string> => {
  try {
    const meta: unknown = JSON.parse(await readFile(join(shellDir, 'build-meta.json'), 'utf8'));
    return isRecord(meta) && typeof meta.buildId === 'string' ? meta.buildId : UNKNOWN_BUILD_ID;
  } catch {
    return UNKNOWN_BUILD_ID;
  }
};

export interface ShellPageOptions {
  readonly shellDir: string;
  readonly environment: EnvironmentSource;
  readonly resolveRemotes: ResolveRemotes;
  /** Hosts the deployment adds to the page policy; none when absent. */
  readonly cspSources?: CspSources;
  /** Preload hints for a page of an environment; none when absent. */
  readonly hintsFor?: (environment: Environment, pathname: string) => Promise<PreloadHint[]>;
  /**
   * The head start of a page of an environment (page reads, hero image, first screen), for a
   * browser at `origin`; none when absent.
   */
  readonly headStartFor?: (
    environment: Environment,
    pathname: string,
    origin: string,
    /** Whether the request carries a session cookie (a players' page is drawn only then). */
    hasSession: boolean,
  ) => Promise<HeadStart>;
  /** The shell's first frame of a page (shell-frame.ts); the browser draws it when absent. */
  readonly frameFor?: ShellFrameSource;
  /** The head elements of a page (page-head.ts); index.html's defaults when absent. */
  readonly headFor?: (request: Omit<PageHeadRequest, 'routes'>) => Promise<PageHead>;
}

/** The platform's session cookie (an httpOnly cookie the edge sees, never reads further). */
// `__Host-omad_sid` over https, `omad_sid` over plain http (the platform's http/session.ts).
const SESSION_COOKIE = /(?:^|;\s*)(?:__Host-)?omad_sid=[^;\s]/;

/** True when the request carries a session cookie; whether it is still valid is not asked. */
export const hasSessionCookie = (cookie: string | undefined): boolean =>
  SESSION_COOKIE.test(cookie ?? '');

export const createShellPage = ({
  shellDir,
  environment,
  resolveRemotes,
  cspSources = NO_CSP_SOURCES,
  hintsFor,
  headStartFor,
  frameFor,
  headFor,
}: ShellPageOptions) => {
  const indexFile = join(shellDir, 'index.html');

  return async (c: EdgeContext): Promise<Response> => {
    let template: string;
    try {
      template = await readFile(indexFile, 'utf8');
    } catch {
      return c.text(`The shell is not built: run \`npm run build\` (missing ${indexFile}).`, 503, {
        'Cache-Control': 'no-store',
      });
    }
    const current = await environment.current();
    const { pathname, search, origin, hostname } = new URL(c.req.url);
    const pageHead = async (
      absent: boolean,
      page: PageSeoInput | null = null,
    ): Promise<PageHead> =>
      headFor
        ? headFor({
            pathname,
            search,
            host: hostname,
            origin,
            fallback: headFallbackOf(template),
            absent,
            page,
          }).catch(() => NO_HEAD)
        : NO_HEAD;
    const [remotes, buildId, hints, headStart, headOfPage] = await Promise.all([
      resolveRemotes(current),
      readBuildId(shellDir),
      // Hints are only hints: one that cannot be worked out costs a page nothing.
      hintsFor ? hintsFor(current, pathname).catch(() => []) : [],
      headStartFor
        ? headStartFor(current, pathname, origin, hasSessionCookie(c.req.header('cookie'))).catch(
            () => NO_HEAD_START,
          )
        : NO_HEAD_START,
      pageHead(false),
    ]);
    // No such page: a 404 with a system page's head (noindex, no canonical), made from the
    // content the first head already read.
    const status = headStart.absent ? 404 : 200;
    // A first screen that names the page (a game's, a tournament's name) gives the head its
    // part, as the page will in the browser; the content it reads is kept, so this costs little.
    const ownHead = headStart.firstScreen?.seo ?? null;
    const head = headStart.absent
      ? await pageHead(true)
      : ownHead
        ? await pageHead(false, ownHead)
        : headOfPage;
    const nonce = createNonce();
    const config: RuntimeConfig = {
      env: current.name,
      production: current.production,
      remotes,
      buildId,
      preload: hints,
      // The page's reads, then the head's content, which the shell's head service reads too.
      firstReads: [...headStart.reads, ...head.reads],
      hero: headStart.hero,
      firstScreen: headStart.firstScreen
        ? { app: headStart.firstScreen.app, html: headStart.firstScreen.html }
        : null,
      ...(headStart.absent ? { absent: true } : {}),
    };
    const frame = frameFor
      ? await frameFor({
          path: pathname,
          cookie: c.req.header('cookie') ?? '',
          acceptLanguage: c.req.header('accept-language') ?? '',
          hero: config.hero,
          firstScreen: config.firstScreen,
          absent: headStart.absent,
        })
      : '';
    const html = new TextEncoder().encode(
      withPageHead(
        renderShellHtml(
          template,
          config,
          nonce,
          headStart.firstScreen ?? NO_FIRST_SCREEN_EXTRAS,
          frame,
        ),
        head.html,
        splitLocale(pathname).locale,
      ),
    );

    const headers = new Headers({
      'Content-Type': 'text/html; charset=utf-8',
      // A nonce per response and the live remote map: never stored, anywhere.
      'Cache-Control': 'no-store',
      'Content-Security-Policy': contentSecurityPolicy(nonce, {
        localDevServers: current.name === 'local' && !current.production,
        sources: cspSources,
      }),
      Vary: 'Accept-Encoding',
    });
    const encoding = negotiateEncoding(c.req.header('accept-encoding'));
    if (encoding === null || html.byteLength < MIN_COMPRESS_BYTES)
      return new Response(html, { status, headers });
    const body = await compress(html, encoding, 'each');
    headers.set('Content-Encoding', encoding);
    return new Response(body, { status, headers });
  };
};
