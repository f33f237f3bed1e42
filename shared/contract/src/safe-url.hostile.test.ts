// The hostile input set's addresses against the contract's two gates: a return address
// followed inside the site (sameOriginPath), and one that may leave it (externalAddress).
import { describe, expect, it } from 'vitest';
import { HOSTILE_ADDRESSES, HOSTILE_SITE_ORIGIN, staysOnSite } from './testing/hostile-inputs';
import {
  externalAddress,
  FRAME_SANDBOX,
  frameNavigationTarget,
  frameSandboxFor,
  sameOriginPath,
} from './safe-url';

describe('sameOriginPath against the hostile set', () => {
  it.each(HOSTILE_ADDRESSES.map((address) => [JSON.stringify(address), address]))(
    '%s never leads off the site',
    (_, address) => {
      const path = sameOriginPath(address, HOSTILE_SITE_ORIGIN);
      if (path === null) return;
      // What is kept is a path of this site, and stays one however a router resolves it.
      expect(path.startsWith('/')).toBe(true);
      expect(path.startsWith('//')).toBe(false);
      expect(path).not.toContain('\\');
      expect(staysOnSite(path)).toBe(true);
      const once = decodeURIComponent(path);
      expect(staysOnSite(once)).toBe(true);
      expect(staysOnSite(decodeURIComponent(once))).toBe(true);
    },
  );
});

describe('externalAddress against the hostile set', () => {
  it.each(HOSTILE_ADDRESSES.map((address) => [JSON.stringify(address), address]))(
    '%s is refused unless it is a plain web address',
    (_, address) => {
      const external = externalAddress(address);
      if (external === null) return;
      const url = new URL(external);
      expect(['http:', 'https:']).toContain(url.protocol);
      expect(url.username).toBe('');
      expect(url.password).toBe('');
    },
  );

  it('takes web addresses and refuses script, data and credentials', () => {
    expect(externalAddress('https://t.me/omad_support')).toBe('https://t.me/omad_support');
    expect(externalAddress('javascript:alert(1)')).toBeNull();
    expect(externalAddress('data:text/html,x')).toBeNull();
    expect(externalAddress('https:evil.example')).toBeNull();
    expect(externalAddress('https://omad.example@evil.example')).toBeNull();
    expect(externalAddress('/promotions')).toBeNull();
  });
});

describe('frameSandboxFor', () => {
  it("keeps a frame of the site's own origin out of it: no allow-same-origin", () => {
    expect(frameSandboxFor('/api/_games/sportsbook?locale=uz', HOSTILE_SITE_ORIGIN)).toBe(
      FRAME_SANDBOX,
    );
    expect(frameSandboxFor(`${HOSTILE_SITE_ORIGIN}/x`, HOSTILE_SITE_ORIGIN)).not.toContain(
      'allow-same-origin',
    );
  });

  it("lets a provider's frame keep its own origin, and never the top window", () => {
    const sandbox = frameSandboxFor('https://games.provider.example/play', HOSTILE_SITE_ORIGIN);
    expect(sandbox).toContain('allow-same-origin');
    expect(sandbox).toContain('allow-scripts');
    expect(sandbox).not.toContain('allow-top-navigation');
    expect(sandbox).not.toContain('allow-modals');
  });
});

describe('checkIframe messages', () => {
  const GAME = 'https://games.provider.example';
  const ask = (origin: string, data: unknown) =>
    frameNavigationTarget({ origin, data }, HOSTILE_SITE_ORIGIN, [GAME]);

  it('opens a site path the embedded frame asks for', () => {
    expect(ask(GAME, { type: 'checkIframe', url: '/cashier/paysuccess/42' })).toBe(
      '/cashier/paysuccess/42',
    );
  });

  it.each(HOSTILE_ADDRESSES.map((address) => [JSON.stringify(address), address]))(
    'never leaves the site for %s',
    (_, address) => {
      const target = ask(GAME, { type: 'checkIframe', url: address });
      if (target !== null) expect(staysOnSite(target)).toBe(true);
    },
  );

  it('ignores frames it did not embed, other message types and malformed messages', () => {
    const good = { type: 'checkIframe', url: '/gamehall' };
    expect(ask('https://evil.example', good)).toBeNull();
    expect(ask('null', good)).toBeNull();
    expect(ask(HOSTILE_SITE_ORIGIN, good)).toBeNull();
    expect(ask(GAME, { type: 'navigate', url: '/gamehall' })).toBeNull();
    expect(ask(GAME, 'checkIframe /gamehall')).toBeNull();
    expect(ask(GAME, { type: 'checkIframe' })).toBeNull();
    expect(ask(GAME, { type: 'checkIframe', url: 42 })).toBeNull();
  });
});
