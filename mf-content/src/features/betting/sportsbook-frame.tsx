// The sportsbook's box: the same box holds the skeleton while the sportsbook is detected and
// its frame loads, with a line saying so, then the iframe fades in over it, so nothing on the
// page moves. Without a `src` (detection still running) only the skeleton is there. The
// frame's messages (a bet placed, a guest asking to sign in, a top-up) are taken only from
// its own window and origin (the contract's useFrameMessages) and answered by `messages`.
import { useRef, useState } from 'react';
import { frameSandboxFor } from '@omad/contract';
import { useFrameMessages, type FrameMessageHandlers } from '@omad/contract/remote';
import { Skeleton } from '@omad/ui';

export interface SportsbookFrameProps {
  /** The frame address; null while the sportsbook is being detected. */
  readonly src: string | null;
  /** Names the frame for assistive technology and the page's only heading. */
  readonly title: string;
  /** What the box says while the sportsbook loads. */
  readonly loadingText: string;
  /** data-testid of the box; none in the first screen the edge draws. */
  readonly testId?: string;
  /** What the page does with the frame's messages; none in the first screen (no frame there). */
  readonly messages?: FrameMessageHandlers;
}

const ignore = () => undefined;
const UNANSWERED: FrameMessageHandlers = {
  onRound: ignore,
  onInsufficientFunds: ignore,
  onNavigate: ignore,
};

export const SportsbookFrame = ({
  src,
  title,
  loadingText,
  testId,
  messages = UNANSWERED,
}: SportsbookFrameProps) => {
  const frame = useRef<HTMLIFrameElement>(null);
  // Remembered per address: a new address (another locale) shows the skeleton again.
  const [loadedSrc, setLoadedSrc] = useState<string | null>(null);
  const loaded = src !== null && loadedSrc === src;
  // The origin a message of the frame names (unless sandboxed); no window on the edge.
  const origin = src === null ? '' : new URL(src, window.location.href).origin;
  useFrameMessages(frame, origin, messages);
  return (
    <div className="omad-betting" aria-busy={!loaded} data-testid={testId}>
      <h1 className="omad-visually-hidden">{title}</h1>
      <div className="omad-betting__frame" data-state={loaded ? 'loaded' : 'loading'}>
        {!loaded && <Skeleton variant="block" className="omad-betting__skeleton" />}
        {!loaded && (
          <p className="omad-betting__loading" role="status">
            {loadingText}
          </p>
        )}
        {src !== null && (
          <iframe
            ref={frame}
            className="omad-betting__iframe"
            src={src}
            title={title}
            sandbox={frameSandboxFor(src, window.location.origin)}
            onLoad={() => setLoadedSrc(src)}
          />
        )}
      </div>
    </div>
  );
};
