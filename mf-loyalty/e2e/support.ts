// Helpers of the loyalty specs beyond @omad/e2e: the remote's texts in both languages, the
// player's standing as the platform answers it, and points earned from real rounds.
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { dataOf, openGameFrame, spinUntil, type Locale } from '@omad/e2e';
import { ru } from '../src/i18n/ru';
import { uz } from '../src/i18n/uz';

export const TEXTS = { uz, ru } as const;

export type Standing = { points: number; expCount: number; level: number };

export const standingOf = (request: APIRequestContext) =>
  dataOf<Standing>(request, 'loyalty.getinfo');

export type Product = { id: number; price: number; kind: string; title: string };

/** The shop's cheapest free-spin product (the seed's 5 spins). */
export const cheapestSpins = async (request: APIRequestContext): Promise<Product> => {
  const { items } = await dataOf<{ items: Product[] }>(request, 'loyalty.getproducts');
  const product = items.find((item) => item.kind === 'freespins');
  if (!product) throw new Error('the shop has no free-spin product');
  return product;
};

/**
 * Plays real rounds of `sysname` at `bet` in its frame until the player has at least
 * `points` points: every round stakes real money, which earns points at the programme's rate.
 */
export const playForPoints = async (
  page: Page,
  locale: Locale,
  sysname: string,
  bet: string,
  points: number,
) => {
  const frame = await openGameFrame(page, locale, sysname);
  // A tap before the frame's script runs is not seen: tapped until the platform has it.
  await expect(async () => {
    await frame.locator(`[data-bet="${bet}"]`).click();
    await expect(frame.locator(`[data-bet="${bet}"]`)).toHaveAttribute('aria-pressed', 'true', {
      timeout: 1_000,
    });
  }).toPass({ timeout: 30_000 });
  await spinUntil(
    frame,
    async () => {
      expect((await standingOf(page.request)).points).toBeGreaterThanOrEqual(points);
    },
    90_000,
  );
};
