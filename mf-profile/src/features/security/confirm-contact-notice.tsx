// Said when two-factor cannot change because the player has no confirmed contact (the
// platform's UserNeedConfirmContactException): codes only go to confirmed contacts, so the
// way out is the contacts part of the settings.
import { useTranslation } from 'react-i18next';
import { Button, Notice } from '@omad/ui';
import { usePageLink } from '@omad/contract/remote';
import { CONTACTS_ANCHOR } from '../../lib/contacts-anchor';

export const ConfirmContactNotice = () => {
  const { t } = useTranslation('profile');
  const linkTo = usePageLink();
  return (
    <div className="omad-profile__form" role="alert" data-testid="two-factor-need-contact">
      <Notice tone="warning">{t('security.needContact')}</Notice>
      <div className="omad-profile__actions">
        <Button variant="secondary" {...linkTo(`/profile/settings#${CONTACTS_ANCHOR}`)}>
          {t('security.toContacts')}
        </Button>
      </div>
    </div>
  );
};
