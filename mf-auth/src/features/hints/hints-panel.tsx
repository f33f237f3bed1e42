// The post-registration hints of a signed-in player (spec section 4): "make a deposit" for
// 2 hours after registering until the first deposit, and "confirm your contact" for 5 days
// unless a confirmation was sent. Rendered in a fixed corner outside the header (the
// header's backdrop filter would otherwise trap fixed positioning), so nothing shifts.
import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '@omad/ui';
import { useRemoteProps, useSession } from '@omad/contract/remote';
import { isEmail, isPhone } from '@omad/contract/validation';
import { sendConfirmation } from '../../lib/hints/confirm-email';
import { HintCard } from './hint-card';
import { reloadHintMemory, useHintMemory } from '../../lib/hints/hint-storage';
import {
  confirmHintUntil,
  hasDeposited,
  isConfirmHintVisible,
  isRegistrationHintVisible,
  msUntilNextChange,
} from '../../lib/hints/hints';
import { useContactConfirmed, useHintContent } from './use-hint-content';
import './hints.css';

type HintName = 'registration' | 'confirm';

export const Hints = () => {
  const { t } = useTranslation('auth');
  const { api, toast, localizePath } = useRemoteProps();
  const navigate = useNavigate();
  const account = useSession((state) => (state.authenticated ? state.account : null));
  const memory = useHintMemory((state) => state);
  const content = useHintContent(account !== null);
  const [now, setNow] = useState(() => Date.now());
  const [dismissed, setDismissed] = useState<readonly HintName[]>([]);
  const [sending, setSending] = useState(false);

  const login = account?.login ?? '';
  const contact = isEmail(login) || isPhone(login) ? login : null;
  const registeredAt = account?.reg_time ? account.reg_time * 1000 : null;
  const registrationUntil =
    account && memory.registrationHint?.uid === account.uid ? memory.registrationHint.until : null;
  const confirmUntil = contact ? confirmHintUntil(registeredAt) : null;
  const confirmTiming = {
    now,
    registeredAt: contact ? registeredAt : null,
    confirmSent: contact !== null && memory.confirmSent === contact,
  };
  const contactConfirmed = useContactConfirmed(
    contact,
    isConfirmHintVisible({ ...confirmTiming, contactConfirmed: false }),
  );

  // The clock is read again when the player or a stored hint changes (a registration
  // happens long after this widget mounted), then when the next hint ends.
  const uid = account?.uid;
  useEffect(() => setNow(Date.now()), [uid, registeredAt, registrationUntil]);
  // Re-render when the next hint ends, and when another tab records a sent confirmation.
  useEffect(() => {
    const delay = msUntilNextChange(now, [registrationUntil, confirmUntil]);
    if (delay === null) return undefined;
    const timer = window.setTimeout(() => setNow(Date.now()), delay + 50);
    return () => window.clearTimeout(timer);
  }, [now, registrationUntil, confirmUntil]);
  useEffect(() => {
    window.addEventListener('storage', reloadHintMemory);
    return () => window.removeEventListener('storage', reloadHintMemory);
  }, []);

  if (!account) return null;
  const dismiss = (name: HintName) => setDismissed((current) => [...current, name]);
  const showRegistration =
    content.registration !== null &&
    !dismissed.includes('registration') &&
    isRegistrationHintVisible({
      now,
      until: registrationUntil,
      hasDeposited: hasDeposited(),
      isEnabled: content.registration.isEnabled,
    });
  const showConfirm =
    content.confirm !== null &&
    !dismissed.includes('confirm') &&
    isConfirmHintVisible({ ...confirmTiming, contactConfirmed });
  if (!showRegistration && !showConfirm) return null;

  const confirm = () => {
    if (!contact) return;
    setSending(true);
    sendConfirmation(api, contact)
      .then(() => toast({ kind: 'success', message: t('hints.sent', { contact }) }))
      .catch(() => toast({ kind: 'error', message: t('hints.sendFailed') }))
      .finally(() => setSending(false));
  };
  const depositPath = localizePath('/cashier/deposit');

  return createPortal(
    <section className="omad-hints" aria-label={t('hints.region')}>
      {showRegistration && content.registration ? (
        <HintCard
          testId="registration-hint"
          icon="gift"
          title={content.registration.title}
          text={content.registration.text}
          dismissLabel={t('hints.dismiss')}
          onDismiss={() => dismiss('registration')}
          action={
            <Button
              size="sm"
              href={depositPath}
              onClick={(event) => {
                event.preventDefault();
                navigate('/cashier/deposit');
              }}
            >
              {content.registration.buttonTitle}
            </Button>
          }
        />
      ) : null}
      {showConfirm && content.confirm ? (
        <HintCard
          testId="confirm-hint"
          icon="info"
          title={content.confirm.title}
          text={content.confirm.text}
          dismissLabel={t('hints.dismiss')}
          onDismiss={() => dismiss('confirm')}
          action={
            <Button size="sm" variant="secondary" loading={sending} onClick={confirm}>
              {content.confirm.buttonTitle}
            </Button>
          }
        />
      ) : null}
    </section>,
    document.body,
  );
};
