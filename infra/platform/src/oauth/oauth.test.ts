import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestPlatform } from '../testing/test-platform';
import type { Platform } from '../platform';
import { START_TIMEOUT_MS, TestClient } from '../testing/api-client';

let platform: Platform;

beforeAll(async () => {
  platform = await createTestPlatform();
}, START_TIMEOUT_MS);
afterAll(() => platform?.close());

/** As the edge forwards a request for https://omad.uz. */
const viaEdge = { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'omad.uz' };

const init = (query: Record<string, string>, headers: Record<string, string> = viaEdge) =>
  platform.app.request(`/oauth/init?${new URLSearchParams(query)}`, { headers });

/** Posts the provider form as the browser would, keeping the session cookie it sets. */
const callback = async (
  client: TestClient,
  form: Record<string, string>,
  headers: Record<string, string> = viaEdge,
): Promise<Response> => {
  const cookie = [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  const response = await platform.app.request('/oauth/callback', {
    method: 'POST',
    headers: { ...headers, cookie },
    body: new URLSearchParams(form),
  });
  for (const line of response.headers.getSetCookie()) {
    const [name = '', value = ''] = line.split(';')[0]?.split('=') ?? [];
    client.cookies.set(name, value);
  }
  return response;
};

const hiddenValue = (html: string, name: string) =>
  new RegExp(`name="${name}"[^>]*value="([^"]*)"`).exec(html)?.[1];

describe('GET /oauth/init', () => {
  it('shows the simulated provider page with a prefilled e-mail, Continue and Cancel', async () => {
    const response = await init({
      service: 'google',
      redirect_url: '/ru/gamehall?category=slots',
      type_auth: 'register',
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'none'");
    expect(csp).not.toContain('script-src');
    const html = await response.text();
    expect(html).toContain('Omad test sign-in provider — simulated');
    expect(html).not.toMatch(/<script|https?:\/\/(?!omad)/);
    expect(html).toContain('<form method="post" action="/oauth/callback">');
    expect(html).toContain('Davom etish / Продолжить');
    expect(hiddenValue(html, 'service')).toBe('google');
    expect(hiddenValue(html, 'redirect_url')).toBe('/ru/gamehall?category=slots');
    expect(hiddenValue(html, 'type_auth')).toBe('register');
    expect(hiddenValue(html, 'email')).toMatch(/^social\.google\.[0-9a-f]{8}@omad\.test$/);
    expect(html).toContain('href="/ru/gamehall?category=slots&amp;social_auth=cancelled"');
  });

  it('accepts an absolute URL of the origin the browser sees', async () => {
    const response = await init({ service: 'telegram', redirect_url: 'https://omad.uz/profile' });
    expect(response.status).toBe(200);
    expect(hiddenValue(await response.text(), 'type_auth')).toBe('login');
    const direct = await init(
      { service: 'telegram', redirect_url: 'http://127.0.0.1:8081/' },
      { host: '127.0.0.1:8081' },
    );
    expect(direct.status).toBe(200);
  });

  it.each([
    ['https://evil.example/steal', 'redirect_url must be'],
    ['//evil.example/x', 'redirect_url must be'],
    ['/\\evil.example', 'redirect_url must be'],
    ['http://omad.uz/', 'redirect_url must be'],
    ['javascript:alert(1)', 'redirect_url must be'],
    ['https://omad.uz@evil.example/', 'redirect_url must be'],
  ])('refuses redirect_url %s with 400', async (redirectUrl, text) => {
    const response = await init({ service: 'google', redirect_url: redirectUrl });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain(text);
  });

  it('refuses an unknown service and type_auth with 400', async () => {
    const service = await init({ service: 'facebook', redirect_url: '/' });
    expect(service.status).toBe(400);
    expect(await service.text()).toContain('Unknown service');
    const typeAuth = await init({ service: 'google', redirect_url: '/', type_auth: 'x' });
    expect(typeAuth.status).toBe(400);
  });
});

describe('POST /oauth/callback', () => {
  const form = (email: string, redirectUrl = '/ru/profile?tab=1#top') => ({
    service: 'google',
    redirect_url: redirectUrl,
    type_auth: 'login',
    email,
  });

  it('creates an incomplete account, signs it in and returns with social_auth=success', async () => {
    const client = new TestClient(platform.app);
    const response = await callback(client, form('Social.Google.0a1b2c3d@omad.test'));
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/ru/profile?tab=1&social_auth=success#top');
    expect(response.headers.getSetCookie().join()).toMatch(/omad_sid=.+HttpOnly/i);
    const info = await client.call('account.getInfo', {}, { http: 'GET' });
    expect(info.body.data).toMatchObject({
      login: 'social.google.0a1b2c3d@omad.test',
      is_registration_completed: false,
      locale: 'ru',
      balances: { main: { currency: 'UZS' } },
    });
    // Social accounts have no password to sign in with.
    const login = await new TestClient(platform.app).call('auth.login', {
      login: 'social.google.0a1b2c3d@omad.test',
      password: 'anything1',
    });
    expect(login.status).toBe(401);

    const again = new TestClient(platform.app);
    await callback(again, form('social.google.0a1b2c3d@omad.test', '/'));
    const second = await again.call('account.getInfo', {}, { http: 'GET' });
    expect((second.body.data as { uid: number }).uid).toBe((info.body.data as { uid: number }).uid);
  });

  it('queues the welcome notification of a new account once, in its locale', async () => {
    const notificationsOf = async (client: TestClient) =>
      (await client.call('loyalty.getnotifications', {}, { http: 'GET' })).body.data;
    const client = new TestClient(platform.app);
    await callback(client, form('social.google.welcome1@omad.test'));
    expect(await notificationsOf(client)).toEqual({
      items: [expect.objectContaining({ trigger: 'register', title: 'Добро пожаловать в Omad!' })],
    });
    const again = new TestClient(platform.app);
    await callback(again, form('social.google.welcome1@omad.test', '/'));
    expect(await notificationsOf(again)).toEqual({ items: [] });
  });

  it('returns a banned account with social_auth=banned and no session', async () => {
    const client = new TestClient(platform.app);
    await callback(client, form('social.google.banned01@omad.test'));
    await client.request('/api/_dev/ban', {
      method: 'POST',
      body: new URLSearchParams({ login: 'social.google.banned01@omad.test' }),
    });
    const fresh = new TestClient(platform.app);
    const response = await callback(fresh, form('social.google.banned01@omad.test', '/'));
    expect(response.headers.get('location')).toBe('/?social_auth=banned');
    expect(fresh.cookies.has('omad_sid')).toBe(false);
  });

  it('does not take over an e-mail another account holds, nor accept a wrong one', async () => {
    const taken = await callback(new TestClient(platform.app), form('player@omad.uz'));
    expect(taken.status).toBe(409);
    expect(await taken.text()).toContain('boshqa hisobga tegishli');
    const wrong = await callback(new TestClient(platform.app), form('not an email'));
    expect(wrong.status).toBe(400);
    expect(await wrong.text()).toContain('Wrong email address');
  });

  it('re-checks redirect_url and refuses a form posted from another site', async () => {
    const open = await callback(
      new TestClient(platform.app),
      form('social.google.redirect@omad.test', 'https://evil.example/'),
    );
    expect(open.status).toBe(400);
    expect(open.headers.get('location')).toBeNull();
    const crossSite = await callback(new TestClient(platform.app), form('x@omad.test'), {
      ...viaEdge,
      origin: 'https://evil.example',
    });
    expect(crossSite.status).toBe(403);
  });
});

describe('the simulated provider in production', () => {
  it(
    'is off (503)',
    async () => {
      const production = await createTestPlatform({ production: true });
      try {
        const response = await production.app.request('/oauth/init?service=google&redirect_url=/', {
          headers: viaEdge,
        });
        expect(response.status).toBe(503);
      } finally {
        await production.close();
      }
    },
    START_TIMEOUT_MS,
  );
});
