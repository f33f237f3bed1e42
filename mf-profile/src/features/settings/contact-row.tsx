// One contact of the player: its value, whether it is confirmed, the newsletter consent on it
// (account.changeSubscription) and, until confirmed, the code round trip
// (account.sendconfirmationtocontact, account.confirmContact; a failure marks the code field
// with the sms-code text, spec section 8). Confirming tells the bus, so hints about it go.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge, Button } from '@omad/ui';
import { Events } from '@omad/contract';
import type { Contact } from '@omad/contract/api';
import { useRemoteProps } from '@omad/contract/remote';
import { CodeForm } from '../../lib/code-form';
import { shownContact, SubscriptionToggle } from '../../lib/subscription-toggle';
import { useProfileErrors } from '../../lib/use-profile-errors';

type Props = Readonly<{ contact: Contact; onChanged: () => void }>;

export const ContactRow = ({ contact, onChanged }: Props) => {
  const { t } = useTranslation('profile');
  const { api, bus, toast } = useRemoteProps();
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);
  const errors = useProfileErrors();

  const sendCode = () => {
    setSending(true);
    api.account
      .sendConfirmationToContact(contact.contact)
      .then(() => {
        setSent(true);
        toast({
          kind: 'info',
          message: t('settings.codeSent', { contact: shownContact(contact) }),
        });
      })
      .catch(() => toast({ kind: 'error', message: errors.unknown }))
      .finally(() => setSending(false));
  };

  return (
    <li className="omad-profile__item" data-contact={contact.type}>
      <div className="omad-profile__item-head">
        <div>
          <p className="omad-profile__hint">{t(`settings.${contact.type}`)}</p>
          <p className="omad-profile__item-title">{shownContact(contact)}</p>
        </div>
        <Badge tone={contact.is_confirmed ? 'success' : 'warning'}>
          {t(contact.is_confirmed ? 'settings.confirmed' : 'settings.unconfirmed')}
        </Badge>
      </div>
      {contact.is_confirmed ? null : (
        <>
          <p className="omad-profile__hint">{t('settings.confirmHint')}</p>
          <div className="omad-profile__actions">
            <Button variant="secondary" size="sm" loading={sending} onClick={sendCode}>
              {t(sent ? 'settings.resend' : 'settings.sendCode')}
            </Button>
          </div>
          {sent ? (
            <CodeForm
              submitLabel={t('settings.confirmAction')}
              onCode={async (code) => {
                await api.account.confirmContact(contact.contact, code);
                bus.emit(Events.ContactConfirmed, { contact: contact.contact });
                toast({ kind: 'success', message: t('settings.contactConfirmed') });
                onChanged();
              }}
            />
          ) : null}
        </>
      )}
      <SubscriptionToggle contact={contact} label={t('settings.newsletter')} />
    </li>
  );
};
