// What a failed bonus or cashback action tells the player: the item changed under them (it is
// reloaded), a time-out forbids it, or something else went wrong.
import type { TFunction } from 'i18next';
import { ErrorType, isPlatformError } from '../../api';

export type RewardFailure = Readonly<{ message: string; stale: boolean }>;

export const rewardFailure = (error: unknown, t: TFunction): RewardFailure => {
  if (isPlatformError(error)) {
    if (error.type === ErrorType.InvalidParameter || error.status === 404) {
      return { message: t('errors.changed'), stale: true };
    }
    if (error.type === ErrorType.ResponsibleGamingRestriction) {
      return { message: t('errors.excluded'), stale: false };
    }
  }
  return { message: t('errors.unknown'), stale: false };
};
