// Every page of the route table passes axe's WCAG 2.2 AA rules without a serious or critical
// violation: in Uzbek and Russian, at 360 and 1440 px (one load, resized), public pages as a
// guest and as a player, guarded pages as a player. A walk lands on its first page and goes
// to the others in the app; the shell's frame is checked in full once per layout of a walk,
// the rest of the time only the page's own region (support.ts checkPages). Each walk lists
// every page that fails.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { LOCALES, callApi, outbox, registerThrough, type Locale } from '@omad/e2e';
import { ROUTES } from '../../src/routing/route-table';
import {
  REDIRECTS,
  cashierPages,
  gamePages,
  profilePages,
  readSeed,
  sitePages,
  type PageCheck,
  type Seed,
} from './pages';
import { checkPages, depositThroughCashier, playRound, signInWorkerPlayer } from './support';

// Walks of 11 to 18 pages, each checked twice, next to another worker on two cores.
test.describe.configure({ timeout: 240_000 });

test('every route of the route table is walked', () => {
  const seed: Seed = { game: 'g', jackpot: 1, tournament: 1, programme: 'p', offer: 1 };
  const walked = new Set<string>([
    ...gamePages(seed).map((check) => check.route),
    ...sitePages(seed).map((check) => check.route),
    ...cashierPages(seed).map((check) => check.route),
    ...profilePages.map((check) => check.route),
    ...REDIRECTS,
  ]);
  expect(ROUTES.map((route) => route.name).filter((name) => !walked.has(name))).toEqual([]);
});

/** The page a password-restore message links to, with its token: the new-password form. */
const restoreLinkPage = async (request: APIRequestContext, locale: Locale): Promise<PageCheck> => {
  const { email } = await registerThrough(request);
  const asked = await callApi(request, 'auth.restore', { login: email }, locale);
  expect(asked.status, JSON.stringify(asked.json)).toBe(200);
  let path = '';
  await expect
    .poll(async () => {
      const message = (await outbox(request, email)).find((sent) => sent.kind === 'restore');
      path = /\/restore#token=[^\s"'<>]+/.exec(message?.text ?? '')?.[0] ?? '';
      return path;
    })
    .not.toBe('');
  return {
    route: 'restore',
    path,
    audience: 'everyone',
    content: '[data-testid="new-password-form"]',
  };
};

for (const locale of LOCALES) {
  test.describe(`accessibility of the pages (${locale})`, () => {
    test('games pages as a guest', async ({ page, request }) => {
      await checkPages(page, locale, gamePages(await readSeed(request)), false);
    });

    test('site pages as a guest', async ({ page, request }) => {
      const pages = [...sitePages(await readSeed(request)), await restoreLinkPage(request, locale)];
      await checkPages(page, locale, pages, false);
    });

    test('games pages as a player', async ({ page, request }) => {
      await signInWorkerPlayer(page);
      await checkPages(page, locale, gamePages(await readSeed(request)), true);
    });

    test('site pages as a player', async ({ page, request }) => {
      await signInWorkerPlayer(page);
      await checkPages(page, locale, sitePages(await readSeed(request)), true);
    });

    test('cashier pages as a player, after a deposit', async ({ page, request }) => {
      await signInWorkerPlayer(page);
      const transaction = await depositThroughCashier(page, locale);
      await checkPages(
        page,
        locale,
        cashierPages({ ...(await readSeed(request)), transaction }),
        true,
      );
    });

    test('profile pages as a player, after a round', async ({ page, request }) => {
      await signInWorkerPlayer(page);
      await playRound(page, locale, (await readSeed(request)).game);
      await checkPages(page, locale, profilePages, true);
    });
  });
}
