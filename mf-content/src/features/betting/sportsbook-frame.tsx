// The sportsbook's box: the same box holds the skeleton while the sportsbook is detected and
// its frame loads, with a line saying so, then the iframe fades in over it, so nothing on the
// page moves. Without a `src` (detection still running) only the skeleton is there.
import { useState } from 'react';
import { frameSandboxFor } from '@omad/contract';
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
}

export const SportsbookFrame = ({ src, title, loadingText, testId }: SportsbookFrameProps) => {
  // Remembered per address: a new address (another locale) shows the skeleton again.
  const [loadedSrc, setLoadedSrc] = useState<string | null>(null);
  const loaded = src !== null && loadedSrc === src;
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
