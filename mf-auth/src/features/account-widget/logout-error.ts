// The error_logout analytics event of a failed sign-out (spec section 8): fire and forget,
// its own failure only logged, so the player still gets the toast.
import { ErrorType, isPlatformError, type Api } from '@omad/contract/api';
import { AnalyticsEvent } from '@omad/contract';

export const reportLogoutError = (api: Api, error: unknown): void => {
  const code = isPlatformError(error) ? error.type : ErrorType.UnknownError;
  const message = error instanceof Error ? error.message : String(error);
  api.events
    .handle({ event_name: AnalyticsEvent.ErrorLogout, event_params: { code, message } })
    .catch((failure: unknown) => console.warn('[mf-auth] error_logout not sent', failure));
};
