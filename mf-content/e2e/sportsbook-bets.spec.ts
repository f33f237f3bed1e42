// Sports bets on /betting in both languages: a player places a single and an accumulator in
// the simulated sportsbook's frame and sees the header's balance fall, the fixtures are ended
// through the dev route with the home sides winning, the frame's "my bets" and the header show
// the wins, and the profile's bet history lists both bets under "sport" and exports them.
import { readFile } from 'node:fs/promises';
import { expect, test, type FrameLocator, type Page } from '@playwright/test';
import { LOCALES, headerBalance, inLocale, newPlayer } from '@omad/e2e';

/**
 * Where in the list of upcoming fixtures each language's test picks: the two run at once on
 * one book, and one's settlement ends the fixtures it picked.
 */
const FIRST_PICK = { uz: 0, ru: 3 } as const;

const TEXTS = {
  uz: {
    myBets: 'Mening stavkalarim',
    won: 'Yutdi',
    placed: /Stavka qabul qilindi \(№\d+\)\./,
    type: "O'yin turi",
    exportsTab: 'Eksport',
    accumulator: 'Ekspress',
  },
  ru: {
    myBets: 'Мои ставки',
    won: 'Выигрыш',
    placed: /Ставка принята \(№\d+\)\./,
    type: 'Тип игры',
    exportsTab: 'Экспорт',
    accumulator: 'Экспресс',
  },
} as const;

/** The profile's bet history under "sport", then an export of it: both bets are in each. */
const expectInHistory = async (page: Page, locale: keyof typeof TEXTS) => {
  const texts = TEXTS[locale];
  await page.goto(inLocale(locale, '/profile/bets/history'));
  await page.getByLabel(texts.type).selectOption('sportsbook');
  const bets = page.locator('[data-testid="bet-row"][data-sport="true"]');
  await expect(bets).toHaveCount(2);
  await expect(page.locator('[data-testid="bet-row"]')).toHaveCount(2);
  await expect(page.locator('[data-testid="sport-bet"][data-status="won"]')).toHaveCount(2);
  await expect(page.getByTestId('sport-leg')).toHaveCount(3);
  const ids = await bets.evaluateAll((rows) => rows.map((row) => row.getAttribute('data-round')));

  await page.getByRole('link', { name: texts.exportsTab }).click();
  await page.getByTestId('export-submit').click();
  const item = page.getByTestId('export-item').first();
  await expect(item).toHaveAttribute('data-status', 'ready', { timeout: 30_000 });
  const downloading = page.waitForEvent('download');
  await item.getByTestId('export-download').click();
  const csv = await readFile((await (await downloading).path())!, 'utf8');
  for (const id of ids) expect(csv).toContain(String(id));
  expect(csv).toContain(texts.accumulator);
};

/** The amount in a money text ('190,000 so'm', '21,000.50 UZS') in hundredths. */
const centsIn = (text: string | null): bigint => {
  const match = /([\d,]+)(?:\.(\d{2}))?/.exec(text ?? '');
  if (!match) throw new Error(`no amount in ${text}`);
  return BigInt((match[1] ?? '').replace(/,/g, '')) * 100n + BigInt(match[2] ?? '0');
};

const expectHeader = async (page: Page, cents: bigint) =>
  expect
    .poll(async () => centsIn(await headerBalance(page).textContent()), { timeout: 15_000 })
    .toBe(cents);

/** Picks the home side of an upcoming fixture; answers the fixture's id. */
const pickHome = async (frame: FrameLocator, index: number): Promise<string> => {
  const button = frame
    .locator('.match[data-status="upcoming"] button[data-key$=":result:home"]:enabled')
    .nth(index);
  const key = (await button.getAttribute('data-key')) ?? '';
  await button.click();
  await expect(button).toHaveAttribute('aria-pressed', 'true');
  return key.split(':')[0] ?? '';
};

/** Places what the slip holds at `stake`; answers the potential win it showed. */
const place = async (frame: FrameLocator, stake: string, placed: RegExp): Promise<bigint> => {
  await frame.locator('[data-stake]').fill(stake);
  const potential = centsIn(await frame.locator('[data-potential]').textContent());
  await frame.locator('[data-place]').click();
  await expect(frame.locator('[data-slip-status]')).toHaveText(placed);
  await expect(frame.locator('[data-slip-count]')).toHaveText('0');
  return potential;
};

for (const locale of LOCALES) {
  test(`${locale}: a player bets a single and an accumulator, and the wins reach the header`, async ({
    page,
  }) => {
    const texts = TEXTS[locale];
    await newPlayer(page, '200000');
    await page.goto(inLocale(locale, '/betting'));
    await expectHeader(page, 20_000_000n);
    const frame = page.frameLocator('iframe[title]');
    await expect(frame.locator('[data-balance]')).toHaveText('200,000 UZS');

    const first = FIRST_PICK[locale];
    const single = await pickHome(frame, first);
    await expect(frame.locator('[data-slip-kind]')).toHaveText(
      locale === 'uz' ? 'Yakka' : 'Одиночная',
    );
    const singleWin = await place(frame, '10000', texts.placed);
    await expectHeader(page, 19_000_000n);

    const legs = [await pickHome(frame, first + 1), await pickHome(frame, first + 2)];
    await expect(frame.locator('[data-slip-kind]')).toHaveText(
      locale === 'uz' ? 'Ekspress' : 'Экспресс',
    );
    const accumulatorWin = await place(frame, '5000', texts.placed);
    await expectHeader(page, 18_500_000n);
    await expect(frame.locator('[data-open-count]')).toHaveText('2');

    for (const fixture of [single, ...legs]) {
      const settled = await page.request.post('/api/_dev/settle', {
        multipart: { fixture_id: fixture, score: '2:0' },
      });
      expect(settled.status(), await settled.text()).toBe(200);
    }
    await frame.getByRole('tab', { name: texts.myBets }).click();
    await expect(frame.locator('.bet[data-status="won"]')).toHaveCount(2);
    await expect(frame.locator('.bet[data-status="won"] .bet__status').first()).toHaveText(
      texts.won,
    );
    await expectHeader(page, 18_500_000n + singleWin + accumulatorWin);
    await expectInHistory(page, locale);
  });
}
