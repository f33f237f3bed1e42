// The programmes (loyalty.getPrograms, guests too) and one programme by its sysname
// (loyalty.getProgram), read again when the language changes.
import type { LoyaltyProgram } from '@omad/contract/api';
import { isPlatformError, FieldErrorCode } from '@omad/contract/api';
import { useLoad, useRemoteProps } from '@omad/contract/remote';

export const usePrograms = () => {
  const { api, locale } = useRemoteProps();
  return useLoad(() => api.loyalty.getPrograms(), [api, locale]);
};

/** A programme, or 'missing' when the platform knows no such sysname. */
export const useProgram = (sysname: string) => {
  const { api, locale } = useRemoteProps();
  return useLoad<LoyaltyProgram | 'missing'>(
    () =>
      api.loyalty.getProgram(sysname).catch((error: unknown) => {
        if (
          isPlatformError(error) &&
          (error.errorData['sysname'] ?? []).includes(FieldErrorCode.NotFound)
        ) {
          return 'missing' as const;
        }
        throw error;
      }),
    [api, locale, sysname],
  );
};
