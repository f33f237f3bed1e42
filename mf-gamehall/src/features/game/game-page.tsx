// The game page, at /game/:sysname, /platform/game/:sysname/:mode and
// /platform/game/custom/:name/:mode (mode play or demo; spec section 2). It reads the game
// by system name (a custom game's name is its system name to the catalogue); an unknown
// game or mode is the shell's 404. The shell gives the page its canonical address (the
// platform path with play) from its route table; the page sets title and description.
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { platformGamePath, type GameAddress } from '@omad/contract/seo';
import { LoadFailed, Skeleton } from '@omad/ui';
import { pathModeOf, type PlayMode } from './game-frame-url';
import { GamePlaySkeleton } from './game-stage';
import { GameView } from './game-view';
import { useGame } from './use-game';
import './game-page.css';

const GameSkeleton = () => {
  const { t } = useTranslation();
  return (
    <div className="omad-gh-game" data-testid="game-skeleton">
      <GamePlaySkeleton
        heading={
          <>
            <Skeleton variant="text" width={180} />
            <Skeleton variant="text" width={100} />
          </>
        }
        loadingLabel={t('gamePage.loading')}
      />
    </div>
  );
};

export const GamePage = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const params = useParams();
  const custom = params.name;
  const sysname = params.sysname ?? custom ?? null;
  const mode = params.mode;
  const knownMode = mode === undefined || mode === 'play' || mode === 'demo';
  const requested: PlayMode = mode === 'demo' ? 'demo' : 'real';
  const { game, missing, reload } = useGame(knownMode ? sysname : null);

  const onModeChosen = useCallback(
    (chosen: PlayMode) => {
      if (mode === undefined || sysname === null) return;
      const address: GameAddress = custom !== undefined ? { custom } : { sysname };
      void navigate(platformGamePath(address, pathModeOf(chosen)), { replace: true });
    },
    [custom, mode, navigate, sysname],
  );

  // The shell draws its not-found page (page:error 404).
  if (missing) return null;
  if (game.data) {
    return (
      <GameView
        game={game.data}
        requested={requested}
        onModeChosen={mode === undefined ? undefined : onModeChosen}
        onReload={reload}
      />
    );
  }
  if (game.isError) {
    return (
      <div className="omad-gh-game omad-gh-game--failed">
        <LoadFailed
          title={t('gamePage.loadFailed')}
          description={t('gamePage.loadFailedText')}
          onRetry={() => void game.refetch()}
        />
      </div>
    );
  }
  return <GameSkeleton />;
};
