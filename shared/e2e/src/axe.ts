// Accessibility checks with axe-core as every spec runs them: the WCAG 2.2 AA rules, failing
// on what blocks a keyboard or screen-reader user (impact serious or critical), listed by
// rule, impact, elements and help; and one page load checked at a phone's and a desktop's width.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The rule tags of WCAG 2.0, 2.1 and 2.2 at levels A and AA. */
export const WCAG_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] as const;

/** The widths every page and dialog is checked at: a small phone and a desktop. */
export const PHONE = { width: 360, height: 740 } as const;
export const DESKTOP = { width: 1440, height: 900 } as const;

type Violation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

const BLOCKING: ReadonlySet<string> = new Set(['serious', 'critical']);

/**
 * The script AxeBuilder injects when axe-core is already in the page (a second check of the
 * same load, at the other width): injecting the 0.5 MB source again costs a third of a run.
 */
const AXE_IN_PAGE = ';';

/** What to check: the whole page by default, or the parts `include` names. */
export type AxeScope = Readonly<{
  include?: string;
  /** Only for third-party elements outside our control, each with a comment saying so. */
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
  let builder = new AxeBuilder(
    (await page.evaluate(() => 'axe' in window)) ? { page, axeSource: AXE_IN_PAGE } : { page },
  )
    .options({ resultTypes: ['violations'], iframes: false })
    .withTags([...WCAG_AA_TAGS])
    .setLegacyMode(true);
  if (scope.include) builder = builder.include(scope.include);
  for (const selector of scope.exclude ?? []) builder = builder.exclude(selector);
  const { violations } = await builder.analyze();
  const blocking = violations.filter(({ impact }) => impact != null && BLOCKING.has(impact));
  expect.soft(describeViolations(blocking), `axe: ${where}`).toBe('');
};

/**
 * Checks the page at the width it has, then at the other of PHONE and DESKTOP without a
 * reload, once `settled` says the layout has caught up with the new width. The page is left
 * at the second width, so the next load starts there and needs no resize of its own.
 */
export const expectAccessibleAtBothWidths = async (
  page: Page,
  where: string,
  settled: () => Promise<void>,
  scope: AxeScope = {},
): Promise<void> => {
  const first = page.viewportSize()?.width === PHONE.width ? PHONE : DESKTOP;
  const second = first === PHONE ? DESKTOP : PHONE;
  await expectAccessible(page, `${where} at ${first.width} px`, scope);
  await page.setViewportSize(second);
  // Two frames: media queries applied and what listens to them (matchMedia) rendered.
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  );
  await settled();
  await expectAccessible(page, `${where} at ${second.width} px`, scope);
};
