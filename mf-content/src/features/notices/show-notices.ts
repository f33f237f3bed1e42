// Fetches the signed-in player's loyalty notices and shows each as a toast 300 ms later
// (spec section 9): type 'credit' as a success, anything else as an error, with one chime
// at the CMS's volume (0.5 by default) where the player has the sound on. Guests have none,
// so nothing is asked for them.
import type { ToastRequest } from '@omad/contract';
import type { LoyaltyNotification } from '@omad/contract/api';
import { TOAST_DELAY_MS } from '@omad/contract/format';

export type NoticeDeps = Readonly<{
  isSignedIn: () => boolean;
  fetchNotices: () => Promise<readonly LoyaltyNotification[]>;
  toast: (request: ToastRequest) => void;
  /** The toast duration from CMS config (notifications.toastDurationMs). */
  durationMs: () => number;
  /** Plays the notification sound at the CMS's volume where the player has it on. */
  chime: () => void;
  schedule?: (run: () => void, delayMs: number) => void;
}>;

/** The toast's line: the notice's title and message. */
export const noticeText = ({ title, message }: LoyaltyNotification): string =>
  [title.trim(), message.trim()].filter(Boolean).join(' — ');

export const showNotices = async ({
  isSignedIn,
  fetchNotices,
  toast,
  durationMs,
  chime,
  schedule = (run, delayMs) => void setTimeout(run, delayMs),
}: NoticeDeps): Promise<void> => {
  if (!isSignedIn()) return;
  const notices = await fetchNotices();
  if (notices.length === 0) return;
  schedule(() => {
    for (const notice of notices) {
      toast({
        kind: notice.type === 'credit' ? 'success' : 'error',
        message: noticeText(notice),
        durationMs: durationMs(),
      });
    }
    chime();
  }, TOAST_DELAY_MS);
};
