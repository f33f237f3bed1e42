// Accessibility checks with axe-core as every spec runs them: the WCAG 2.2 AA rules, failing
// on what blocks a keyboard or screen-reader user (impact serious or critical), listed by
// rule, impact, elements and help; and one page load checked at a phone's and a desktop's width.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import axe from 'axe-core';

/** The rule tags of WCAG 2.0, 2.1 and 2.2 at levels A and AA. */
export const WCAG_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] as const;

/** The widths every page and dialog is checked at: a small phone and a desktop. */
export const PHONE = { width: 360, height: 740 } as const;
export const DESKTOP = { width: 1440, height: 900 } as const;

type Violation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

const BLOCKING: ReadonlySet<string> = new Set(['serious', 'critical']);

/**
 * The script AxeBuilder injects: nothing, since `injectAxe` has put axe-core in the page.
 * AxeBuilder would evaluate its 0.5 MB source on every run, twice in the page and once in
 * every frame (the game providers' too), a second or more of a two-core machine per load.
 */
const AXE_IN_PAGE = ';';

/**
 * Puts axe-core in the page's own document once per load (a client-side navigation keeps
 * it): not in its frames, which are never entered (see expectAccessible).
 */
export const injectAxe = async (page: Page): Promise<void> => {
  if (await page.evaluate(() => 'axe' in window)) return;
  await page.evaluate(axe.source);
};

/**
 * Waits for the page's finite animations and transitions (a dialog opening, a hover's colour
 * change) to end, so axe judges what stays on screen rather than a frame in between; the
 * endless and paused ones (spinners, skeletons) are not waited for.
 */
const animationsFinished = (page: Page): Promise<void> =>
  page.evaluate(async () => {
    const finite = document
      .getAnimations()
      .filter(
        (animation) =>
          animation.playState === 'running' &&
          animation.effect?.getComputedTiming().endTime !== Infinity,
      );
    const ended = Promise.all(finite.map((animation) => animation.finished.catch(() => null)));
    // A page that keeps restarting one is checked as it is after two seconds.
    await Promise.race([ended, new Promise((done) => setTimeout(done, 2000))]);
  });

/** What to check: the whole page by default, or the parts `include` names. */
export type AxeScope = Readonly<{
  include?: string;
  /**
   * Only for what another check covers (the shell's frame, checked in full on another load
   * of the same walk) or third-party elements outside our control, with a comment saying
   * so. Unlike an `include`, it keeps the document's own rules (title, language, bypass).
   */
  exclude?: readonly string[];
}>;

/** 'color-contrast (serious): Elements must meet … \n    .omad-x > span' and so on. */
export const describeViolations = (violations: readonly Violation[]): string =>
  violations
    .map((violation) => {
      const targets = violation.nodes.map((node) => `    ${node.target.join(' >>> ')}`);
      return [
        `${violation.id} (${violation.impact}): ${violation.help}`,
        `  ${violation.helpUrl}`,
        ...targets,
      ].join('\n');
    })
    .join('\n');

/**
 * Runs axe on the page as it is now and records the serious and critical violations as a
 * soft failure named by `where`: one walk over many pages reports every page that fails.
 */
export const expectAccessible = async (
  page: Page,
  where: string,
  scope: AxeScope = {},
): Promise<void> => {
  // Legacy mode runs axe inside the page instead of finishing each run in a new blank page,
  // less than half the time. Frames are not entered: every frame on this site is third-party
  // content (the game providers', the sportsbook's, the identity check's; simulated ones
  // stand in for them outside production). The frame elements themselves, their titles
  // included, are checked like the rest of the page. Only the violations are needed in
  // full; the other result types keep one node each.
  await injectAxe(page);
  await animationsFinished(page);
  let builder = new AxeBuilder({ page, axeSource: AXE_IN_PAGE })
    .options({ resultTypes: ['violations'], iframes: false })
    .withTags([...WCAG_AA_TAGS])
    .setLegacyMode(true);
  if (scope.include) builder = builder.include(scope.include);
  for (const selector of scope.exclude ?? []) builder = builder.exclude(selector);
  const { violations } = await builder.analyze();
  const blocking = violations.filter(({ impact }) => impact != null && BLOCKING.has(impact));
  expect.soft(describeViolations(blocking), `axe: ${where}`).toBe('');
};

/** Resizes the page and waits until the layout has caught up with the new width. */
const resize = async (
  page: Page,
  size: typeof PHONE | typeof DESKTOP,
  settled: () => Promise<void>,
): Promise<void> => {
  await page.setViewportSize(size);
  // Two frames: media queries applied and what listens to them (matchMedia) rendered.
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  );
  await settled();
};

/**
 * Checks the page at the width it has, then at the other of PHONE and DESKTOP without a
 * reload, once `settled` says the layout has caught up with the new width. The page is left
 * at the second width, so the next load starts there and needs no resize of its own. A page
 * at neither width (a new context's default viewport) is first resized to DESKTOP.
 */
export const expectAccessibleAtBothWidths = async (
  page: Page,
  where: string,
  settled: () => Promise<void>,
  scope: AxeScope = {},
): Promise<void> => {
  const width = page.viewportSize()?.width;
  const first = width === PHONE.width ? PHONE : DESKTOP;
  const second = first === PHONE ? DESKTOP : PHONE;
  if (width !== first.width) await resize(page, first, settled);
  await expectAccessible(page, `${where} at ${first.width} px`, scope);
  await resize(page, second, settled);
  await expectAccessible(page, `${where} at ${second.width} px`, scope);
};
