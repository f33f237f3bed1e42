// Business constants of spec section 9 that screens share: timings, page sizes and
// layout breakpoints. One named export each, so a change lands in one place.

/** One second, the unit the other durations are written in. */
const SECOND_MS = 1_000;

/** One day in milliseconds (spec: 86,400,000 ms). */
export const DAY_MS = 86_400_000;

/** How long after registration the registration hint stays relevant (2 hours). */
export const REGISTRATION_HINT_MS = 7_200_000;

/** How long the confirm-contact hint stays relevant (5 days). */
export const CONFIRM_HINT_MS = 432_000_000;

/** Default time a toast stays on screen. */
export const TOAST_DURATION_MS = 5_000;

/** Default duration of a loyalty notification (spec: 5 s). */
export const NOTIFICATION_DURATION_MS = 5 * SECOND_MS;

/** Delay between a notification fetch and its toast. */
export const TOAST_DELAY_MS = 300;

/** Volume of notification sounds, 0..1. */
export const NOTIFICATION_SOUND_VOLUME = 0.5;

/** Defaults of the balance refresh; the content service may override each one. */
export const BALANCE_REFRESH = {
  /** Interval between automatic refreshes. */
  intervalMs: 10 * SECOND_MS,
  /** Minimum delay between two manual refresh clicks. */
  clickDelayMs: SECOND_MS,
  /** Automatic refresh stops after this long without user activity. */
  stopAfterMs: 300 * SECOND_MS,
  /** Whether the automatic interval refresh is on. */
  intervalEnabled: false,
  /** Whether refresh on click is on. */
  clickEnabled: false,
  /** Whether the stop-after timeout is on. */
  turnOffEnabled: true,
} as const;

/** Rows per tab of the cashier and bet history. */
export const HISTORY_PAGE_SIZE = 4;

/** Recent items shown per source, newest first. */
export const RECENT_ITEMS_PER_SOURCE = 4;

/** How many freespins the freespins call asks for. */
export const FREESPINS_COUNT = 99;

/** Banners fetched per page; the first page starts at offset 0. */
export const BANNER_PAGE_SIZE = 10;

/** The inactivity warning shows at this share of time_to_force_logout. */
export const INACTIVITY_WARNING_RATIO = 0.8;

/** Size of the social-login popup window in pixels. */
export const SOCIAL_POPUP = { width: 640, height: 480 } as const;

/** How long a page-reload record is kept to stop reload loops. */
export const RELOAD_GUARD_MS = 10 * SECOND_MS;

/** Limits of the virtual scroller. */
export const VIRTUAL_SCROLL = { maxItems: 1000, bufferPx: 200 } as const;

/** Shortest allowed password, inclusive. */
export const PASSWORD_MIN_LENGTH = 6;

/** Longest allowed password, inclusive. */
export const PASSWORD_MAX_LENGTH = 20;

/** Digits in a verification code. */
export const CODE_LENGTH = 6;

/** Minimum length of a fake name (nickname). */
export const FAKENAME_MIN_LENGTH = 4;

/** Maximum digits of a postcode when the content service gives no pattern. */
export const POSTCODE_MAX_DIGITS = 8;

// The layout breakpoints of spec section 9 belong to the UI kit (@omad/ui `breakpoints`).
