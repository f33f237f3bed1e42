// How long a click on a header link takes to show another remote's page: from the click
// event to the first frame painted after the target page region has mounted with content.
// Cold is the first visit of that remote in a fresh context; warm is the second, after going
// back home. Desktop profile, nothing throttled.
import type { Browser, Page } from '@playwright/test';
import { DESKTOP } from './profiles';

export type SwitchRun = Readonly<{ cold: number | null; warm: number | null }>;

/** The switch the bench times: home (mf-content) → "O'yinlar zali" (mf-gamehall). */
export const SWITCH = {
  from: '/',
  fromRemote: 'mf-content',
  linkName: "O'yinlar zali",
  to: '/gamehall',
  toRemote: 'mf-gamehall',
} as const;

/** The page region of `remote` once it has mounted (shell/src/remotes/remote-region.tsx). */
const mountedRegion = (remote: string) =>
  `.omad-page-region[data-remote="${remote}"][data-status="mounted"]`;

/**
 * Arms a timer in the page: it starts at the next click's event time and resolves, in ms,
 * once the target region has mounted with some text and a frame has been produced after it
 * (a rAF, then a message: the task after that frame). A string: see measure-page.ts.
 */
const armTimer = (selector: string) => `(() => {
  window.__omadSwitch = new Promise((resolve) => {
    let clickAt = null;
    document.addEventListener('click', (event) => { clickAt = event.timeStamp; }, { capture: true, once: true });
    const afterNextPaint = () => requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => resolve(performance.now() - clickAt);
      channel.port2.postMessage(null);
    });
    const observer = new MutationObserver(() => {
      const region = document.querySelector(${JSON.stringify(selector)});
      if (clickAt === null || !region || region.textContent.trim() === '') return;
      observer.disconnect();
      afterNextPaint();
    });
    observer.observe(document.documentElement, {
      subtree: true, childList: true, characterData: true, attributes: true,
      attributeFilter: ['data-status', 'data-remote'],
    });
  });
})()`;

const SWITCH_TIMEOUT_MS = 30_000;

const timeSwitch = async (page: Page): Promise<number | null> => {
  await page.evaluate(armTimer(mountedRegion(SWITCH.toRemote)));
  await page
    .locator('header.omad-shell-header')
    .getByRole('link', { name: SWITCH.linkName, exact: true })
    .first()
    .click();
  const timeout = new Promise<null>((resolve) =>
    setTimeout(() => resolve(null), SWITCH_TIMEOUT_MS),
  );
  return Promise.race([page.evaluate<number>('window.__omadSwitch'), timeout]);
};

const settleOn = async (page: Page, remote: string) => {
  await page.locator(mountedRegion(remote)).waitFor({ timeout: SWITCH_TIMEOUT_MS });
  await page.waitForLoadState('networkidle');
};

/** One cold and one warm switch in a fresh context; null where the target never showed. */
export const measureSwitch = async (browser: Browser, baseUrl: string): Promise<SwitchRun> => {
  const context = await browser.newContext(DESKTOP.context);
  try {
    const page = await context.newPage();
    await page.goto(new URL(SWITCH.from, baseUrl).toString(), { waitUntil: 'load' });
    await settleOn(page, SWITCH.fromRemote);
    const cold = await timeSwitch(page);
    if (cold === null) return { cold, warm: null };
    await settleOn(page, SWITCH.toRemote);
    await page.goBack();
    await settleOn(page, SWITCH.fromRemote);
    return { cold, warm: await timeSwitch(page) };
  } finally {
    await context.close();
  }
};
