// A tap on the first frame's menu or language button, made before the shell took the frame
// over, is not lost: the starter (@omad/build's start-after-paint) records the button's
// intent on the root element, and the shell's layout taps its own button with the same
// intent once it is drawn.
import { useEffect } from 'react';
import { INTENT_ATTRIBUTE, PENDING_INTENT_ATTRIBUTE } from '@omad/build/start-after-paint';

/** Taps the button whose intent the first frame recorded, once; nothing when none was. */
export const replayPendingIntent = (doc: Document = document): void => {
  const root = doc.documentElement;
  const intent = root.getAttribute(PENDING_INTENT_ATTRIBUTE);
  if (intent === null) return;
  root.removeAttribute(PENDING_INTENT_ATTRIBUTE);
  const button = [...doc.querySelectorAll<HTMLElement>(`[${INTENT_ATTRIBUTE}]`)].find(
    (element) => element.getAttribute(INTENT_ATTRIBUTE) === intent,
  );
  button?.click();
};

/** Replays the first frame's pending tap after the layout's first commit. */
export const useReplayPendingIntent = (): void => {
  useEffect(() => replayPendingIntent(), []);
};

/** The props that name a button's intent, for the first frame and the shell alike. */
export const intentProps = (intent: string) => ({ [INTENT_ATTRIBUTE]: intent });
