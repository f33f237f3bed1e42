// /profile/settings: personal data, the fake name, and contacts. Each panel keeps what the
// player typed through any refusal; a read that fails offers a retry in its own place.
import { useTranslation } from 'react-i18next';
import { LoadFailed, Skeleton } from '@omad/ui';
import type { CmsClient } from '@omad/contract/cms';
import { useCmsRead, useLoad, useRemoteProps } from '@omad/contract/remote';
import { ProfileFrame } from '../../lib/profile-frame';
import { ContactsPanel } from './contacts-panel';
import { FakenamePanel } from './fakename-panel';
import { PersonalPanel } from './personal-panel';
import './settings.css';

const readForms = (cms: CmsClient) => cms.getFormsConfig();

export const SettingsPage = () => {
  const { t } = useTranslation('profile');
  const { api } = useRemoteProps();
  const forms = useCmsRead(readForms, 'forms-config');
  const personal = useLoad(
    () => Promise.all([api.account.getProfileInfo(), api.account.getPersonalDataFields()]),
    [api],
  );
  const phoneSettings = useLoad(() => api.account.getContactPhoneSettings(), [api]);
  const [profile, fields] = personal.data ?? [null, null];
  return (
    <ProfileFrame section="settings" title={t('title.settings')}>
      <div className="omad-profile__grid omad-profile-settings">
        {personal.state === 'error' ? <LoadFailed onRetry={personal.reload} /> : null}
        {personal.state === 'pending' ? (
          <Skeleton variant="block" height={520} data-testid="personal-skeleton" />
        ) : null}
        {profile && fields ? (
          <PersonalPanel
            definition={forms?.profileSettingsForm ?? null}
            platform={fields}
            profile={profile}
            onSaved={personal.reload}
          />
        ) : null}
        <div className="omad-profile__grid">
          <ContactsPanel
            contacts={profile?.contacts ?? null}
            phoneSettings={phoneSettings.data}
            onChanged={personal.reload}
          />
          <FakenamePanel />
        </div>
      </div>
    </ProfileFrame>
  );
};
