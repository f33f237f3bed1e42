// A remote's page table: every page it renders, declared once (path, the lazy component,
// whether a guest may see it, what it reads first, whether the edge draws its first screen).
// The remote's routes and the readying of the page it mounts at come from it
// (@omad/contract/remote's createRemoteApp takes the table), its build records the page
// reads from it (@omad/build's `pages`), and its first-screen module dispatches by it
// (firstScreensOf). It holds no React and no styles, so the build reads it in Node: a page is
// a function that imports its module, called only in the browser.
import type { ComponentType } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import type { Locale } from '../locale';
import type { CmsClient } from '../cms';
import type { PageReads, CmsRead, PlatformRead, PAGE_HEROES, RouteParamKind } from './page-reads';
import type { FirstScreenDrawing, FirstScreenInput, RenderFirstScreen } from './first-screen';

/**
 * A page's component, imported when its route first shows:
 * `() => import('./features/x/x-page').then((module) => module.XPage)`. Rows that share one
 * loader (a page on two paths) share one component, so moving between them keeps its state.
 */
export type PageLoader = () => Promise<ComponentType>;

/** What a row's `prepare` gets: the host's clients and the route's parameters. */
export type PrepareInput = Readonly<{
  /** The page's query cache: what `prepare` reads into it, the page finds on its first render. */
  queryClient: QueryClient;
  cms: CmsClient;
  locale: Locale;
  params: Readonly<Record<string, string | undefined>>;
}>;

type RowBase = Readonly<{
  /** The locale-free path pattern, as in the shell's route table, e.g. '/tournaments/:id'. */
  path: string;
  /** True when the shell sends a guest home from it (spec section 2: bets, cashier, profile). */
  signIn?: boolean;
}>;

/**
 * What a page's head says whatever its data: merged under what the page itself sets
 * (usePageSeo). A page for signed-in players only is `noindex` without saying so.
 */
export type PageHead = Readonly<{
  /** `noindex, follow`: a page with nothing of its own to find (a restore form, a sprite). */
  noindex?: boolean;
}>;

/** A page of the table. */
export type PageRow = RowBase &
  Readonly<{
    page: PageLoader;
    /** The page's head facts (robots); its title and description come from its own data. */
    head?: PageHead;
    /** The public reads (platform or content) the page makes first, for the edge to inline. */
    reads?: ReadonlyArray<PlatformRead | CmsRead>;
    /** Which image of the first read's answer the page shows largest at its top. */
    hero?: keyof typeof PAGE_HEROES;
    /** True when the remote's first-screen module draws its top on the edge. */
    firstScreen?: boolean;
    /**
     * The first read is the page's subject: an empty answer means no such page, which the
     * edge answers with 404 (a crawler then drops the address).
     */
    absentWhenEmpty?: true;
    /**
     * What the reads answer depends on who asks: the edge makes them (and draws the first
     * screen) for a guest's request only.
     */
    perVisitor?: true;
    /**
     * The kind of a route parameter, e.g. `{ id: 'digits' }`: an address whose parameter is
     * of another kind names no page, which the edge answers with 404 without reading.
     */
    params?: Readonly<Record<string, RouteParamKind>>;
    /** Data read before the first render at this route, besides the page's chunk. */
    prepare?: (input: PrepareInput) => Promise<unknown>;
  }>;

/** A path the remote owns that sends the visitor on (the shell's route points at the remote). */
export type RedirectRow = RowBase & Readonly<{ redirect: string }>;

export type PageTableRow = PageRow | RedirectRow;

/** A remote's page table: its rows in matching order, and what the build records of them. */
export type PageTable<Rows extends readonly PageTableRow[] = readonly PageTableRow[]> = Readonly<{
  rows: Rows;
  /** The rows' page reads, as the build records them in the manifest. */
  reads: readonly PageReads[];
}>;

export const isRedirectRow = (row: PageTableRow): row is RedirectRow => 'redirect' in row;

/** The head a row gives its page: its own, with `noindex` for a signed-in players' page. */
export const pageHeadOf = (row: PageRow): PageHead =>
  row.signIn ? { ...row.head, noindex: true } : (row.head ?? {});

/**
 * Declares a remote's pages, in matching order (the first row whose path matches renders, so
 * '/loyalty/shop' stands before '/loyalty/:sysname'). Throws on a path declared twice.
 */
export const definePages = <const Rows extends readonly PageTableRow[]>(
  rows: Rows,
): PageTable<Rows> => {
  const seen = new Set<string>();
  for (const row of rows) {
    if (seen.has(row.path)) throw new Error(`page ${row.path} is declared twice`);
    if (!isRedirectRow(row) && row.absentWhenEmpty && !row.reads?.length) {
      throw new Error(`page ${row.path} is absent when its first read is empty, but reads nothing`);
    }
    for (const name of Object.keys((!isRedirectRow(row) && row.params) || {})) {
      if (!row.path.split('/').includes(`:${name}`))
        throw new Error(`page ${row.path} declares the kind of :${name}, which it does not have`);
    }
    seen.add(row.path);
  }
  const reads: PageReads[] = rows.flatMap((row) =>
    isRedirectRow(row) || (!row.reads?.length && !row.firstScreen && !row.hero && !row.params)
      ? []
      : [
          {
            route: row.path,
            reads: [...(row.reads ?? [])],
            ...(row.hero ? { hero: row.hero } : {}),
            ...(row.firstScreen ? { firstScreen: true } : {}),
            ...(row.absentWhenEmpty ? { absentWhenEmpty: true } : {}),
            ...(row.perVisitor ? { perVisitor: true } : {}),
            ...(row.params ? { params: { ...row.params } } : {}),
          },
        ],
  );
  return { rows, reads };
};

/** The paths of a table's rows that declare a first screen. */
export type FirstScreenPath<T extends PageTable> = Extract<
  T['rows'][number],
  Readonly<{ firstScreen: true }>
>['path'];

/** Draws one route's first screen from the edge's input. */
export type DrawFirstScreen = (input: FirstScreenInput) => FirstScreenDrawing | null;

/**
 * A first-screen module's renderer from one drawing per route the table T says has a first
 * screen (the type requires every such route and no other): the edge calls it with the route
 * it matched. The table is named by type only (`firstScreensOf<typeof PAGES>`), so the server
 * module bundles none of the pages.
 */
export const firstScreensOf = <T extends PageTable>(
  drawings: Readonly<Record<FirstScreenPath<T>, DrawFirstScreen>>,
): RenderFirstScreen => {
  const byRoute = new Map<string, DrawFirstScreen>(Object.entries(drawings));
  return (input) => byRoute.get(input.route)?.(input) ?? null;
};
