import type { ShellRoutes } from '@omad/contract/pages';
import { hasSessionCookie } from './html';
import { describe, expect, it } from 'vitest';
import type { PageReads as Declared } from '@omad/contract/pages';
import type { Environment } from './environments';
import { declaredPageReads, headStartFor, NO_HEAD_START } from './page-head-start';
import type { ManifestSummary } from './remote-map';
import { SHELL_ROUTES } from './test-fixtures';
import {
  CMS,
  HOME,
  ORIGIN,
  at,
  banner,
  banners,
  built,
  json,
  platform,
} from './page-head-start-fixtures';

describe('the page reads of a page', () => {
  it('makes the home page reads in its locale, without cookies, and finds the hero', async () => {
    const stub = platform(() => banners(banner(1, 2, '/b/1.svg'), banner(2, 1, '/b/2.svg')));
    const screen = await headStartFor('/ru/', at(HOME), {
      cmsUpstream: CMS,
      apiUpstream: ORIGIN,
      timeoutMs: 1000,
      ...stub,
    });
    expect(stub.seen).toHaveLength(1);
    expect(stub.seen[0]?.url.pathname).toBe('/api/banners.get');
    expect(stub.seen[0]?.url.searchParams.get('locale')).toBe('ru');
    expect(stub.seen[0]?.init?.credentials).toBe('omit');
    expect(screen.hero).toEqual({ src: '/b/2.svg', mobileSrc: '/b/2.svg?m' });
    expect(screen.reads).toHaveLength(1);
    expect(screen.reads[0]?.path).toBe(
      `${stub.seen[0]?.url.pathname ?? ''}${stub.seen[0]?.url.search ?? ''}`,
    );
    expect(screen.reads[0]?.answer).toMatchObject({ data: { count: 2 } });
  });

  it('reads in Uzbek at an unprefixed path', async () => {
    const stub = platform(() => banners(banner(1, 1, '/b/1.svg')));
    await headStartFor('/', at(HOME), {
      cmsUpstream: CMS,
      apiUpstream: `${ORIGIN}/`,
      timeoutMs: 1000,
      ...stub,
    });
    expect(stub.seen[0]?.url.searchParams.get('locale')).toBe('uz');
  });

  it('makes no read for a page whose route declares none', async () => {
    const stub = platform(() => json({ data: null }));
    const options = { apiUpstream: ORIGIN, cmsUpstream: CMS, timeoutMs: 1000, ...stub };
    expect(await headStartFor('/gamehall', null, options)).toBe(NO_HEAD_START);
    expect(await headStartFor('/about', at({ route: '/:slug', reads: [] }), options)).toBe(
      NO_HEAD_START,
    );
    expect(stub.seen).toHaveLength(0);
  });

  it("makes a content read with the route's parameters, recorded as the browser asks for it", async () => {
    const seen: URL[] = [];
    const sent: string[] = [];
    const fetch: typeof globalThis.fetch = async (input) => {
      const url = new URL(String(input));
      sent.push(String(input));
      seen.push(url);
      return json({
        data: [],
        meta: { pagination: { page: 1, pageSize: 1, pageCount: 0, total: 0 } },
      });
    };
    const about: Declared = { route: '/:slug', reads: [{ cms: 'getPage', args: [':slug'] }] };
    const screen = await headStartFor('/ru/o%27zbek', at(about, { slug: 'o%27zbek' }), {
      apiUpstream: ORIGIN,
      cmsUpstream: `${CMS}/`,
      timeoutMs: 1000,
      fetch,
    });
    expect(seen).toHaveLength(1);
    expect(seen[0]?.origin).toBe(CMS);
    expect(seen[0]?.pathname).toBe('/cms/api/pages');
    expect(seen[0]?.searchParams.get('locale')).toBe('ru');
    expect(seen[0]?.searchParams.get('filters[slug][$eq]')).toBe("o'zbek");
    // Keyed by the request exactly as the client sends it, which the browser's client repeats.
    expect(screen.reads.map((read) => read.path)).toEqual([sent[0]?.slice(CMS.length)]);
    expect(screen.hero).toBeNull();
  });

  it('never sends anything but a GET, whatever a build declares', async () => {
    const stub = platform(() => json({ data: { result: 1 } }));
    const declared: Declared = {
      route: '/',
      reads: [{ method: 'account.changefakename', params: { fakename: 'x' } }],
    };
    expect(
      await headStartFor('/', at(declared), {
        cmsUpstream: CMS,
        apiUpstream: ORIGIN,
        timeoutMs: 1000,
        ...stub,
      }),
    ).toBe(NO_HEAD_START);
    expect(stub.seen).toHaveLength(0);
  });

  it('goes without a read of a method the client does not have', async () => {
    const stub = platform(() => json({ data: null }));
    const declared: Declared = { route: '/', reads: [{ method: 'banners.steal', params: {} }] };
    expect(
      await headStartFor('/', at(declared), {
        cmsUpstream: CMS,
        apiUpstream: ORIGIN,
        timeoutMs: 1000,
        ...stub,
      }),
    ).toBe(NO_HEAD_START);
    expect(stub.seen).toHaveLength(0);
  });

  it('goes without when the platform fails or answers too late', async () => {
    const failing = platform(() => json({ error: { type: 'unknown_error', message: 'x' } }, 500));
    expect(
      await headStartFor('/', at(HOME), {
        cmsUpstream: CMS,
        apiUpstream: ORIGIN,
        timeoutMs: 1000,
        ...failing,
      }),
    ).toEqual(NO_HEAD_START);
    const slow: typeof fetch = (_input, init) =>
      new Promise((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
      });
    expect(
      await headStartFor('/', at(HOME), {
        cmsUpstream: CMS,
        apiUpstream: ORIGIN,
        timeoutMs: 20,
        fetch: slow,
      }),
    ).toEqual(NO_HEAD_START);
  });

  it('keeps the reads but names no hero whose address could break out of an attribute', async () => {
    for (const image of ['javascript:alert(1)', '/b/1.svg" onload="x', '//evil.test/a.svg']) {
      const stub = platform(() => banners(banner(1, 1, image)));
      const screen = await headStartFor('/', at(HOME), {
        cmsUpstream: CMS,
        apiUpstream: ORIGIN,
        timeoutMs: 1000,
        ...stub,
      });
      expect(screen.hero, image).toBeNull();
      expect(screen.reads).toHaveLength(1);
    }
  });
});

const environment = (remotes: Record<string, string>): Environment => ({
  name: 'local',
  revision: 0,
  production: false,
  simulations: false,
  remotes: Object.entries(remotes).map(([name, version]) => ({ name, version })),
});

describe('what a page declares it reads first', () => {
  const ABOUT: Declared = { route: '/:slug', reads: [] };
  const content = built('2.0.0', [HOME, ABOUT]);
  const manifests = (summary: ManifestSummary | null) => () => Promise.resolve(summary);
  const pins = environment({ 'mf-content': '1.4.0', 'mf-gamehall': '1.0.0' });

  it("takes the declaration of the page's route from the owning remote's pinned build", async () => {
    expect(
      await declaredPageReads('/ru/', SHELL_ROUTES, pins, manifests(content), '2.0.0'),
    ).toEqual(at(HOME, {}, content));
    expect(
      await declaredPageReads('/ru/about', SHELL_ROUTES, pins, manifests(content), '2.0.0'),
    ).toEqual(at(ABOUT, { slug: 'about' }, content));
  });

  it('takes nothing where the owner declares nothing for the route', async () => {
    // The game hall owns /gamehall; content's declarations are not its.
    expect(
      await declaredPageReads(
        '/gamehall',
        SHELL_ROUTES,
        pins,
        manifests(built('2.0.0', [])),
        '2.0.0',
      ),
    ).toBeNull();
  });

  it("takes a players' page only for a request with a session; a guest is sent home", async () => {
    const DEPOSIT: Declared = { route: '/cashier/deposit', reads: [], firstScreen: true };
    const cashier = built('2.0.0', [DEPOSIT]);
    const routes: ShellRoutes = {
      ...SHELL_ROUTES,
      routes: [
        {
          name: 'cashier-deposit',
          path: '/cashier/deposit',
          remote: 'mf-cashier',
          layout: 'default',
          redirect: false,
        },
        ...SHELL_ROUTES.routes,
      ],
    };
    const env = environment({ 'mf-cashier': '1.0.0' });
    const read = (hasSession: boolean) =>
      declaredPageReads(
        '/ru/cashier/deposit',
        routes,
        env,
        manifests(cashier),
        '2.0.0',
        hasSession,
      );
    expect(await read(false)).toBeNull();
    expect(await read(true)).toMatchObject({ declared: DEPOSIT, params: {} });
    expect(hasSessionCookie('lang=ru; omad_sid=abc123')).toBe(true);
    expect(hasSessionCookie('omad_sid=; lang=ru')).toBe(false);
    expect(hasSessionCookie('__Host-omad_sid=abc123')).toBe(true);
    expect(hasSessionCookie('x__Host-omad_sid=abc123')).toBe(false);
    expect(hasSessionCookie(undefined)).toBe(false);
    // A CMS page is public whatever its slug says.
    expect(
      await declaredPageReads('/cashier-rules', SHELL_ROUTES, pins, manifests(content), '2.0.0'),
    ).toEqual(at(ABOUT, { slug: 'cashier-rules' }, content));
  });

  it('takes the reads of a page whose answers depend on the visitor for a guest only', async () => {
    const PERSONAL: Declared = { ...ABOUT, perVisitor: true };
    const personal = built('2.0.0', [PERSONAL]);
    const read = (hasSession: boolean) =>
      declaredPageReads('/ru/about', SHELL_ROUTES, pins, manifests(personal), '2.0.0', hasSession);
    expect(await read(false)).toEqual(at(PERSONAL, { slug: 'about' }, personal));
    expect(await read(true)).toBeNull();
    // An address that names no page is that for a player too: its 404 is not a guest's only.
    const KINDED: Declared = { ...PERSONAL, params: { slug: 'digits' } };
    const kinded = built('2.0.0', [KINDED]);
    expect(
      await declaredPageReads('/ru/about', SHELL_ROUTES, pins, manifests(kinded), '2.0.0', true),
    ).toEqual(at(KINDED, { slug: 'about' }, kinded));
    expect(
      await declaredPageReads('/ru/12', SHELL_ROUTES, pins, manifests(kinded), '2.0.0', true),
    ).toBeNull();
  });

  it('takes nothing for a redirect, an unpinned owner, or a build of another contract major', async () => {
    const read = (path: string, env: Environment, shell: string) =>
      declaredPageReads(path, SHELL_ROUTES, env, manifests(content), shell);
    expect(await read('/cashier/billing', pins, '2.0.0')).toBeNull();
    expect(await read('/', environment({ 'mf-gamehall': '1.0.0' }), '2.0.0')).toBeNull();
    expect(await read('/', pins, '3.0.0')).toBeNull();
    expect(await declaredPageReads('/', SHELL_ROUTES, pins, manifests(null), '2.0.0')).toBeNull();
  });
});
