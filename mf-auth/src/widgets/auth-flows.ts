// The flows of the auth dialog, one feature folder each, as the header widget hands them to
// the dialog host: each is its own chunk, loaded when the dialog first opens in its mode.
import { lazy } from 'react';
import type { AuthFlows } from '../features/auth-dialog/auth-dialog-host';

export const AUTH_FLOWS: AuthFlows = {
  login: lazy(() =>
    import('../features/login/login-flow').then(({ LoginFlow }) => ({ default: LoginFlow })),
  ),
  register: lazy(() =>
    import('../features/register/register-flow').then(({ RegisterFlow }) => ({
      default: RegisterFlow,
    })),
  ),
  restore: lazy(() =>
    import('../features/restore/restore-flow').then(({ RestoreFlow }) => ({
      default: RestoreFlow,
    })),
  ),
  'complete-registration': lazy(() =>
    import('../features/complete-registration/complete-registration-flow').then(
      ({ CompleteRegistrationFlow }) => ({ default: CompleteRegistrationFlow }),
    ),
  ),
};

/** Fetches the two flows a guest opens most, ahead of a click (see the header widget). */
export const warmAuthFlows = (): void => {
  void import('../features/login/login-flow');
  void import('../features/register/register-flow');
};
