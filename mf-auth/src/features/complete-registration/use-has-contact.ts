// Whether the signed-in account already has a contact: its login is one, or its profile
// lists one (account.getProfileInfo, read only when the login is not). null while the
// profile is being asked.
import { useQuery } from '@tanstack/react-query';
import { platformQuery, useRemoteProps } from '@omad/contract/remote';
import { loginIsContact } from './completion-fields';

export const useHasContact = (login: string | undefined): boolean | null => {
  const { api } = useRemoteProps();
  const fromLogin = login !== undefined && loginIsContact(login);
  const profile = useQuery({
    ...platformQuery(api, 'account.getProfileInfo', ['contacts']),
    enabled: login !== undefined && !fromLogin,
  });
  if (fromLogin) return true;
  if (profile.data) return profile.data.contacts.length > 0;
  // Unknown means ask: a contact typed twice is refused with a clear message.
  return profile.isError ? false : null;
};
