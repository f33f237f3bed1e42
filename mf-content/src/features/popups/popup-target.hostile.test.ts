import { describe, expect, it } from 'vitest';
import { HOSTILE_ADDRESSES, HOSTILE_SITE_ORIGIN, staysOnSite } from '@omad/contract/testing';
import { popupTarget } from './popup-target';

describe('a popup button to a hostile address', () => {
  it.each(HOSTILE_ADDRESSES.map((address) => [JSON.stringify(address), address]))(
    '%s routes only inside the site, opens only web addresses',
    (_, address) => {
      const target = popupTarget(address, HOSTILE_SITE_ORIGIN);
      if (target === null) return;
      if (target.kind === 'route') expect(staysOnSite(target.path)).toBe(true);
      else expect(new URL(target.url).protocol).toMatch(/^https?:$/);
    },
  );
});
