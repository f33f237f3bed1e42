// The promo code of a registration (spec section 4): read from the query (promo_code or
// promocode) or local storage, saved locally as typed, activated once the account exists.
// A refusal shows the text of its first error code and is reported as promocodeNotFound.
import { isPlatformError, type Api } from '@omad/contract/api';
import { cmsErrorText } from './error-texts';
import { AnalyticsEvent, safeLocalStorage, type SafeStorage } from '@omad/contract';

/** Local storage key of a promo code brought by a link or typed before registering. */
export const PROMO_CODE_STORAGE_KEY = 'promo_code';
/** Query parameters a campaign link may carry the code in. */
export const PROMO_CODE_QUERY_KEYS = ['promo_code', 'promocode'] as const;
/** The code whose text stands in for any code without one. */
export const FALLBACK_PROMO_ERROR = 'INVALID';

/** The code of a campaign link (saved for later) or the one stored earlier; '' when none. */
export const initialPromoCode = (
  search: string,
  storage: SafeStorage = safeLocalStorage,
): string => {
  const query = new URLSearchParams(search);
  const fromQuery = PROMO_CODE_QUERY_KEYS.map((key) => query.get(key)?.trim() ?? '').find(Boolean);
  if (fromQuery) {
    storage.setItem(PROMO_CODE_STORAGE_KEY, fromQuery);
    return fromQuery;
  }
  return storage.getItem(PROMO_CODE_STORAGE_KEY)?.trim() ?? '';
};

/** Keeps what the player typed, so a reload or a later registration still has it. */
export const savePromoCode = (code: string, storage: SafeStorage = safeLocalStorage): void => {
  const trimmed = code.trim();
  if (trimmed) storage.setItem(PROMO_CODE_STORAGE_KEY, trimmed);
  else storage.removeItem(PROMO_CODE_STORAGE_KEY);
};

/** The first code under error_data.promo_code, or INVALID when the failure names none. */
export const promoErrorCode = (error: unknown): string =>
  (isPlatformError(error) ? error.errorData.promo_code?.[0] : undefined) ?? FALLBACK_PROMO_ERROR;

/** The text for a refusal code: CMS first, then this app's texts, then the INVALID text. */
export const promoErrorText = (
  code: string,
  cms: readonly Readonly<{ code: string; message: string }>[],
  own: Readonly<Record<string, string>>,
): string =>
  cmsErrorText(cms, code) ??
  own[code] ??
  cmsErrorText(cms, FALLBACK_PROMO_ERROR) ??
  own[FALLBACK_PROMO_ERROR] ??
  code;

export type PromoOutcome = { readonly ok: true } | { readonly ok: false; readonly code: string };

/** Activates the code for the signed-in player; a refusal is reported, never thrown. */
export const activatePromoCode = async (
  api: Pick<Api, 'campaigns' | 'events'>,
  promoCode: string,
): Promise<PromoOutcome> => {
  try {
    await api.campaigns.activateOffer({ promo_code: promoCode });
    return { ok: true };
  } catch (error) {
    const code = promoErrorCode(error);
    // Analytics must never turn a refusal into a second failure.
    api.events
      .handle({
        event_name: AnalyticsEvent.PromocodeNotFound,
        event_params: { promo_code: promoCode, code },
      })
      .catch((reason: unknown) => console.warn('[mf-auth] promo event not sent', reason));
    return { ok: false, code };
  }
};
