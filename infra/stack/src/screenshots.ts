// `npm run screenshots -- [base-url] [path…]`: full-page screenshots of the given paths
// (default: one page per remote and the system pages) at 360 px and 1440 px, in Uzbek
// and Russian, into test-results/screenshots/, for a visual review before a release.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS } from '../../../playwright.config';
import { REPO_ROOT } from './paths';

const DEFAULT_PATHS = [
  '/',
  '/gamehall',
  '/cashier/deposit',
  '/loyalty',
  '/profile',
  '/about',
  '/betting',
  '/support',
  '/unsubscribe',
  '/confirmation',
  '/_icons',
  '/no/such/page',
  '/responsible-game',
];
const WIDTHS = [360, 1440] as const;

const main = async () => {
  const [base = 'http://127.0.0.1:8080', ...paths] = process.argv.slice(2);
  const out = path.join(REPO_ROOT, 'test-results/screenshots');
  mkdirSync(out, { recursive: true });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  for (const width of WIDTHS) {
    const context = await browser.newContext({
      viewport: { width, height: width < 768 ? 780 : 900 },
    });
    const page = await context.newPage();
    for (const locale of ['uz', 'ru'] as const) {
      for (const route of paths.length ? paths : DEFAULT_PATHS) {
        const url = new URL(locale === 'ru' ? `/ru${route === '/' ? '' : route}` : route, base);
        await page.goto(url.toString(), { waitUntil: 'networkidle' });
        await page.waitForTimeout(300);
        const name = `${width}-${locale}-${route.replace(/[^a-z0-9]+/gi, '_') || 'home'}.png`;
        await page.screenshot({ path: path.join(out, name), fullPage: true });
        console.log(`${name}  ${page.url()}`);
      }
    }
    await context.close();
  }
  await browser.close();
};

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
