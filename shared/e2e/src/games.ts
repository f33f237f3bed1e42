// Real rounds in a game's frame (the simulated provider's), as a player plays them.
import { expect, type FrameLocator, type Page } from '@playwright/test';
import { prefix, type Locale } from './locale';

/** Opens the game's page and returns its frame once the frame has its play address. */
export const openGameFrame = async (
  page: Page,
  locale: Locale,
  sysname: string,
): Promise<FrameLocator> => {
  await page.goto(`${prefix(locale)}/game/${sysname}`);
  await expect(page.getByTestId('game-frame')).toHaveAttribute('src', /\/play\?locale=/);
  return page.frameLocator('[data-testid="game-frame"]');
};

/**
 * Spins in the frame until `played` passes. A tap before the frame's script runs is not
 * seen: tapped until the platform has it.
 */
export const spinUntil = (
  frame: FrameLocator,
  played: () => Promise<void>,
  timeout = 60_000,
): Promise<void> =>
  expect(async () => {
    await frame.locator('[data-spin]').click();
    await played();
  }).toPass({ timeout });
