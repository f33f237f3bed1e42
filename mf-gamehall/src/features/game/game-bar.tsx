// The bar above the game: its name and provider, then real or demo (when the game has a
// demo), the favourite toggle and, where the CMS allows it here, full screen.
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import type { Game } from '@omad/contract/api';
import { useRemoteProps } from '@omad/contract/remote';
import { IconButton } from '@omad/ui';
import { favouritesOf, useFavourite } from '../../lib/favourites';
import type { PlayMode } from './game-frame-url';
import { FullscreenIcon, GameHeading } from './game-stage';
import { ModeSwitch } from './mode-switch';

type Props = Readonly<{
  game: Game;
  name: string;
  provider: string;
  /** The mode shown as chosen; null hides the switch. */
  mode: PlayMode | null;
  onMode: (mode: PlayMode) => void;
  demoLabel: string | null;
  /** Null hides the full-screen button. */
  onFullscreen: (() => void) | null;
  /** The full-screen button, which gets focus back when full screen ends. */
  fullscreenRef?: Ref<HTMLButtonElement>;
}>;

export const GameBar = ({
  game,
  name,
  provider,
  mode,
  onMode,
  demoLabel,
  onFullscreen,
  fullscreenRef,
}: Props) => {
  const { t } = useTranslation();
  const favourites = favouritesOf(useRemoteProps());
  const { liked, busy } = useFavourite(game.sysname);
  return (
    <div className="omad-gh-game__bar">
      <div className="omad-gh-game__heading">
        <GameHeading name={name} provider={provider} />
      </div>
      <div className="omad-gh-game__controls">
        {mode ? <ModeSwitch value={mode} onChange={onMode} demoLabel={demoLabel} /> : null}
        <IconButton
          icon="heart"
          variant="secondary"
          className="omad-gh-game__favourite"
          aria-label={t('gamePage.favourite')}
          aria-pressed={liked}
          aria-busy={busy || undefined}
          onClick={() => void favourites.toggle(game.sysname)}
        />
        {onFullscreen ? (
          <IconButton
            ref={fullscreenRef}
            icon={<FullscreenIcon />}
            variant="secondary"
            aria-label={t('gamePage.fullscreen.enter')}
            onClick={onFullscreen}
          />
        ) : null}
      </div>
    </div>
  );
};
