// The hostile input set in a real browser against the running stack: return addresses that
// try to leave the site, CMS rich text that tries to run script, cross-site writes, slowed
// sign-ins, and the headers and frame sandbox that back them up.
import { expect, test, type Page, type Route } from '@playwright/test';
import { HOSTILE_RICH_TEXT } from '@omad/contract/testing';
import { apiPath, callApi, expectPageMounted, pageRegion, registerPlayer } from '@omad/e2e';

const SITE_ORIGIN = () => new URL(test.info().project.use.baseURL ?? '').origin;

/** The base forms of the hostile set's addresses (the unit suites try every encoding too). */
const HOSTILE_RETURNS = [
  'https://evil.example',
  '//evil.example',
  '/\\evil.example',
  '/%09/evil.example',
  'https:evil.example',
  'javascript:window.__omadHostile=1',
  'data:text/html,<script>alert(1)</script>',
  '%2F%2Fevil.example',
  '%252F%252Fevil.example',
];

/** Fails the test when anything the hostile set carries runs in the page. */
const watchForScript = (page: Page) => {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  return async () => {
    expect(dialogs).toEqual([]);
    expect(await page.evaluate(() => (window as { __omadHostile?: unknown }).__omadHostile)).toBe(
      undefined,
    );
  };
};

test.describe('return addresses after sign-in', () => {
  for (const address of HOSTILE_RETURNS) {
    test(`redirectUrl=${address} stays on the site`, async ({ page }) => {
      const nothingRan = watchForScript(page);
      const { email, password } = await registerPlayer(page);
      await callApi(page.request, 'auth.logout', {});
      const query = new URLSearchParams({ redirectUrl: address, show_popup_auth: '1' });
      await page.goto(`/?${query}`);
      const dialog = page.getByTestId('auth-dialog');
      await dialog.getByLabel('Telefon yoki elektron pochta').fill(email);
      await dialog.getByLabel('Parol', { exact: true }).fill(password);
      await dialog.getByLabel('Parol', { exact: true }).press('Enter');
      await expect(dialog).toBeHidden();
      await expect(page.locator('.omad-shell-root')).toHaveAttribute('data-authenticated', 'true');
      expect(new URL(page.url()).origin).toBe(SITE_ORIGIN());
      await nothingRan();
    });
  }
});

/** Every string of a CMS answer that is HTML, replaced by `html`. */
const withHtml = (value: unknown, html: string): unknown => {
  if (typeof value === 'string') return value.trimStart().startsWith('<') ? html : value;
  if (Array.isArray(value)) return value.map((item) => withHtml(item, html));
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, inner]) => [key, withHtml(inner, html)]),
    );
  }
  return value;
};

/** The page as the edge serves it, without the inlined first screen and first reads. */
const withoutInlinedPage = async (route: Route) => {
  const response = await route.fetch();
  const html = (await response.text()).replace(
    /(window\.__OMAD__ = )(\{.*?\})(<\/script>)/s,
    (_, start: string, json: string, end: string) => {
      const config = JSON.parse(json) as Record<string, unknown>;
      return `${start}${JSON.stringify({ ...config, firstScreen: null, firstReads: [] })}${end}`;
    },
  );
  return route.fulfill({ response, body: html });
};

test('CMS rich text from the hostile set runs nothing in the browser', async ({ page }) => {
  const nothingRan = watchForScript(page);
  const payload = HOSTILE_RICH_TEXT.map(({ html }) => html).join('\n');
  await page.route('**/*', (route) =>
    route.request().resourceType() === 'document' ? withoutInlinedPage(route) : route.fallback(),
  );
  await page.route('**/cms/api/pages**', async (route) => {
    const response = await route.fetch();
    const json: unknown = await response.json();
    return route.fulfill({ response, json: withHtml(json, `<p>hostile-marker</p>${payload}`) });
  });
  await page.goto('/about');
  await expectPageMounted(page, 'mf-content');
  await expect(pageRegion(page).getByText('hostile-marker')).toBeVisible();
  const region = pageRegion(page);
  await expect(region.locator('script, iframe, object, embed, form, base, svg, math')).toHaveCount(
    0,
  );
  await expect(region.locator('[onerror], [onload], [onclick], [ontoggle], [style]')).toHaveCount(
    0,
  );
  await expect(region.locator('a[href^="javascript:" i], a[href^="data:" i]')).toHaveCount(0);
  await nothingRan();
});

test.describe('cross-site writes', () => {
  test('a same-site call passes; one from another origin is refused and changes nothing', async ({
    page,
  }) => {
    await registerPlayer(page);
    const origin = SITE_ORIGIN();
    const store = (value: string, from: string) =>
      page.request.post(apiPath('storage.set'), {
        multipart: { key: 'theme', value },
        headers: { Origin: from, 'Sec-Fetch-Site': from === origin ? 'same-origin' : 'cross-site' },
      });
    expect((await store('dark', origin)).status()).toBe(200);
    const refused = await store('hacked', 'https://evil.example');
    expect(refused.status()).toBe(403);
    expect(((await refused.json()) as { error: { type: string } }).error.type).toBe(
      'AccessDeniedException',
    );
    const read = await page.request.get(apiPath('storage.get', { keys: 'theme' }));
    expect(((await read.json()) as { data: unknown }).data).toEqual({ theme: 'dark' });
  });

  test('the session cookie is HttpOnly and SameSite=Lax', async ({ page }) => {
    await page.goto('/');
    await registerPlayer(page);
    const cookie = (await page.context().cookies()).find((entry) => entry.name === 'omad_sid');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    // Local runs on plain HTTP; production marks it Secure (platform unit tests).
    expect(await page.evaluate(() => document.cookie)).not.toContain('omad_sid');
  });
});

test('a refused sign-in says the wait on the form and keeps what was typed', async ({ page }) => {
  // A client behind the load balancer (the stack trusts one X-Forwarded-For hop) whose
  // address has used up its wrong sign-ins, each for a login of its own (a login's own
  // failures only slow it down): the next try from that address is refused, with its wait.
  const info = test.info();
  const address = `203.0.113.${120 + info.workerIndex * 4 + info.retry}`;
  let refused = false;
  for (let attempt = 0; attempt <= 50 && !refused; attempt += 1) {
    const answer = await page.request.post(apiPath('auth.login'), {
      multipart: { login: `slowed-${attempt}-${Date.now()}@omad.test`, password: 'Wrong-123' },
      headers: { 'x-forwarded-for': address },
    });
    refused = answer.status() === 429;
  }
  expect(refused).toBe(true);
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': address });
  await page.goto('/?show_popup_auth=1');
  const dialog = page.getByTestId('auth-dialog');
  const login = `slowed-${Date.now()}@omad.test`;
  await dialog.getByLabel('Telefon yoki elektron pochta').fill(login);
  const password = dialog.getByLabel('Parol', { exact: true });
  await password.fill('Wrong-123');
  await password.press('Enter');
  await expect(
    dialog.getByText(/Urinishlar juda ko'p\. \d+ daqiqadan keyin qayta urinib ko'ring\./),
  ).toBeVisible();
  await expect(dialog.getByLabel('Telefon yoki elektron pochta')).toHaveValue(login);
  await expect(password).toHaveValue('Wrong-123');
});

test.describe('headers and frames', () => {
  test('the page carries the policy and headers the set relies on', async ({ page }) => {
    const response = await page.goto('/');
    const headers = response?.headers() ?? {};
    const csp = headers['content-security-policy'] ?? '';
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).toMatch(/script-src [^;]*'nonce-/);
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['permissions-policy']).toContain('camera=()');
    // The e2e stack is the local environment on plain HTTP: no HSTS (edge unit tests hold
    // that every other environment sends it).
    expect(headers['strict-transport-security']).toBeUndefined();
  });

  test('the sportsbook frame is sandboxed and cannot reach the page', async ({ page }) => {
    await page.goto('/betting');
    const frame = page.locator('iframe.omad-betting__iframe');
    await expect(frame).toHaveAttribute('sandbox', /allow-scripts/);
    expect(await frame.getAttribute('sandbox')).not.toContain('allow-same-origin');
    expect(await frame.getAttribute('sandbox')).not.toContain('allow-top-navigation');
    await expect(page.getByTestId('betting-frame')).toHaveAttribute('aria-busy', 'false');
    const inside = page.frames().find((candidate) => candidate.url().includes('/api/_games/'));
    expect(inside).toBeDefined();
    expect(await inside?.evaluate(() => window.origin)).toBe('null');
    expect(
      await inside?.evaluate(() => {
        try {
          return Boolean(window.parent.document);
        } catch {
          return false;
        }
      }),
    ).toBe(false);
  });
});
