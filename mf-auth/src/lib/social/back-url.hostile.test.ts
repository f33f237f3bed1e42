import { describe, expect, it } from 'vitest';
import { HOSTILE_ADDRESSES, HOSTILE_SITE_ORIGIN, staysOnSite } from '@omad/contract/testing';
import { acceptBackUrl } from './back-url';

// The CMS allow-list names a partner; the hostile set's evil.example is never on it.
const ALLOW_LIST = ['https://partner.example'];

describe('a social or pay-success back-URL from the hostile set', () => {
  it.each(HOSTILE_ADDRESSES.map((address) => [JSON.stringify(address), address]))(
    '%s never leaves for a site the allow-list does not name',
    (_, address) => {
      const target = acceptBackUrl(address, HOSTILE_SITE_ORIGIN, ALLOW_LIST);
      if (target === null) return;
      if (target.kind === 'path') expect(staysOnSite(target.path)).toBe(true);
      else expect(new URL(target.url).origin).toBe('https://partner.example');
    },
  );
});
