// The page as the shell frames it: its root and signing out, the region the owning remote's ./app mounts in, the
// header's balance, a remote's ./app module held back so what the page shows before it can
// be measured, and an element's box once it is laid out.
import { expect, type Locator, type Page, type Route } from '@playwright/test';
import type { RemoteApp } from '@omad/contract';

/** The shell's root, whose data-authenticated says whether a player is signed in. */
export const shellRoot = (page: Page) => page.locator('.omad-shell-root');

/**
 * Signs out with `button` (the header's by default) and waits for the home page the shell
 * loads afterwards: the next step starting before that load ends races it (a dialog opened
 * on the page being left, a reload the browser refuses).
 */
export const signOut = async (
  page: Page,
  button: Locator = page.getByTestId('sign-out'),
): Promise<void> => {
  const loaded = page.waitForEvent('load');
  await button.click();
  await loaded;
  await expect(shellRoot(page)).toHaveAttribute('data-authenticated', 'false');
};

/** The page region (the owning remote's ./app) once it has mounted or failed. */
export const pageRegion = (page: Page) => page.locator('.omad-page-region');

/**
 * The site's footer (mf-content's widget), once scrolled to and loaded: like every widget
 * below the fold, it loads only when it comes near the viewport after the page's first
 * screen, and the page above may still grow after a scroll, so it is scrolled to again until
 * it has loaded.
 */
export const siteFooter = async (page: Page) => {
  const region = page.locator('[data-remote="mf-content"][data-expose="./footer"]');
  const footer = page.getByTestId('site-footer');
  await expect(async () => {
    await region.scrollIntoViewIfNeeded();
    await expect(footer).toBeAttached({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  return footer;
};

/**
 * The full shell has taken the edge's first frame over. Its header's controls have their
 * handlers from here on: a tap on the first frame's menu button is replayed by the shell once
 * it has taken over, so a test that looks for the menu right after the tap waits for that.
 */
export const shellTookOver = (page: Page) =>
  expect(page.locator('.omad-shell-root:not([data-first-frame])')).toBeVisible();

/** Opens the sidebar menu from the header, once the shell can open it. */
export const openMenu = async (page: Page) => {
  await shellTookOver(page);
  await page.locator('.omad-shell-header__menu').click();
};

/** The header's main balance, as the player sees it ('100,000 so'm'). */
export const headerBalance = (page: Page) => page.getByTestId('balance-main');

export const expectPageMounted = async (page: Page, remote: string) => {
  await expect(pageRegion(page)).toHaveAttribute('data-remote', remote);
  await expect(pageRegion(page)).toHaveAttribute('data-status', 'mounted');
};

/** Keeps `remote`'s ./app module from loading until `release` is called. */
export const holdRemoteApp = async (page: Page, remote: RemoteApp) => {
  const held: Route[] = [];
  let released = false;
  await page.route(`**/remotes/${remote}/**/__federation_expose_app.*.js`, (route) =>
    released ? route.continue() : held.push(route),
  );
  return {
    held,
    release: async () => {
      released = true;
      for (const route of held) await route.continue();
    },
  };
};

/** An element's box on the page, in CSS pixels. */
type Box = NonNullable<Awaited<ReturnType<Locator['boundingBox']>>>;

/**
 * Waits until the stylesheets the page came with (the shell's own, under /static/) apply. The
 * browser paints nothing before they do, but a script may measure earlier, and would measure
 * an unstyled page (a page measured at 'commit' on a busy machine, say).
 */
export const pageStyled = (page: Page) =>
  page.waitForFunction(() =>
    [
      ...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"][href^="/static/"]'),
    ].every((link) => link.sheet !== null),
  );

/**
 * The element's box once it has one (a busy page or a re-render may take a frame or two), as
 * the styled page lays it out.
 */
export const boxOf = async (locator: Locator, what = 'laid out'): Promise<Box> => {
  await pageStyled(locator.page());
  let box: Box | null = null;
  await expect
    .poll(async () => (box = await locator.boundingBox()) !== null, { message: what })
    .toBe(true);
  // Set by the poll's last read, which the assignment-in-a-closure hides from the compiler.
  return box as unknown as Box;
};
