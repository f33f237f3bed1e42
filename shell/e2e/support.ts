// Helpers of the shell's own specs beyond @omad/e2e: the layout frame's header and footer.
import type { Page } from '@playwright/test';
import { siteFooter } from '@omad/e2e';

export const header = (page: Page) => page.locator('header.omad-shell-header');
/** The site's footer, scrolled to (it loads near the viewport). */
export const footer = (page: Page) => siteFooter(page);
