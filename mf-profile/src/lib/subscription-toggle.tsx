// Newsletter consent on one contact (account.changeSubscription, '1' or '0'): switched at once
// and switched back, with a toast, when the platform refuses. The contacts panel and the
// notification channels both show it.
import { useState, type ReactNode } from 'react';
import { Checkbox } from '@omad/ui';
import type { Contact } from '@omad/contract/api';
import { useRemoteProps } from '@omad/contract/remote';
import { useProfileErrors } from './use-profile-errors';

/** The contact as people read it: a phone with its '+'. */
export const shownContact = (contact: Contact): string =>
  contact.type === 'phone' ? `+${contact.contact}` : contact.contact;

type Props = Readonly<{ contact: Contact; label: ReactNode }>;

export const SubscriptionToggle = ({ contact, label }: Props) => {
  const { api, toast } = useRemoteProps();
  const [subscribed, setSubscribed] = useState(contact.is_subscribed);
  const errors = useProfileErrors();
  const toggle = (next: boolean) => {
    setSubscribed(next);
    api.account.changeSubscription(contact.contact, next).catch(() => {
      setSubscribed(!next);
      toast({ kind: 'error', message: errors.unknown });
    });
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
