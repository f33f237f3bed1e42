// The money pages of the profile in both languages, against the real stack: a round played in
// a real frame is in the bet history with its amounts; an export becomes ready and downloads a
// CSV holding that round, for its owner only; a bonus is activated and removed through its
// confirms; a cashback counted from real losses pops up once and, taken, raises the main
// balance.
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import {
  LOCALES,
  apiPath,
  callApi,
  grantBonus,
  newPlayer,
  openGameFrame,
  spinUntil,
  type Locale,
} from '@omad/e2e';
import { REWARDS_TEXTS } from '../../shared/contract/src/remote/rewards/texts';
import { TEXTS, apiData, openProfile } from './support';

type Round = { id: string; bet: string; win: string; game: { sysname: string; name: string } };
type History = { items: Round[]; count: number; totals: { net: string } };

/** The first popular game with a frame, as the catalogue lists it. */
const playableGame = async (page: Page) => {
  const options = JSON.stringify({ category: 'popular', count: 40 });
  const response = await page.request.get(apiPath('games.get', { options }));
  const { data } = (await response.json()) as {
    data: { items: { sysname: string; name: string; has_demo: boolean }[] };
  };
  const game = data.items.find((item) => item.has_demo);
  if (!game) throw new Error('no popular game with a frame');
  return game;
};

/** Plays real rounds in the game's frame until `enough` says the history holds enough. */
const playUntil = async (
  page: Page,
  locale: Locale,
  sysname: string,
  enough: (history: History) => boolean,
) => {
  const frame = await openGameFrame(page, locale, sysname);
  await spinUntil(frame, async () => {
    expect(enough(await apiData<History>(page, 'games.getHistory'))).toBe(true);
  });
  return apiData<History>(page, 'games.getHistory');
};

for (const locale of LOCALES) {
  const texts = TEXTS[locale];
  const rewards = REWARDS_TEXTS[locale];

  test.describe(`profile money (${locale})`, () => {
    test('a real round is in the bet history, and its export downloads for its owner only', async ({
      page,
      browser,
    }) => {
      await newPlayer(page, '200000');
      const game = await playableGame(page);
      const history = await playUntil(page, locale, game.sysname, (read) => read.count > 0);
      const round = history.items[0]!;

      await openProfile(page, locale, '/profile/bets/history');
      const row = page.locator(`[data-testid="bet-row"][data-round="${round.id}"]`);
      await expect(row).toBeVisible();
      await expect(row.getByRole('link', { name: round.game.name })).toBeVisible();
      await expect(row.locator('[data-cell="bet"]')).toContainText(
        Number(round.bet).toLocaleString('en-US'),
      );
      await expect(row.locator('[data-cell="win"]')).toContainText(
        Number(round.win).toLocaleString('en-US'),
      );
      await expect(page.getByTestId('bet-totals')).toBeVisible();

      await page.getByRole('link', { name: texts.bets.exportsTab }).click();
      await expect(page).toHaveURL(/\/profile\/bets\/exports$/);
      await page.getByTestId('export-submit').click();
      const item = page.getByTestId('export-item').first();
      await expect(item).toHaveAttribute('data-status', 'ready', { timeout: 30_000 });
      const downloading = page.waitForEvent('download');
      await item.getByTestId('export-download').click();
      const download = await downloading;
      expect(download.suggestedFilename()).toMatch(/\.csv$/);
      const csv = await readFile((await download.path())!, 'utf8');
      expect(csv).toContain(round.id);
      expect(csv).toContain(texts.bets.bet);

      const url = (await item.getByTestId('export-download').getAttribute('href'))!;
      const stranger = await browser.newContext({ baseURL: new URL(page.url()).origin });
      const other = await stranger.newPage();
      await newPlayer(other);
      expect((await other.request.get(url)).status()).toBe(404);
      await stranger.close();
    });

    test('a bonus is activated over another only after the burn confirm, then removed', async ({
      page,
    }) => {
      const player = await newPlayer(page);
      for (const amount of ['50000', '30000']) {
        await grantBonus(page.request, player.email, amount);
      }
      await openProfile(page, locale, '/profile/bonuses');
      const cards = page.locator('[data-testid="casino-bonuses"] [data-testid="bonus-card"]');
      await expect(cards).toHaveCount(2);
      const [older, newer] = [cards.nth(1), cards.nth(0)];

      await older.getByRole('button', { name: rewards.bonus.activate }).click();
      const confirm = page.getByTestId('bonus-activate-confirm');
      await expect(confirm).toBeVisible();
      await confirm.getByRole('button', { name: rewards.bonus.activate }).click();
      await expect(older).toHaveAttribute('data-status', 'active');
      await expect(page.locator('[data-balance="bonus"]')).toContainText('50,000');

      await newer.getByRole('button', { name: rewards.bonus.activate }).click();
      const burn = page.getByTestId('burn-bonus-confirm');
      await expect(burn).toBeVisible();
      await burn.getByRole('button', { name: rewards.bonus.burnConfirm }).click();
      await expect(newer).toHaveAttribute('data-status', 'active');
      await expect(older).toHaveAttribute('data-status', 'removed');
      await expect(page.locator('[data-balance="bonus"]')).toContainText('30,000');

      await newer.getByRole('button', { name: rewards.bonus.deactivate }).click();
      await page
        .getByTestId('burn-bonus-confirm')
        .getByRole('button', { name: rewards.bonus.burnConfirm })
        .click();
      await expect(newer).toHaveAttribute('data-status', 'removed');
      await expect(page.locator('[data-balance="bonus"]')).toContainText('0');
    });

    test('a cashback of real losses pops up once and, taken, raises the main balance', async ({
      page,
    }) => {
      // Rounds are played until the net is a loss: how many that takes is chance.
      test.setTimeout(90_000);
      const player = await newPlayer(page, '500000');
      const game = await playableGame(page);
      await playUntil(page, locale, game.sysname, (read) => read.totals.net.startsWith('-'));
      const counted = await page.request.post('/api/_dev/cashback', {
        multipart: { login: player.email },
      });
      expect(counted.status(), await counted.text()).toBe(200);
      const before = (
        await apiData<{ balances: { main: { amount: string } } }>(page, 'account.getInfo')
      ).balances.main.amount;

      await openProfile(page, locale, '/profile');
      const popup = page.getByTestId('unseen-cashback');
      await expect(popup).toBeVisible();
      await popup.getByRole('button', { name: texts.cashback.later }).click();
      await expect(popup).toBeHidden();
      // Shown once: after a reload the check runs again and finds it seen.
      await page.reload();
      await expect(page.locator('[data-unseen-cashback="none"]')).toHaveCount(1);
      await expect(popup).toHaveCount(0);

      await openProfile(page, locale, '/profile/cashback');
      const card = page.locator('[data-testid="cashback-card"][data-status="active"]');
      await card.getByRole('button', { name: rewards.cashback.take }).click();
      await expect(
        page.locator('[data-testid="cashback-card"][data-status="paid_out"]'),
      ).toHaveCount(1);
      await expect(async () => {
        const { json } = await callApi(page.request, 'account.getInfo');
        const main = (json as { data: { balances: { main: { amount: string } } } }).data.balances
          .main.amount;
        expect(Number(main)).toBeGreaterThan(Number(before));
      }).toPass();
      await expect(page.getByTestId('balance-main')).not.toContainText(
        Number(before).toLocaleString('en-US'),
      );
    });
  });
}
