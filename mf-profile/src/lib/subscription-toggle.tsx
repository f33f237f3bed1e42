// Newsletter consent on one contact (account.changeSubscription, '1' or '0'): switched at once
// and switched back, with a toast, when the platform refuses. The contacts panel and the
// notification channels both show it; once the platform agrees, every profile read kept in the
// query cache says so too, so neither shows the old consent when opened again.
import { useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Checkbox } from '@omad/ui';
import type { Contact, Profile } from '@omad/contract/api';
import { platformKey, useRemoteProps } from '@omad/contract/remote';
import { useProfileErrors } from './use-profile-errors';

/** The contact as people read it: a phone with its '+'. */
export const shownContact = (contact: Contact): string =>
  contact.type === 'phone' ? `+${contact.contact}` : contact.contact;

type Props = Readonly<{ contact: Contact; label: ReactNode }>;

export const SubscriptionToggle = ({ contact, label }: Props) => {
  const { api, toast } = useRemoteProps();
  const queryClient = useQueryClient();
  const [subscribed, setSubscribed] = useState(contact.is_subscribed);
  const errors = useProfileErrors();
  const subscribedIn = (profile: Profile | undefined, next: boolean) =>
    profile && {
      ...profile,
      contacts: profile.contacts.map((entry) =>
        entry.contact === contact.contact ? { ...entry, is_subscribed: next } : entry,
      ),
    };
  const toggle = (next: boolean) => {
    setSubscribed(next);
    api.account.changeSubscription(contact.contact, next).then(
      () => {
        queryClient.setQueriesData<Profile>(
          { queryKey: platformKey('account.getProfileInfo') },
          (profile) => subscribedIn(profile, next),
        );
      },
      () => {
        setSubscribed(!next);
        toast({ kind: 'error', message: errors.unknown });
      },
    );
  };
  return (
    <Checkbox
      label={label}
      checked={subscribed}
      onChange={(event) => toggle(event.target.checked)}
      data-subscription={contact.type}
    />
  );
};
