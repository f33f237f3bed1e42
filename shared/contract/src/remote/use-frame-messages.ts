// What a game or sportsbook frame may tell the page with postMessage (GameFrameMessage), and
// the spec's checkIframe. A message counts only when it comes from this page's own frame
// (its contentWindow) and from the frame's origin, or 'null' for a sandboxed frame of the
// site's own origin. A page to open is only what the contract's gate allows (site paths
// only). Written once for every remote that frames another party (mf-gamehall, mf-content).
import { useEffect, useEffectEvent, type RefObject } from 'react';
import { GameFrameMessage, gameFrameMessageOf } from '../api/games';
import { frameNavigationTarget } from '../safe-url';

/** What the page does with each message of its frame. */
export type FrameMessageHandlers = Readonly<{
  /** A round ended or a bet moved money: the balance is worth reading again. */
  onRound: () => void;
  /** A real-money bet did not fit the balance. */
  onInsufficientFunds: () => void;
  /** A site path (with its locale prefix) the frame asked the page to open. */
  onNavigate: (path: string) => void;
  /** A guest tapped something that needs an account; ignored when absent. */
  onSignIn?: () => void;
  /** The player asked to top up from inside the frame; ignored when absent. */
  onDeposit?: () => void;
}>;

/** The origins a message of the frame at `frameOrigin` may carry. */
export const acceptedOrigins = (frameOrigin: string): readonly string[] => [frameOrigin, 'null'];

/**
 * Listens to the messages of the iframe in `frame`, loaded from `frameOrigin`, for as long as
 * the component is mounted; the latest `handlers` answer them.
 */
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
    else if (type === GameFrameMessage.SignIn) handlers.onSignIn?.();
    else if (type === GameFrameMessage.Deposit) handlers.onDeposit?.();
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
