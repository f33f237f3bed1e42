// The player's contacts (account.getprofileinfo with fields contacts): each with its state,
// consent and confirmation, then a way to add the type the account lacks. It is the target of
// `#contacts` links (two-factor and others that need a confirmed contact).
import { useTranslation } from 'react-i18next';
import { Panel, Skeleton } from '@omad/ui';
import type { Contact, ContactPhoneSettings } from '@omad/contract/api';
import { CONTACTS_ANCHOR, useAnchorScroll } from '../../lib/contacts-anchor';
import { AddContact } from './add-contact';
import { ContactRow } from './contact-row';

type Props = Readonly<{
  contacts: readonly Contact[] | null;
  phoneSettings: ContactPhoneSettings | null;
  onChanged: () => void;
}>;

export const ContactsPanel = ({ contacts, phoneSettings, onChanged }: Props) => {
  const { t } = useTranslation('profile');
  useAnchorScroll(CONTACTS_ANCHOR, contacts !== null);
  const missing = (['email', 'phone'] as const).filter(
    (type) => contacts !== null && !contacts.some((contact) => contact.type === type),
  );
  return (
    <Panel id={CONTACTS_ANCHOR} aria-labelledby="profile-contacts" data-testid="contacts-panel">
      <h2 id="profile-contacts" className="omad-panel__title">
        {t('settings.contactsTitle')}
      </h2>
      {contacts === null ? (
        <Skeleton variant="block" height={120} />
      ) : (
        <ul className="omad-profile__list">
          {contacts.map((contact) => (
            // A changed state re-keys the row, so its local steps start over.
            <ContactRow
              key={`${contact.type}:${contact.contact}:${String(contact.is_confirmed)}`}
              contact={contact}
              onChanged={onChanged}
            />
          ))}
        </ul>
      )}
      {missing.map((type) => (
        <AddContact key={type} type={type} phoneSettings={phoneSettings} onAdded={onChanged} />
      ))}
    </Panel>
  );
};
