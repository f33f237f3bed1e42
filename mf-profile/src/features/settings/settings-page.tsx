// /profile/settings: personal data, the fake name, and contacts. Each panel keeps what the
// player typed through any refusal; a read that fails offers a retry in its own place.
import { useTranslation } from 'react-i18next';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { LoadFailed, Skeleton } from '@omad/ui';
import { invalidatePlatform, platformQuery, useCms, useRemoteProps } from '@omad/contract/remote';
import { ProfileFrame } from '../../lib/profile-frame';
import { ContactsPanel } from './contacts-panel';
import { FakenamePanel } from './fakename-panel';
import { PersonalPanel } from './personal-panel';
import './settings.css';

export const SettingsPage = () => {
  const { t } = useTranslation('profile');
  const { api } = useRemoteProps();
  const queryClient = useQueryClient();
  const forms = useCms('getFormsConfig');
  // The profile and which of its fields the player may edit are shown together.
  const profileRead = useQuery(platformQuery(api, 'account.getProfileInfo'));
  const fieldsRead = useQuery(platformQuery(api, 'account.getPersonalDataFields'));
  const phoneSettings = useQuery(platformQuery(api, 'account.getContactPhoneSettings'));
  const both = profileRead.data && fieldsRead.data;
  const profile = both ? profileRead.data : null;
  const fields = both ? fieldsRead.data : null;
  const retry = () => {
    void profileRead.refetch();
    void fieldsRead.refetch();
  };
  const saved = () =>
    void invalidatePlatform(queryClient, 'account.getProfileInfo', 'account.getPersonalDataFields');
  const contactsChanged = () => void invalidatePlatform(queryClient, 'account.getProfileInfo');
  return (
    <ProfileFrame section="settings" title={t('title.settings')}>
      <div className="omad-profile__grid omad-profile-settings">
        {profileRead.isError || fieldsRead.isError ? <LoadFailed onRetry={retry} /> : null}
        {!profileRead.isError &&
        !fieldsRead.isError &&
        (profileRead.isPending || fieldsRead.isPending) ? (
          <Skeleton variant="block" height={520} data-testid="personal-skeleton" />
        ) : null}
        {profile && fields ? (
          <PersonalPanel
            definition={forms?.profileSettingsForm ?? null}
            platform={fields}
            profile={profile}
            onSaved={saved}
          />
        ) : null}
        <div className="omad-profile__grid">
          <ContactsPanel
            contacts={profile?.contacts ?? null}
            phoneSettings={phoneSettings.data ?? null}
            onChanged={contactsChanged}
          />
          <FakenamePanel />
        </div>
      </div>
    </ProfileFrame>
  );
};
