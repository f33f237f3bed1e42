// ./account-services: the headless slot the shell mounts while a player is signed in. It
// draws nothing until it must, then opens, in this remote's own tree (so its hooks and texts
// work), the dialogs of spec section 2 that any page may call for: fill-profile-info when a
// call answered UserNeedProfileDataException (to the settings with the missing fields marked,
// and back), identity verification when one answered SumsubVerificationRequiredException, and
// the reality check at the player's interval, and the unseen-cashback popup once per
// cashback.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button, Dialog } from '@omad/ui';
import { Events, splitLocale } from '@omad/contract';
import { createRemoteApp, useRemoteProps } from '@omad/contract/remote';
import { VerificationFlow } from '../features/verification/verification-flow';
import { ru } from '../i18n/ru';
import { uz } from '../i18n/uz';
import { RealityCheckDialog } from './reality-check-dialog';
import { UnseenCashbackDialog } from './unseen-cashback-dialog';
import { useUnseenCashback } from './use-unseen-cashback';
import { useRealityCheck } from './use-reality-check';
import '../lib/profile.css';

type Open =
  | Readonly<{ kind: 'profile'; fields: readonly string[] }>
  | Readonly<{ kind: 'verification' }>
  | null;

/** Where the player is now, locale-free, to come back to after the settings. */
const currentPath = (): string => {
  const { path } = splitLocale(window.location.pathname);
  return `${path}${window.location.search}`;
};

const FillProfileDialog = ({
  fields,
  onClose,
}: Readonly<{ fields: readonly string[]; onClose: () => void }>) => {
  const { t } = useTranslation('profile');
  const navigate = useNavigate();
  const names = fields.map((name) => t(`fields.${name}`, { defaultValue: name }));
  const go = () => {
    const query = new URLSearchParams({ back: currentPath() });
    if (fields.length > 0) query.set('need', fields.join(','));
    onClose();
    void navigate(`/profile/settings?${query.toString()}`);
  };
  return (
    <Dialog
      open
      variant="confirm"
      title={t('fillProfile.title')}
      closeLabel={t('common.close')}
      onClose={onClose}
    >
      <div className="omad-profile__form" data-testid="fill-profile-dialog">
        <p>{t('fillProfile.text', { fields: names.join(', ') || t('title.settings') })}</p>
        <div className="omad-profile__actions">
          <Button onClick={go} data-autofocus>
            {t('fillProfile.go')}
          </Button>
          <Button variant="secondary" onClick={onClose}>
            {t('fillProfile.later')}
          </Button>
        </div>
      </div>
    </Dialog>
  );
};

const VerificationDialog = ({ onClose }: Readonly<{ onClose: () => void }>) => {
  const { t } = useTranslation('profile');
  return (
    <Dialog
      open
      variant="popup"
      title={t('verification.requiredTitle')}
      closeLabel={t('common.close')}
      onClose={onClose}
    >
      <div className="omad-profile__form" data-testid="verification-dialog">
        <p className="omad-profile__hint">{t('verification.requiredText')}</p>
        <VerificationFlow compact />
      </div>
    </Dialog>
  );
};

export const AccountServices = () => {
  const { bus } = useRemoteProps();
  const [open, setOpen] = useState<Open>(null);
  const reality = useRealityCheck();
  const unseen = useUnseenCashback();

  useEffect(() => {
    const onProfile = ({ fields }: Readonly<{ fields: readonly string[] }>) =>
      setOpen((current) => current ?? { kind: 'profile', fields });
    const onVerification = () => setOpen((current) => current ?? { kind: 'verification' });
    bus.on(Events.NeedsProfile, onProfile);
    bus.on(Events.NeedsVerification, onVerification);
    return () => {
      bus.off(Events.NeedsProfile, onProfile);
      bus.off(Events.NeedsVerification, onVerification);
    };
  }, [bus]);

  const close = () => setOpen(null);
  return (
    <>
      <span
        hidden
        data-reality-check={reality.state}
        data-account-dialog={open?.kind ?? 'none'}
        data-unseen-cashback={unseen.checked ? (unseen.cashback ? 'shown' : 'none') : 'pending'}
      />
      {open?.kind === 'profile' ? <FillProfileDialog fields={open.fields} onClose={close} /> : null}
      {open?.kind === 'verification' ? <VerificationDialog onClose={close} /> : null}
      {!open && reality.summary ? (
        <RealityCheckDialog summary={reality.summary} onContinue={reality.dismiss} />
      ) : null}
      {!open && !reality.summary && unseen.cashback ? (
        <UnseenCashbackDialog cashback={unseen.cashback} onClose={unseen.dismiss} />
      ) : null}
    </>
  );
};

export const { bootstrap, mount, unmount, update } = createRemoteApp({
  namespace: 'profile',
  resources: { uz, ru },
  root: AccountServices,
});
