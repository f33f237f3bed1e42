import { describe, expect, it } from 'vitest';
import { forwardedAddress } from './throttle';

describe('forwardedAddress', () => {
  it('is the socket peer with no trusted hop, whatever the header says', () => {
    expect(forwardedAddress('203.0.113.5', 0, '127.0.0.1')).toBe('127.0.0.1');
    expect(forwardedAddress(undefined, 0, '10.0.0.9')).toBe('10.0.0.9');
  });

  it('takes the entry the trusted hops wrote, counted from the right', () => {
    expect(forwardedAddress('1.1.1.1, 203.0.113.5', 1, '127.0.0.1')).toBe('203.0.113.5');
    expect(forwardedAddress('1.1.1.1, 203.0.113.5, 10.0.0.2', 2, '127.0.0.1')).toBe('203.0.113.5');
    // A client writing more entries cannot move the one the proxy wrote.
    expect(forwardedAddress('6.6.6.6, 7.7.7.7, 203.0.113.5', 1, '127.0.0.1')).toBe('203.0.113.5');
  });

  it('falls back to the leftmost entry, or the peer, when the list is short', () => {
    expect(forwardedAddress('203.0.113.5', 3, '127.0.0.1')).toBe('203.0.113.5');
    expect(forwardedAddress(' , ', 1, '127.0.0.1')).toBe('127.0.0.1');
  });
});

describe('throttleLimitsFrom', () => {
  it('overrides only the rules it names, and refuses a malformed value loudly', async () => {
    const { THROTTLE_LIMITS, throttleLimitsFrom } = await import('../config');
    expect(throttleLimitsFrom(undefined)).toBe(THROTTLE_LIMITS);
    const raised = throttleLimitsFrom('{"register":{"address":{"limit":9,"windowSeconds":60}}}');
    expect(raised.register).toEqual({
      subject: THROTTLE_LIMITS.register.subject,
      address: { limit: 9, windowSeconds: 60 },
    });
    expect(raised.login).toEqual(THROTTLE_LIMITS.login);
    expect(() => throttleLimitsFrom('{"nope":{}}')).toThrow(/nope/);
    expect(() =>
      throttleLimitsFrom('{"login":{"address":{"limit":0,"windowSeconds":1}}}'),
    ).toThrow();
  });
});
