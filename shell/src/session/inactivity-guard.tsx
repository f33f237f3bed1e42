// Shows the inactivity warning with its countdown and signs the player out at the end.
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import { Button, Dialog } from '@omad/ui';
import type { SessionStore } from '@omad/contract';
import {
  ACTIVITY_EVENTS,
  createInactivityTimer,
  type InactivityPhase,
  type InactivityTimer,
} from './inactivity';

export const InactivityGuard = ({ session }: Readonly<{ session: SessionStore }>) => {
  const { t } = useTranslation('shell');
  const authenticated = useStore(session, (state) => state.authenticated);
  const timeoutS = useStore(session, (state) => state.generalInfo?.time_to_force_logout ?? 0);
  const [phase, setPhase] = useState<InactivityPhase>({ kind: 'active' });
  const timer = useRef<InactivityTimer | null>(null);
  const location = useLocation();

  useEffect(() => {
    if (!authenticated || timeoutS <= 0) return undefined;
    const current = createInactivityTimer(timeoutS * 1000, (next) => {
      setPhase(next);
      if (next.kind === 'expired') void session.signOut();
    });
    timer.current = current;
    const onActivity = () => current.reset();
    for (const name of ACTIVITY_EVENTS)
      window.addEventListener(name, onActivity, { passive: true, capture: true });
    return () => {
      current.stop();
      timer.current = null;
      for (const name of ACTIVITY_EVENTS)
        window.removeEventListener(name, onActivity, { capture: true });
    };
  }, [authenticated, timeoutS, session]);

  useEffect(() => {
    timer.current?.reset();
  }, [location.pathname]);

  if (phase.kind !== 'warning') return null;
  return (
    <Dialog
      open
      variant="confirm"
      closable={false}
      onClose={() => timer.current?.reset()}
      title={t('inactivity.title')}
      footer={
        <>
          <Button variant="ghost" onClick={() => void session.signOut()}>
            {t('inactivity.signOut')}
          </Button>
          <Button onClick={() => timer.current?.reset()}>{t('inactivity.stay')}</Button>
        </>
      }
    >
      <p data-testid="inactivity-countdown">
        {t('inactivity.description', { seconds: phase.secondsLeft })}
      </p>
    </Dialog>
  );
};
