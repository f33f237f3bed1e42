// Names of the product analytics events sent with events.handle (spec section 8). Features
// send these constants, never string literals of their own.

export const AnalyticsEvent = {
  /** A sign-in failed; params carry the error code. */
  ErrorLogin: 'error_login',
  /** A sign-out failed; params carry the error code. */
  ErrorLogout: 'error_logout',
  /** A promo code could not be activated after registration. */
  PromocodeNotFound: 'promocodeNotFound',
} as const;

/** One analytics event name. */
export type AnalyticsEventName = (typeof AnalyticsEvent)[keyof typeof AnalyticsEvent];
