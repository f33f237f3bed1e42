// Public surface of '@omad/contract/format': display formatting and the business
// constants of spec section 9.

export { formatNumber, formatMoney, NOT_A_NUMBER } from './number';
export {
  centsOf,
  compareDecimal,
  decimalOf,
  formatDecimal,
  isDecimal,
  normalizeDecimal,
} from './decimal';
export { formatDate, formatTime, formatDateTime, toDate } from './date';
export type { DateInput } from './date';
export { loyaltyProgress } from './loyalty';
export { actionBurnsBonus, bonusActions, isUnseenCashback, wageringProgress } from './rewards';
export type { BonusAction, CashbackSeen, Wager, WageringProgress } from './rewards';
export { waitAdvice } from './wait';
export type { LoyaltyProgressInput } from './loyalty';
export {
  DAY_MS,
  REGISTRATION_HINT_MS,
  CONFIRM_HINT_MS,
  TOAST_DURATION_MS,
  NOTIFICATION_DURATION_MS,
  TOAST_DELAY_MS,
  NOTIFICATION_SOUND_VOLUME,
  BALANCE_REFRESH,
  HISTORY_PAGE_SIZE,
  RECENT_ITEMS_PER_SOURCE,
  FREESPINS_COUNT,
  BANNER_PAGE_SIZE,
  INACTIVITY_WARNING_RATIO,
  SOCIAL_POPUP,
  RELOAD_GUARD_MS,
  VIRTUAL_SCROLL,
  PASSWORD_MIN_LENGTH,
  PASSWORD_MAX_LENGTH,
  CODE_LENGTH,
  FAKENAME_MIN_LENGTH,
  POSTCODE_MAX_DIGITS,
} from './constants';
