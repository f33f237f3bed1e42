// Social sign-in buttons from CMS auth-config (label and icon per service), for the
// sign-in and registration dialogs. A click stores the back-URL and opens the provider in
// a 640×480 popup, or in this window when the popup is blocked.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Icon, Skeleton } from '@omad/ui';
import { useRemoteProps } from '@omad/contract/remote';
import { startSocialSignIn, type TypeAuth } from './social-auth';
import { useSocialConfig } from './use-social-config';
import './social.css';

type Props = Readonly<{
  /** Sent to the provider as type_auth: which dialog the player started from. */
  typeAuth: TypeAuth;
}>;

export const SocialButtons = ({ typeAuth }: Props) => {
  const { t } = useTranslation('auth');
  const { localizePath } = useRemoteProps();
  const config = useSocialConfig();
  const [popupOpen, setPopupOpen] = useState(false);

  if (config === null) {
    return (
      <div className="omad-social" aria-hidden="true">
        <p className="omad-social__or">
          <span>{t('social.or')}</span>
        </p>
        <Skeleton variant="block" width="100%" height={44} />
        <Skeleton variant="block" width="100%" height={44} />
      </div>
    );
  }
  if (config.socialServices.length === 0) return null;
  return (
    <div className="omad-social" role="group" aria-label={t('social.group')}>
      <p className="omad-social__or" aria-hidden="true">
        <span>{t('social.or')}</span>
      </p>
      {config.socialServices.map(({ service, label, icon }) => (
        <Button
          key={service}
          variant="secondary"
          fullWidth
          data-service={service}
          iconStart={
            icon ? (
              <img src={icon} alt="" width={20} height={20} className="omad-social__icon" />
            ) : service === 'telegram' ? (
              <Icon name="telegram" size={20} />
            ) : null
          }
          onClick={() =>
            setPopupOpen(startSocialSignIn(service, typeAuth, localizePath('/')) === 'popup')
          }
        >
          {label}
        </Button>
      ))}
      <p className="omad-social__hint" role="status">
        {popupOpen ? t('social.popupHint') : ''}
      </p>
    </div>
  );
};
