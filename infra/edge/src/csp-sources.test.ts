// Images, requests and frames are allowed from the site, the chat vendors and the hosts the
// deployment configures, never from any https: address.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatSources } from './chat-vendors';
import { createEdge } from './edge';
import { securitySettingsFromEnv } from './env-settings';
import { DEFAULT_SANDBOX_LIMITS } from './first-screen-sandbox';
import { contentSecurityPolicy, parseCspSources } from './security';
import { createFixture, startHttpServer, type Fixture, type RunningServer } from './test-fixtures';

/** The policy as directive name -> sources. */
const parse = (policy: string): Map<string, string[]> =>
  new Map(
    policy.split(';').map((part) => {
      const [name = '', ...sources] = part.trim().split(/\s+/);
      return [name, sources];
    }),
  );

const CONFIGURED = {
  connect: ['https://analytics.example.com'],
  frame: ['https://games.provider.example', 'https://*.sportsbook.example'],
  img: ['https://media.cms.example'],
};

describe('the page policy', () => {
  it('allows images, requests and frames from the site and the chat vendors only, by default', () => {
    const policy = parse(contentSecurityPolicy('n0nce'));
    expect(policy.get('img-src')).toEqual(["'self'", 'data:', 'blob:', ...chatSources('img-src')]);
    expect(policy.get('connect-src')).toEqual(["'self'", ...chatSources('connect-src')]);
    expect(policy.get('frame-src')).toEqual(["'self'", ...chatSources('frame-src')]);
  });

  it('adds the configured hosts to their directives, and no https: anywhere there', () => {
    const policy = parse(contentSecurityPolicy('n0nce', { sources: CONFIGURED }));
    expect(policy.get('connect-src')).toEqual(expect.arrayContaining(CONFIGURED.connect));
    expect(policy.get('frame-src')).toEqual(expect.arrayContaining(CONFIGURED.frame));
    expect(policy.get('img-src')).toEqual(expect.arrayContaining(CONFIGURED.img));
    expect(policy.get('frame-src')).not.toContain(CONFIGURED.img[0]);
    for (const name of ['img-src', 'connect-src', 'frame-src'])
      expect(policy.get(name), name).not.toContain('https:');
  });
});

describe('configured hosts', () => {
  it('are read from comma lists, with the CMS media host for images', () => {
    expect(
      securitySettingsFromEnv({
        EDGE_CSP_CONNECT: 'https://analytics.example.com',
        EDGE_CSP_FRAME: ' https://games.provider.example , https://*.sportsbook.example,',
        EDGE_CSP_IMG: 'https://img.example:8443',
        CMS_MEDIA_BASE_URL: 'https://media.cms.example/uploads',
        TRUSTED_PROXY_HOPS: '1',
      }),
    ).toEqual({
      trustedProxyHops: 1,
      cspSources: {
        connect: ['https://analytics.example.com'],
        frame: ['https://games.provider.example', 'https://*.sportsbook.example'],
        img: ['https://img.example:8443', 'https://media.cms.example'],
      },
      firstScreenLimits: DEFAULT_SANDBOX_LIMITS,
      pageReadsTimeoutMs: 300,
    });
    // Media under the site's own /cms path needs nothing more.
    expect(securitySettingsFromEnv({ CMS_MEDIA_BASE_URL: '/cms/uploads' }).cspSources.img).toEqual(
      [],
    );
  });

  it('take the first screen and page reads waits from the environment, refusing what is not one', () => {
    expect(
      securitySettingsFromEnv({ EDGE_FIRST_SCREEN_RENDER_MS: '8000' }).firstScreenLimits,
    ).toEqual({ ...DEFAULT_SANDBOX_LIMITS, renderMs: 8000 });
    expect(securitySettingsFromEnv({ EDGE_PAGE_READS_TIMEOUT_MS: '2500' }).pageReadsTimeoutMs).toBe(
      2500,
    );
    expect(() => securitySettingsFromEnv({ EDGE_PAGE_READS_TIMEOUT_MS: 'soon' })).toThrow(
      'EDGE_PAGE_READS_TIMEOUT_MS',
    );
    for (const bad of ['2s', '0', '49', '60001', '1.5'])
      expect(() => securitySettingsFromEnv({ EDGE_FIRST_SCREEN_RENDER_MS: bad })).toThrow(
        'EDGE_FIRST_SCREEN_RENDER_MS',
      );
  });

  it.each([
    'https:',
    '*',
    "'unsafe-inline'",
    'https://a.example; script-src *',
    'data:',
    'evil.example',
  ])('refuse %s, which is not one host', (bad) => {
    expect(() => parseCspSources(bad, 'EDGE_CSP_FRAME')).toThrow(`EDGE_CSP_FRAME: "`);
  });
});

describe('the edge', () => {
  let fixture: Fixture;
  let upstream: RunningServer;
  beforeAll(async () => {
    fixture = await createFixture();
    // A proxied document without its own policy (the payment provider's page, say).
    upstream = await startHttpServer((_, res) => {
      res.writeHead(200, { 'Content-Type': 'text/html' });
      res.end('<p>pay</p>');
    });
  });
  afterAll(async () => {
    await upstream.close();
    await fixture.cleanup();
  });

  it('sends the configured hosts with the shell page and with other documents', async () => {
    const { app } = createEdge({
      shellDir: fixture.shellDir,
      artifactsDir: fixture.artifactsDir,
      environmentsDir: fixture.environmentsDir,
      apiUpstream: upstream.url,
      cmsUpstream: upstream.url,
      cspSources: CONFIGURED,
      simulations: true,
      log: () => {},
    });
    for (const path of ['/', '/api/_pay/checkout']) {
      const response = await app.request(path, { headers: { Accept: 'text/html' } });
      const policy = parse(response.headers.get('content-security-policy') ?? '');
      expect(policy.get('frame-src'), path).toEqual(expect.arrayContaining(CONFIGURED.frame));
      expect(policy.get('img-src'), path).toContain('https://media.cms.example');
      expect(policy.get('connect-src'), path).not.toContain('https:');
    }
  });
});
