// Loyalty notices as toasts: the trigger of spec section 4 (first click, double click or
// touch, then every path change) wired to the page, the session and the shell's toasts.
// The hook says whether it is waiting for that first interaction or already fetching.
import { useEffect, useRef, useState } from 'react';
import { Events, isNotificationSoundOn, playNotificationChime } from '@omad/contract';
import { NOTIFICATION_SOUND_VOLUME, TOAST_DURATION_MS } from '@omad/contract/format';
import { useRemoteProps } from '@omad/contract/remote';
import { createNoticeTrigger, type NoticeTrigger } from './notice-trigger';
import { showNotices } from './show-notices';

const INTERACTIONS = ['click', 'dblclick', 'touchstart'] as const;

/** `starting` until the page's interactions are listened to, then `waiting` for the first. */
export type NoticesStatus = 'starting' | 'waiting' | 'interacted';

export const useNotices = (): NoticesStatus => {
  const { api, bus, cms, session, toast, location } = useRemoteProps();
  const [status, setStatus] = useState<NoticesStatus>('starting');
  const trigger = useRef<NoticeTrigger | null>(null);
  const durationMs = useRef(TOAST_DURATION_MS);
  const soundVolume = useRef(NOTIFICATION_SOUND_VOLUME);
  const latestToast = useRef(toast);
  latestToast.current = toast;
  const initialPath = useRef(location.pathname);

  useEffect(() => {
    cms
      .getConfig()
      .then((config) => {
        durationMs.current = config.notifications.toastDurationMs;
        soundVolume.current = config.notifications.soundVolume;
      })
      .catch((error: unknown) => console.warn('[mf-content] notice duration unavailable', error));
  }, [cms]);

  useEffect(() => {
    const notices = createNoticeTrigger(initialPath.current, () => {
      showNotices({
        isSignedIn: () => session.getState().authenticated,
        fetchNotices: () => api.loyalty.getNotifications(),
        toast: (request) => latestToast.current(request),
        durationMs: () => durationMs.current,
        chime: () => {
          if (isNotificationSoundOn()) playNotificationChime(soundVolume.current);
        },
      }).catch((error: unknown) => console.warn('[mf-content] notices unavailable', error));
    });
    trigger.current = notices;
    const options = { capture: true, passive: true } as const;
    const onInteraction = () => {
      notices.interacted();
      setStatus('interacted');
      for (const type of INTERACTIONS) document.removeEventListener(type, onInteraction, options);
    };
    for (const type of INTERACTIONS) document.addEventListener(type, onInteraction, options);
    setStatus((current) => (current === 'starting' ? 'waiting' : current));
    const onSignedIn = () => notices.refresh();
    bus.on(Events.SignedIn, onSignedIn);
    return () => {
      trigger.current = null;
      for (const type of INTERACTIONS) document.removeEventListener(type, onInteraction, options);
      bus.off(Events.SignedIn, onSignedIn);
    };
  }, [api, bus, session]);

  useEffect(() => trigger.current?.navigated(location.pathname), [location.pathname]);
  return status;
};
