// What the accessibility specs share: one player per worker (money on the main balance and a
// bonus, so pages show more than their empty states), pages walked as a visitor goes through
// them and checked once their own content is in, dialogs checked once open, the dialogs any page
// opens, a deposit and a round for the pages that list them, and the texts the specs press.
import { expect, type Locator, type Page } from '@playwright/test';
import {
  callApi,
  credit,
  expectAccessibleAtBothWidths,
  grantBonus,
  inLocale,
  isRecord,
  openGameFrame,
  openMenu,
  registerThrough,
  shellRoot,
  signIn,
  spinUntil,
  type Locale,
} from '@omad/e2e';
import type { PageCheck } from './pages';

type Player = Readonly<{ email: string; password: string }>;

let workerPlayer: Promise<Player> | null = null;

/** The worker's player, registered on first use, signed in within the page's context. */
export const signInWorkerPlayer = async (page: Page): Promise<Player> => {
  workerPlayer ??= (async () => {
    const player = await registerThrough(page.request);
    await credit(page.request, player.email, '500000');
    await grantBonus(page.request, player.email, '30000');
    return player;
  })();
  const player = await workerPlayer.catch((error: unknown) => {
    workerPlayer = null;
    throw error;
  });
  await signIn(page, player.email, player.password);
  return player;
};

/**
 * Waits for the page of `check` with its own content in: the route and the session the
 * shell shows, the content element, the main heading, and nothing loading any more.
 */
export const expectContent = async (page: Page, check: PageCheck, signedIn: boolean) => {
  await expect(shellRoot(page)).toHaveAttribute('data-route', check.route);
  await expect(shellRoot(page)).toHaveAttribute('data-authenticated', String(signedIn));
  await expect(page.locator(check.content).first()).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  // A widget below the fold loads once it comes near the viewport: what still waits is
  // scrolled to, one after another, until nothing does; the page is then checked from its top.
  const waiting = page.locator('.omad-skeleton, [aria-busy="true"]');
  await expect(async () => {
    if ((await waiting.count()) > 0) {
      await waiting
        .first()
        .scrollIntoViewIfNeeded({ timeout: 2_000 })
        .catch(() => undefined);
    }
    await expect(waiting).toHaveCount(0, { timeout: 2_000 });
  }).toPass({ timeout: 45_000 });
  await page.evaluate(() => window.scrollTo(0, 0));
};

/**
 * Everything the shell draws around the page's own region: the skip link, the header, the
 * account hints, the footer and the bottom menu (the closed menu's dialog too).
 */
export const SHELL_FRAME = '.omad-shell > :not(#omad-main)';

/** The shell's layout of the page shown (default, game, empty, svg-sprite). */
const layoutOf = (page: Page): Promise<string> =>
  page.evaluate(() => {
    const of = (element: Element | null, block: string) =>
      [...(element?.classList ?? [])].find((name) => name.startsWith(`${block}--`));
    const layout =
      of(document.querySelector('.omad-shell'), 'omad-shell') ??
      of(document.querySelector('#omad-main'), 'omad-shell-main');
    return layout?.replace(/^.*--/, '') ?? 'none';
  });

/**
 * Goes to `url` in the page's own router, as a link of the storefront would (the shell's
 * BrowserRouter follows history's popstate): the shell, the remotes and axe-core stay loaded,
 * which makes a page a fraction of a load's cost on two cores.
 */
const navigateInApp = (page: Page, url: string): Promise<void> =>
  page.evaluate((to) => {
    const idx = ((history.state as { idx?: number } | null)?.idx ?? 0) + 1;
    history.pushState({ usr: null, key: `a11y${idx}`, idx }, '', to);
    dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
  }, url);

/**
 * Opens each page in `locale` and checks it at both widths, as a guest or the player. The
 * first page is landed on; the others are reached in the app, unless the page shown has the
 * same route (a slug after a slug) or already shows the next page's content element: the
 * content that says the page is in would then prove nothing, so that page is landed on too.
 * The shell's frame is checked in full on the first page of each layout, and left out on the
 * others (the same header, hints, footer and menu, in the same locale and session).
 */
export const checkPages = async (
  page: Page,
  locale: Locale,
  checks: readonly PageCheck[],
  signedIn: boolean,
): Promise<void> => {
  const framesChecked = new Set<string>();
  let shown: PageCheck | null = null;
  for (const check of checks) {
    const url = inLocale(locale, check.path);
    const inApp =
      shown !== null &&
      shown.route !== check.route &&
      (await page.locator(check.content).count()) === 0;
    if (inApp) await navigateInApp(page, url);
    else await page.goto(url);
    shown = check;
    const settled = () => expectContent(page, check, signedIn);
    await settled();
    const layout = await layoutOf(page);
    const withFrame = !framesChecked.has(layout);
    framesChecked.add(layout);
    await expectAccessibleAtBothWidths(
      page,
      `${url} as a ${signedIn ? 'player' : 'guest'}${inApp ? ' (in the app)' : ''}`,
      settled,
      withFrame ? {} : { exclude: [SHELL_FRAME] },
    );
  }
};

/** What the specs press and look for, as the storefront words it. */
export const TEXTS = {
  uz: {
    signIn: 'Kirish',
    forgot: 'Parolni unutdingizmi?',
    fast: 'Bir bosishda',
    email: 'Elektron pochta',
    phone: 'Telefon raqami',
    password: 'Parol',
    terms: /18 yoshdan kattaman/,
    saved: 'Saqladim',
    later: 'Keyinroq',
    pay: "To'lash",
  },
  ru: {
    signIn: 'Войти',
    forgot: 'Забыли пароль?',
    fast: 'В один клик',
    email: 'Электронная почта',
    phone: 'Номер телефона',
    password: 'Пароль',
    terms: /Мне исполнилось 18 лет/,
    saved: 'Готово',
    later: 'Позже',
    pay: 'Оплатить',
  },
} as const;

/** The open dialogs (the kit's modal <dialog>, in the top layer). */
export const openDialogs = (page: Page) => page.locator('dialog[open]');

/**
 * Checks what is open over the page (the dialogs by default) at both widths, once it shows
 * its content: the page under it is the pages spec's.
 */
export const checkOverlay = async (
  page: Page,
  where: string,
  content: Locator,
  include = 'dialog[open]',
): Promise<void> => {
  const settled = async () => {
    await expect(content.first()).toBeVisible();
    await expect(page.locator(include).locator('.omad-skeleton, [aria-busy="true"]')).toHaveCount(
      0,
    );
  };
  await settled();
  await expectAccessibleAtBothWidths(page, where, settled, { include });
};

/** Deposits through the cashier's Uzcard form and the simulated provider; the deposit's id. */
export const depositThroughCashier = async (page: Page, locale: Locale): Promise<number> => {
  await page.goto(inLocale(locale, '/cashier/deposit/uzcard'));
  await page.getByTestId('amount').fill('100000');
  await page.locator('input[name="requisites.card_number"]').fill('8600000000000007');
  await page.locator('input[name="requisites.card_expiry"]').fill('1231');
  await page.getByTestId('deposit-submit').click();
  await expect(page).toHaveURL(/\/api\/_pay\/checkout\/\d+/);
  await page.getByRole('button', { name: TEXTS[locale].pay }).click();
  await expect(page).toHaveURL(/\/cashier\/paysuccess\/\d+$/);
  return Number(/(\d+)$/.exec(page.url())?.[1]);
};

/** Plays real rounds of `sysname` until the player's bet history holds one. */
export const playRound = async (page: Page, locale: Locale, sysname: string): Promise<void> => {
  const rounds = async () => {
    const { status, json } = await callApi(page.request, 'games.getHistory');
    expect(status, JSON.stringify(json)).toBe(200);
    const data = isRecord(json) && isRecord(json.data) ? json.data : {};
    return Array.isArray(data.items) ? data.items.length : 0;
  };
  if ((await rounds()) > 0) return;
  const frame = await openGameFrame(page, locale, sysname);
  await spinUntil(frame, async () => expect(await rounds()).toBeGreaterThan(0));
};

/** The dialogs over any page, as a guest or the player: the menu, search, a CMS popup. */
export const checkPageDialogs = async (page: Page, locale: Locale, who: string) => {
  await page.goto(inLocale(locale, '/gamehall'));
  await openMenu(page);
  await checkOverlay(page, `${locale} menu (${who})`, page.locator('.omad-shell-drawer'));
  await page.keyboard.press('Escape');
  await expect(openDialogs(page)).toHaveCount(0);

  await page.getByTestId('games-search-open').click();
  await page.getByTestId('games-search-input').fill('book');
  const results = page.getByTestId('games-search-results');
  await expect(results).toHaveAttribute('data-query', 'book');
  await checkOverlay(page, `${locale} games search (${who})`, results.getByRole('option'));
  await page.keyboard.press('Escape');

  // An unpublished CMS popup, as the content team previews it.
  await page.goto(inLocale(locale, '/?popup=spring-preview#popup-preview'));
  await checkOverlay(page, `${locale} CMS popup (${who})`, openDialogs(page).getByRole('heading'));
  await page.keyboard.press('Escape');
  await expect(openDialogs(page)).toHaveCount(0);
};
