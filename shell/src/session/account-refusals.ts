// Refusals any call may meet that only the player's profile can resolve (spec section 2
// dialogs): missing personal data and identity verification. The shell tells the bus; the
// profile remote's account-services widget opens the dialog.
import { Events, type EventBus } from '@omad/contract';
import { ErrorType, type PlatformError } from '@omad/contract/api';

/** The missing field names a UserNeedProfileData refusal carries in `data.fields`. */
const missingFields = (error: PlatformError): string[] => {
  const fields = error.data.fields;
  return Array.isArray(fields) ? fields.filter((field) => typeof field === 'string') : [];
};

export const announceAccountRefusal = (bus: EventBus, error: PlatformError): void => {
  if (error.type === ErrorType.UserNeedProfileData) {
    bus.emit(Events.NeedsProfile, { fields: missingFields(error) });
  } else if (error.type === ErrorType.SumsubVerificationRequired) {
    bus.emit(Events.NeedsVerification, {});
  }
};
