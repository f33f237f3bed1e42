import { afterEach, describe, expect, it, vi } from 'vitest';
import { ErrorType, PlatformError } from '../api/errors';
import { createApi } from '../api/index';
import { answer, refusal } from '../testing/fixtures';
import { scriptedPlatform, type PlatformHandler } from '../testing/scripted-fetch';
import { activatePromoCode, promoErrorCode, promoErrorText } from './promo-code';

afterEach(() => vi.restoreAllMocks());

const refused = (errorData: Record<string, string[]>) =>
  new PlatformError({
    type: ErrorType.InvalidParameter,
    message: 'refused',
    status: 400,
    method: 'campaigns.activateOffer',
    errorData,
  });

/** The real client over a scripted platform. */
const platform = (handlers: Readonly<Record<string, PlatformHandler>>) => {
  const scripted = scriptedPlatform(handlers);
  const api = createApi({ getLocale: () => 'uz', fetch: scripted.fetch, isInFrame: () => false });
  return { api, calls: scripted.calls };
};

const opened = {
  offer_id: 101,
  promo_code: 'WELCOME100',
  offer: null,
};

describe('promo refusal texts', () => {
  const cms = [
    { code: 'INVALID', message: 'CMS invalid' },
    { code: 'expired', message: 'CMS expired' },
  ];
  const own = { INVALID: 'own invalid', NOT_FOUND: 'own not found' };

  it('reads the first code under promo_code, or INVALID', () => {
    expect(promoErrorCode(refused({ promo_code: ['EXPIRED', 'NOT_FOUND'] }))).toBe('EXPIRED');
    expect(promoErrorCode(refused({ email: ['INVALID'] }))).toBe('INVALID');
    expect(promoErrorCode(new Error('offline'))).toBe('INVALID');
  });

  it('prefers the CMS text, then its own, then the INVALID text', () => {
    expect(promoErrorText('EXPIRED', cms, own)).toBe('CMS expired');
    expect(promoErrorText('NOT_FOUND', cms, own)).toBe('own not found');
    expect(promoErrorText('SOMETHING_NEW', cms, own)).toBe('CMS invalid');
    expect(promoErrorText('SOMETHING_NEW', [], own)).toBe('own invalid');
    expect(promoErrorText('SOMETHING_NEW', [], {})).toBe('SOMETHING_NEW');
  });
});

describe('activatePromoCode', () => {
  it('answers what was opened and sends no analytics event', async () => {
    const { api, calls } = platform({ 'campaigns.activateOffer': () => answer(opened) });
    expect(await activatePromoCode(api, 'WELCOME100')).toEqual({ ok: true, activated: opened });
    expect(calls.map((call) => call.method)).toEqual(['campaigns.activateOffer']);
    expect(calls[0]?.fields).toMatchObject({ promo_code: 'WELCOME100' });
  });

  it('reports a refusal as promocodeNotFound with the code, and answers the code', async () => {
    const { api, calls } = platform({
      'campaigns.activateOffer': () =>
        refusal('InvalidParameterException', { errorData: { promo_code: ['EXPIRED'] } }),
      'events.handle': () => answer(true),
    });
    expect(await activatePromoCode(api, 'OLDCODE')).toEqual({ ok: false, code: 'EXPIRED' });
    const [event] = calls.filter((call) => call.method === 'events.handle');
    expect(event?.fields['event_name']).toBe('promocodeNotFound');
    expect(JSON.parse(event?.fields['event_params'] ?? '{}')).toEqual({
      promo_code: 'OLDCODE',
      code: 'EXPIRED',
    });
  });

  it('never fails twice: an event the platform refuses is only logged', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { api } = platform({
      'campaigns.activateOffer': () => refusal('InvalidParameterException'),
      'events.handle': () => refusal('InternalServerErrorException', { status: 500 }),
    });
    expect(await activatePromoCode(api, 'NOPE')).toEqual({ ok: false, code: 'INVALID' });
    await vi.waitFor(() => expect(warn).toHaveBeenCalled());
  });
});
