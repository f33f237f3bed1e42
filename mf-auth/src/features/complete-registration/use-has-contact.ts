// Whether the signed-in account already has a contact: its login is one, or its profile
// lists one. null while the profile is being asked.
import { useEffect, useState } from 'react';
import { useRemoteProps } from '@omad/contract/remote';
import { loginIsContact } from './completion-fields';

export const useHasContact = (login: string | undefined): boolean | null => {
  const { api } = useRemoteProps();
  const fromLogin = login !== undefined && loginIsContact(login);
  const [fromProfile, setFromProfile] = useState<boolean | null>(null);
  useEffect(() => {
    if (fromLogin || login === undefined) return undefined;
    let cancelled = false;
    api.account
      .getProfileInfo(['contacts'])
      .then(
        (profile) => profile.contacts.length > 0,
        (error: unknown) => {
          // Unknown means ask: a contact typed twice is refused with a clear message.
          console.warn('[mf-auth] contacts unavailable', error);
          return false;
        },
      )
      .then((has) => {
        if (!cancelled) setFromProfile(has);
      });
    return () => {
      cancelled = true;
    };
  }, [api, login, fromLogin]);
  return fromLogin ? true : fromProfile;
};
