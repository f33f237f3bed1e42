import { describe, expect, it, vi } from 'vitest';
import type { CmsClient } from '@omad/contract/cms';
import type { Locale } from '@omad/contract';
import { memoizeCms } from './memoize-cms';

describe('memoizeCms', () => {
  const fakeClient = (getCommon: () => Promise<unknown>) =>
    ({ getCommon, findOne: vi.fn() }) as unknown as CmsClient; // a partial client is enough here

  it('answers a reader once per locale', async () => {
    let locale: Locale = 'uz';
    const getCommon = vi.fn(async () => ({ locale }));
    const cms = memoizeCms(fakeClient(getCommon), () => locale);
    await Promise.all([cms.getCommon(), cms.getCommon()]);
    expect(getCommon).toHaveBeenCalledTimes(1);
    locale = 'ru';
    expect(await cms.getCommon()).toEqual({ locale: 'ru' });
    expect(getCommon).toHaveBeenCalledTimes(2);
  });

  it('forgets a failure so the next caller tries again', async () => {
    const getCommon = vi
      .fn()
      .mockRejectedValueOnce(new Error('down'))
      .mockResolvedValue({ ok: true });
    const cms = memoizeCms(fakeClient(getCommon), () => 'uz');
    await expect(cms.getCommon()).rejects.toThrow('down');
    await Promise.resolve();
    await expect(cms.getCommon()).resolves.toEqual({ ok: true });
  });
});
