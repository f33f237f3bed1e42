// The promo code of a registration (spec section 4): read from the query (promo_code or
// promocode) or local storage, saved locally as typed, activated once the account exists.
// Activating it, and what a refusal says, is the contract's (activatePromoCode, promoErrorText
// in @omad/contract/remote), shared with the offers pages.
import { safeLocalStorage, type SafeStorage } from '@omad/contract';

/** Local storage key of a promo code brought by a link or typed before registering. */
export const PROMO_CODE_STORAGE_KEY = 'promo_code';
/** Query parameters a campaign link may carry the code in. */
export const PROMO_CODE_QUERY_KEYS = ['promo_code', 'promocode'] as const;

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
