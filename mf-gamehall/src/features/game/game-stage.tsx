// What the game's stage shows when it shows no frame: the skeleton of the frame's box while
// the page decides what to play, and "cannot start" for a game the platform gives no frame
// address for. Both fill the stage, so nothing moves when the frame takes their place.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorRegion, Skeleton } from '@omad/ui';
import './game-page.css';

export const GameStageSkeleton = ({ label }: Readonly<{ label: string }>) => (
  <div className="omad-gh-game__frame" aria-busy="true" data-testid="game-stage-skeleton">
    <Skeleton variant="block" className="omad-gh-game__frame-skeleton" />
    <p className="omad-gh-game__loading" role="status">
      {label}
    </p>
  </div>
);

/** The bar's heading once the game is known: its name, then its provider's. */
export const GameHeading = ({ name, provider }: Readonly<{ name: string; provider: string }>) => (
  <>
    <h1 className="omad-gh-game__name">{name}</h1>
    <span className="omad-gh-game__provider">{provider}</span>
  </>
);

/**
 * The game page while it decides what to play: the bar, with the heading given (skeleton
 * lines, or the game's name on the edge's first screen), over the frame's place.
 */
export const GamePlaySkeleton = ({
  heading,
  loadingLabel,
}: Readonly<{ heading: ReactNode; loadingLabel: string }>) => (
  <div className="omad-gh-game__play">
    <div className="omad-gh-game__bar">
      <div className="omad-gh-game__heading">{heading}</div>
      <div className="omad-gh-game__controls" aria-hidden="true">
        <Skeleton variant="block" width={200} height={44} className="omad-gh-mode" />
        <Skeleton variant="block" width={44} height={44} />
      </div>
    </div>
    <div className="omad-gh-game__stage">
      <GameStageSkeleton label={loadingLabel} />
    </div>
  </div>
);

export const GameStageMessage = ({ onRetry }: Readonly<{ onRetry: () => void }>) => {
  const { t } = useTranslation();
  return (
    <div className="omad-gh-game__center" data-testid="game-frame-failed">
      <ErrorRegion
        title={t('gamePage.startFailed')}
        description={t('gamePage.startFailedText')}
        onRetry={onRetry}
      />
    </div>
  );
};

/** Four corners pointing out: the kit has no full-screen icon. */
export const FullscreenIcon = () => (
  <svg
    xmlns="http://www.w3.org/2000/svg"
    viewBox="0 0 24 24"
    width={20}
    height={20}
    fill="none"
    stroke="currentColor"
    strokeWidth={2}
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
    focusable="false"
  >
    <path d="M4 9V4h5M15 4h5v5M20 15v5h-5M9 20H4v-5" />
  </svg>
);
