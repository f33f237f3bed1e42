// The lobby's first screen, drawn by the edge with mf-gamehall's first-screen module, has
// its tiles where the lobby's virtualised grid puts them: nothing moves when the page
// replaces it, and every image box is the same size to the pixel's fraction, so the largest
// paint is the first image (the one preloaded from the head), not a later one a rounding
// made larger.
import { expect, test, type Page } from '@playwright/test';
import { apiPath, boxOf, expectPageMounted, holdRemoteApp } from '@omad/e2e';

/** The first screen's tiles: two rows at 1440 px, six at 360 px. */
const TILES = 12;

/** Resolves in the frame after the next one: rendering, so the page's stylesheets, are in. */
const painted = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
      ),
  );

const imageBoxes = (page: Page, scope: string) =>
  page.locator(`${scope} .omad-game-tile__media`).evaluateAll(
    (boxes, count) =>
      boxes.slice(0, count).map((box) => {
        const { x, y, width, height } = box.getBoundingClientRect();
        return { x: x + window.scrollX, y: y + window.scrollY, width, height };
      }),
    TILES,
  );

for (const width of [360, 1440]) {
  test(`at ${width} px the lobby's first screen has its tiles where the lobby draws them`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 1600 });
    // Hold the lobby's module so the first screen stays up while it is measured.
    const app = await holdRemoteApp(page, 'mf-gamehall');
    // Not until 'load': the held module may be what the load event waits for.
    await page.goto('/gamehall', { waitUntil: 'commit' });
    await expect(page.locator('[data-first-screen="lobby"] img').nth(TILES - 1)).toBeVisible();
    await painted(page);
    const first = await imageBoxes(page, '[data-first-screen="lobby"]');
    expect(first).toHaveLength(TILES);
    // Rows a whole number of pixels apart: each image at the same fraction of a pixel.
    const fractions = new Set(first.map((box) => (box.y % 1).toFixed(3)));
    expect(fractions.size).toBe(1);

    await expect.poll(() => app.held.length).toBeGreaterThan(0);
    await app.release();
    await expectPageMounted(page, 'mf-gamehall');
    await expect(page.getByTestId('game-tile').nth(TILES - 1)).toBeVisible();
    await painted(page);
    const drawn = await imageBoxes(page, '[data-testid="games-grid"]');
    expect(drawn).toHaveLength(TILES);
    drawn.forEach((box, index) => {
      for (const side of ['x', 'y', 'width', 'height'] as const)
        expect(
          Math.abs(box[side] - (first[index]?.[side] ?? NaN)),
          `${index} ${side}`,
        ).toBeLessThan(0.05);
    });
  });
}

for (const width of [360, 1440]) {
  test(`at ${width} px a tournament's first screen has its head where the page draws it`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const answer = await page.request.get(apiPath('tournaments.get', { status: '["active"]' }));
    const { data } = (await answer.json()) as {
      data: { items: { id: number; description: { title: string } }[] };
    };
    const tournament = data.items[0]!;
    const app = await holdRemoteApp(page, 'mf-gamehall');
    await page.goto(`/tournaments/${tournament.id}`, { waitUntil: 'commit' });
    const drawnTitle = page.locator('[data-first-screen="tournament"] h1');
    await expect(drawnTitle).toHaveText(tournament.description.title);
    await painted(page);
    const before = await boxOf(drawnTitle, 'the drawn title has a box');

    await expect.poll(() => app.held.length).toBeGreaterThan(0);
    await app.release();
    await expectPageMounted(page, 'mf-gamehall');
    const title = page.getByTestId('tournament-page').getByRole('heading', { level: 1 });
    await expect(title).toHaveText(tournament.description.title);
    await painted(page);
    const after = await boxOf(title, "the page's title has a box");
    for (const side of ['x', 'y', 'width', 'height'] as const)
      expect(Math.abs(after[side] - before[side]), side).toBeLessThan(0.5);
  });
}
