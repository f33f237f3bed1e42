import { describe, expect, it } from 'vitest';
import { CHAT_VENDOR_SOURCES } from './chat-vendors';
import { contentSecurityPolicy } from './security';

/** The policy as directive name -> sources. */
const parse = (policy: string): Map<string, string[]> =>
  new Map(
    policy.split(';').map((part) => {
      const [name = '', ...sources] = part.trim().split(/\s+/);
      return [name, sources];
    }),
  );

/** Whether `source` (a host source, possibly with a *. wildcard) allows `url`. */
const allows = (source: string, url: string): boolean => {
  const target = new URL(url);
  const match = /^([a-z]+):\/\/(\*\.)?([^/]+)$/.exec(source);
  if (!match) return false;
  const [, scheme, wildcard, host = ''] = match;
  if (`${scheme}:` !== target.protocol) return false;
  return wildcard ? target.hostname.endsWith(`.${host}`) : target.hostname === host;
};

const allowedBy = (policy: Map<string, string[]>, directive: string, url: string) =>
  (policy.get(directive) ?? []).some((source) => allows(source, url));

describe('content security policy', () => {
  const policy = parse(contentSecurityPolicy('n0nce'));

  it('keeps scripts to the nonce and the scripts trusted ones add', () => {
    expect(policy.get('script-src')).toEqual(
      expect.arrayContaining(["'self'", "'nonce-n0nce'", "'strict-dynamic'"]),
    );
    expect(policy.get('script-src')).not.toContain("'unsafe-inline'");
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'none'"]);
    expect(parse(contentSecurityPolicy()).get('script-src')).not.toContain("'nonce-undefined'");
  });

  it('lets the local environment fetch a remote from a dev server, and no other environment', () => {
    const local = parse(contentSecurityPolicy('n0nce', { localDevServers: true }));
    expect(local.get('connect-src')).toEqual(
      expect.arrayContaining(['http://localhost:*', 'http://127.0.0.1:*']),
    );
    expect(local.get('style-src')).toContain('http://localhost:*');
    expect(policy.get('connect-src')).not.toContain('http://localhost:*');
    expect(policy.get('style-src')).not.toContain('http://localhost:*');
  });

  it.each([
    [
      'jivo',
      'https://code.jivosite.com/widget/abc',
      'wss://node-ams-1.jivosite.com/ws',
      'https://files.jivosite.com/a.png',
    ],
    ['tawk', 'https://embed.tawk.to/p/w', 'wss://vsa42.tawk.to/s/?k=1', 'https://va.tawk.to/a.png'],
    [
      'livechat',
      'https://cdn.livechatinc.com/tracking.js',
      'wss://api.livechatinc.com/v3.5',
      'https://cdn.livechat-files.com/a.png',
    ],
    [
      'intercom',
      'https://widget.intercom.io/widget/abc',
      'wss://nexus-websocket-a.intercom.io/pubsub',
      'https://static.intercomassets.com/a.png',
    ],
    [
      'crisp',
      'https://client.crisp.chat/l.js',
      'wss://client.relay.crisp.chat/w/',
      'https://image.crisp.chat/a.png',
    ],
    [
      'zendesk',
      'https://static.zdassets.com/ekr/snippet.js?key=k',
      'wss://omad.zendesk.com/sc/ws',
      'https://omad.zendesk.com/a.png',
    ],
    [
      'freshchat',
      'https://wchat.freshchat.com/js/widget.js',
      'wss://omad.webpush.freshchat.com/ws',
      'https://omad.freshchat.com/a.png',
    ],
  ])(
    'lets the %s chat load its script, open its socket and show its images',
    (_, script, socket, image) => {
      expect(allowedBy(policy, 'script-src', script)).toBe(true);
      expect(allowedBy(policy, 'connect-src', socket)).toBe(true);
      expect(allowedBy(policy, 'img-src', image)).toBe(true);
    },
  );

  it('names every vendor in every directive it needs, and lets Crisp run its blob: workers', () => {
    for (const [vendor, directives] of Object.entries(CHAT_VENDOR_SOURCES)) {
      for (const [name, sources] of Object.entries(directives)) {
        for (const source of sources)
          expect(policy.get(name), `${vendor} ${name}`).toContain(source);
      }
      expect(directives['frame-src']?.length, vendor).toBeGreaterThan(0);
    }
    expect(policy.get('worker-src')).toEqual(expect.arrayContaining(["'self'", 'blob:']));
  });

  it('lists each source once per directive', () => {
    for (const [name, sources] of policy) expect(new Set(sources).size, name).toBe(sources.length);
  });
});
