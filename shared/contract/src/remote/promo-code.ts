// Activating a promo code for a signed-in player, as registration (mf-auth) and the offers
// pages (mf-loyalty) both do it (spec section 8): a refusal shows the text of the first code
// under error_data.promo_code, falling back to the INVALID text, and is reported as the
// promocodeNotFound analytics event.
import { AnalyticsEvent } from '../analytics';
import type { Api } from '../api/create-api';
import type { PromoCodeActivated } from '../api/entities';
import { isPlatformError } from '../api/errors';

/** The code whose text stands in for any code without one. */
export const FALLBACK_PROMO_ERROR = 'INVALID';

/** Texts of API error codes as the CMS gives them (forms-config apiValidationErrors). */
export type CmsErrorTexts = readonly Readonly<{ code: string; message: string }>[];

/** The CMS text for an API error code, matched case-insensitively. */
const cmsErrorText = (cms: CmsErrorTexts, code: string): string | undefined =>
  cms.find((entry) => entry.code.toLowerCase() === code.toLowerCase())?.message;

/** The first code under error_data.promo_code, or INVALID when the failure names none. */
export const promoErrorCode = (error: unknown): string =>
  (isPlatformError(error) ? error.errorData.promo_code?.[0] : undefined) ?? FALLBACK_PROMO_ERROR;

/** The text for a refusal code: CMS first, then the app's own texts, then the INVALID text. */
export const promoErrorText = (
  code: string,
  cms: CmsErrorTexts,
  own: Readonly<Record<string, string>>,
): string =>
  cmsErrorText(cms, code) ??
  own[code] ??
  cmsErrorText(cms, FALLBACK_PROMO_ERROR) ??
  own[FALLBACK_PROMO_ERROR] ??
  code;

/** What an activation came to: the code and the offer it opened, or the refusal's code. */
export type PromoOutcome =
  Readonly<{ ok: true; activated: PromoCodeActivated }> | Readonly<{ ok: false; code: string }>;

/** Activates the code for the signed-in player; a refusal is reported, never thrown. */
export const activatePromoCode = async (
  api: Pick<Api, 'campaigns' | 'events'>,
  promoCode: string,
): Promise<PromoOutcome> => {
  try {
    return { ok: true, activated: await api.campaigns.activateOffer({ promo_code: promoCode }) };
  } catch (error) {
    const code = promoErrorCode(error);
    // Analytics must never turn a refusal into a second failure.
    api.events
      .handle({
        event_name: AnalyticsEvent.PromocodeNotFound,
        event_params: { promo_code: promoCode, code },
      })
      .catch((reason: unknown) => console.warn('[promo-code] promo event not sent', reason));
    return { ok: false, code };
  }
};
