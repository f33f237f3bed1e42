// When the shell's own tree throws, the player gets a small page in their language with a
// reload button, and the reload brings the storefront back. The fault is the browser's: on
// the first load only, this browser refuses to set the page's language (<html lang>), which
// the shell does as it renders a page; no switch in the shell makes it fail.
import { expect, test, type Page } from '@playwright/test';
import { expectPageMounted } from '@omad/e2e';

const refuseLanguageOnFirstLoad = (page: Page) =>
  page.addInitScript(() => {
    const key = 'omad-e2e:language-refused';
    if (sessionStorage.getItem(key)) return;
    sessionStorage.setItem(key, '1');
    const lang = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'lang');
    Object.defineProperty(HTMLHtmlElement.prototype, 'lang', {
      configurable: true,
      get(this: HTMLElement) {
        return lang?.get?.call(this) ?? '';
      },
      set() {
        throw new Error('this browser refuses the page language');
      },
    });
  });

const CASES = [
  {
    locale: 'uz',
    path: '/offers',
    title: "Nimadir noto'g'ri ketdi",
    reload: 'Sahifani yangilash',
    heading: 'Takliflar',
  },
  {
    locale: 'ru',
    path: '/ru/offers',
    title: 'Что-то пошло не так',
    reload: 'Обновить страницу',
    heading: 'Предложения',
  },
] as const;

for (const crash of CASES) {
  test(`${crash.locale}: a shell that throws shows the reload page, and the reload recovers`, async ({
    page,
  }) => {
    await refuseLanguageOnFirstLoad(page);
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto(crash.path);
    const crashPage = page.locator('[data-shell-crash]');
    await expect(crashPage.getByRole('heading', { level: 1 })).toHaveText(crash.title);
    expect(errors).toContainEqual(
      expect.stringContaining(
        '[shell] the shell failed while rendering: this browser refuses the page language',
      ),
    );

    const reloaded = page.waitForEvent('load');
    await crashPage.getByRole('button', { name: crash.reload }).click();
    await reloaded;
    await expectPageMounted(page, 'mf-loyalty');
    await expect(page.getByRole('heading', { name: crash.heading })).toBeVisible();
    await expect(crashPage).toHaveCount(0);
  });
}
