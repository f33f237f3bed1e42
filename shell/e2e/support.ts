// Helpers of the shell's own specs beyond @omad/e2e: the layout frame's header and footer.
import type { Page } from '@playwright/test';

export const header = (page: Page) => page.locator('header.omad-shell-header');
export const footer = (page: Page) => page.getByTestId('site-footer');
