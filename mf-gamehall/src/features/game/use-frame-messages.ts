// What the game frame may tell the page with postMessage. A message counts only when it
// comes from this page's own game frame (its contentWindow) and from the frame's origin, or
// 'null' for a sandboxed frame of the site's own origin. Then: a round ended, so the header
// balance is refetched; a real bet did not fit, so a deposit is offered; or the spec's
// checkIframe asks to open a page, which only the contract's gate decides (site paths only).
import { useEffect, useEffectEvent, type RefObject } from 'react';
import { frameNavigationTarget } from '@omad/contract';
import { GameFrameMessage, gameFrameMessageOf } from '@omad/contract/api';

export type FrameMessageHandlers = Readonly<{
  onRound: () => void;
  onInsufficientFunds: () => void;
  /** A site path (with its locale prefix) the frame asked the page to open. */
  onNavigate: (path: string) => void;
}>;

/** The origins a message of the frame at `frameOrigin` may carry. */
export const acceptedOrigins = (frameOrigin: string): readonly string[] => [frameOrigin, 'null'];

export const useFrameMessages = (
  frame: RefObject<HTMLIFrameElement | null>,
  frameOrigin: string,
  handlers: FrameMessageHandlers,
): void => {
  const onMessage = useEffectEvent((event: MessageEvent) => {
    const own = frame.current?.contentWindow;
    if (!own || event.source !== own) return;
    const origins = acceptedOrigins(frameOrigin);
    if (!origins.includes(event.origin)) return;
    const type = gameFrameMessageOf(event.data);
    if (type === GameFrameMessage.Round) handlers.onRound();
    else if (type === GameFrameMessage.InsufficientFunds) handlers.onInsufficientFunds();
    else {
      const target = frameNavigationTarget(
        { origin: event.origin, data: event.data },
        window.location.origin,
        origins,
      );
      if (target !== null) handlers.onNavigate(target);
    }
  });
  useEffect(() => {
    const listener = (event: MessageEvent) => onMessage(event);
    window.addEventListener('message', listener);
    return () => window.removeEventListener('message', listener);
  }, []);
};
