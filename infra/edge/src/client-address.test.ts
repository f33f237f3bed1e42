// The client's address by trusted hops: the edge's verdict goes last in X-Forwarded-For, so
// the platform, trusting exactly one hop (the edge), counts and limits by it.
import { describe, expect, it } from 'vitest';
import { forwardedFor, parseTrustedProxyHops } from './client-address';
import { createEdge } from './edge';
import { createFixture, startEdgeServer, startHttpServer } from './test-fixtures';

const PEER = '10.0.0.7';

describe('the client address', () => {
  it('is the socket peer with no trusted hop, whatever the client wrote', () => {
    expect(forwardedFor('1.1.1.1, 2.2.2.2', PEER, 0)).toEqual({
      client: PEER,
      header: `1.1.1.1, 2.2.2.2, ${PEER}`,
    });
    expect(forwardedFor(undefined, PEER, 0)).toEqual({ client: PEER, header: PEER });
  });

  it('is the entry k hops from the right, forged entries left of it ignored', () => {
    // The client forged 6.6.6.6; the trusted proxy (one hop) appended what it saw, 203.0.113.9.
    expect(forwardedFor('6.6.6.6, 203.0.113.9', PEER, 1)).toEqual({
      client: '203.0.113.9',
      header: '6.6.6.6, 203.0.113.9',
    });
    // Two proxies: the outer one wrote 203.0.113.9, the inner one the outer's 198.51.100.2.
    expect(forwardedFor('6.6.6.6,203.0.113.9 , 198.51.100.2', PEER, 2)).toEqual({
      client: '203.0.113.9',
      header: '6.6.6.6, 203.0.113.9',
    });
  });

  it('is the leftmost entry when the list is shorter than the hops, the peer when empty', () => {
    expect(forwardedFor('203.0.113.9', PEER, 3)).toEqual({
      client: '203.0.113.9',
      header: '203.0.113.9',
    });
    expect(forwardedFor(' , ', PEER, 1)).toEqual({ client: PEER, header: PEER });
    expect(forwardedFor('6.6.6.6', undefined, 0)).toEqual({ client: undefined, header: undefined });
  });

  it('reads TRUSTED_PROXY_HOPS as a small count and says so otherwise', () => {
    expect(parseTrustedProxyHops(undefined)).toBe(0);
    expect(parseTrustedProxyHops('')).toBe(0);
    expect(parseTrustedProxyHops('2')).toBe(2);
    for (const bad of ['-1', '1.5', 'one', '11'])
      expect(() => parseTrustedProxyHops(bad)).toThrow(`TRUSTED_PROXY_HOPS="${bad}"`);
  });
});

describe('the address the platform reads', () => {
  /** The X-Forwarded-For the platform receives for a request sent with `sent`. */
  const received = async (hops: number, sent: string) => {
    const fixture = await createFixture();
    const seen: (string | undefined)[] = [];
    const platform = await startHttpServer((req, res) => {
      const header = req.headers['x-forwarded-for'];
      seen.push(Array.isArray(header) ? header.join(', ') : header);
      res.end('{}');
    });
    const { app } = createEdge({
      shellDir: fixture.shellDir,
      artifactsDir: fixture.artifactsDir,
      environmentsDir: fixture.environmentsDir,
      apiUpstream: platform.url,
      cmsUpstream: platform.url,
      trustedProxyHops: hops,
      log: () => {},
    });
    const edge = await startEdgeServer(app);
    try {
      await fetch(`${edge.url}/api/auth.login`, { headers: { 'X-Forwarded-For': sent } });
    } finally {
      await edge.close();
      await platform.close();
      await fixture.cleanup();
    }
    return seen[0] ?? '';
  };
  const lastEntry = (header: string) => header.split(',').at(-1)?.trim();

  it('is the socket peer, last, with no trusted hop', async () => {
    const header = await received(0, '6.6.6.6');
    expect(header).toMatch(/^6\.6\.6\.6, (::ffff:)?127\.0\.0\.1$/);
  });

  it('is what the trusted proxy saw, last, with one hop: a forged entry is not', async () => {
    const header = await received(1, '6.6.6.6, 203.0.113.9');
    expect(lastEntry(header)).toBe('203.0.113.9');
    expect(header).toBe('6.6.6.6, 203.0.113.9');
  });
});
