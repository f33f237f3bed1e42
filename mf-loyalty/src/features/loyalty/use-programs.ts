// The programmes (loyalty.getPrograms, guests too) and one programme by its sysname
// (loyalty.getProgram), as queries of the page's client.
import { useQuery } from '@tanstack/react-query';
import { FieldErrorCode, isPlatformError } from '@omad/contract/api';
import { platformQuery, useRemoteProps } from '@omad/contract/remote';

export const usePrograms = () => {
  const { api } = useRemoteProps();
  return useQuery(platformQuery(api, 'loyalty.getPrograms'));
};

export const useProgram = (sysname: string) => {
  const { api } = useRemoteProps();
  return useQuery(platformQuery(api, 'loyalty.getProgram', sysname));
};

/** Whether a programme's read failed because the platform knows no such sysname. */
export const isMissingProgram = (error: unknown): boolean =>
  isPlatformError(error) && (error.errorData['sysname'] ?? []).includes(FieldErrorCode.NotFound);
