// One game, loaded: the bar (name, provider, real/demo, favourite, full screen), the stage
// (the frame, or what stands in for it: a skeleton, the guest's offer, the deposit offer)
// and, below, the game's details and similar games. See play-plan.ts for who plays what.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import type { Game } from '@omad/contract/api';
import { usePageSeo, useRemoteProps, useSession } from '@omad/contract/remote';
import { gameSeo } from './game-seo';
import { IconButton } from '@omad/ui';
import { useProviderNames } from '../../lib/catalogue';
import { tileOf } from '../../lib/game-fields';
import { EmptyBalancePanel, InsufficientFundsAlert } from './deposit-offer';
import { GameFrame } from './game-frame';
import { gameFrameUrl, type PlayMode } from './game-frame-url';
import { GameInfo } from './game-info';
import { GameBar } from './game-bar';
import { GameStageMessage, GameStageSkeleton } from './game-stage';
import { DemoModeDialog, GuestPanel } from './guest-prompt';
import { currentLaunchContext, fullscreenAllowed } from './launch-context';
import { playPlanOf } from './play-plan';
import { SimilarGames } from './similar-games';
import { useFullscreen } from './use-fullscreen';
import { useGameSettings } from './use-game-settings';
import { useRealFunds } from './use-real-funds';
import { useRoundRefresh } from './use-round-refresh';

type Props = Readonly<{
  game: Game;
  /** The mode the address asks for (real unless it is a /demo platform path). */
  requested: PlayMode;
  /** Puts a chosen mode into the address (platform paths carry it). */
  onModeChosen?: (mode: PlayMode) => void;
  /** Reads the game again (a game without a frame address). */
  onReload: () => void;
}>;

export const GameView = ({ game, requested, onModeChosen, onReload }: Props) => {
  const { t } = useTranslation();
  const { locale, navigator } = useRemoteProps();
  const location = useLocation();
  const settings = useGameSettings();
  const providerName = useProviderNames();
  // Known once answered; a later refresh (after sign-in, say) does not unmount the frame.
  const sessionKnown = useSession(
    (state) => state.status === 'success' || state.status === 'error' || state.account !== null,
  );
  const authenticated = useSession((state) => state.authenticated);
  const tile = tileOf(game);
  const provider = tile.provider ? providerName(tile.provider) : '';
  const [chosen, setChosen] = useState({ for: requested, mode: requested });
  const pageUrl = window.location.href;
  const plan = playPlanOf({
    sessionKnown,
    authenticated,
    settings,
    game,
    hasDemoFrame: gameFrameUrl(game.launch_url, 'demo', locale, pageUrl) !== null,
    chosen: chosen.for === requested ? chosen.mode : requested,
  });
  const frameMode: PlayMode | null =
    plan.kind === 'player' ? plan.mode : plan.kind === 'guest' && plan.canDemo ? 'demo' : null;
  const realPlay = plan.kind === 'player' && plan.mode === 'real';
  const funds = useRealFunds(realPlay);
  const src = frameMode ? gameFrameUrl(game.launch_url, frameMode, locale, pageUrl) : null;
  const [shortOfFunds, setShortOfFunds] = useState(false);
  const [offerOpen, setOfferOpen] = useState(false);
  const [launchContext] = useState(currentLaunchContext);
  const stage = useRef<HTMLDivElement>(null);
  const fullscreen = useFullscreen(stage);
  const enterFullscreen = useRef<HTMLButtonElement>(null);
  const exitFullscreen = useRef<HTMLButtonElement>(null);
  const wasFullscreen = useRef(false);
  useEffect(() => {
    // Focus follows the stage: onto its exit button, then back to the button that opened it.
    const now = fullscreen.mode !== 'off';
    if (now) exitFullscreen.current?.focus();
    else if (wasFullscreen.current) enterFullscreen.current?.focus();
    wasFullscreen.current = now;
  }, [fullscreen.mode]);
  const refreshBalance = useRoundRefresh();

  // #real asks a guest to register: the shell opens that dialog and goes home when it closes
  // without a session (use-query-flags.ts), once mf-auth's dialog listens.
  const hashReal = location.hash === '#real';
  // A guest at a game without demo is offered registration at once (not over #real's).
  const offerOnArrival = plan.kind === 'guest' && !plan.canDemo && !hashReal;
  useEffect(() => {
    if (offerOnArrival) setOfferOpen(true);
  }, [offerOnArrival, game.sysname]);

  usePageSeo(gameSeo(t, tile, provider));

  const choose = (mode: PlayMode) => {
    if (plan.kind === 'guest') {
      if (mode === 'real') setOfferOpen(true);
      return;
    }
    setChosen({ for: requested, mode });
    setShortOfFunds(false);
    onModeChosen?.(mode);
  };

  const showFrame = src !== null && plan.kind !== 'waiting' && !(realPlay && funds !== 'funded');
  let content;
  if (plan.kind === 'waiting' || (realPlay && funds === 'checking')) {
    content = (
      <GameStageSkeleton label={t(realPlay ? 'gamePage.funds.checking' : 'gamePage.loading')} />
    );
  } else if (plan.kind === 'guest' && !plan.canDemo) {
    content = <GuestPanel gameName={tile.name} hasDemo={false} />;
  } else if (realPlay && funds === 'empty') {
    content = <EmptyBalancePanel onPlayDemo={plan.canDemo ? () => choose('demo') : undefined} />;
  } else if (src === null) {
    content = <GameStageMessage onRetry={onReload} />;
  } else {
    content = (
      <GameFrame
        key={src}
        src={src}
        title={t('gamePage.frameTitle', { name: tile.name })}
        onRound={refreshBalance}
        onInsufficientFunds={() => {
          if (realPlay) setShortOfFunds(true);
        }}
        onNavigate={(path) => navigator.push(path)}
      />
    );
  }

  const fullscreenShown =
    showFrame && settings !== null && fullscreenAllowed(settings.fullScreenOption, launchContext);

  return (
    <div className="omad-gh-game">
      <div className="omad-gh-game__play">
        <GameBar
          game={game}
          name={tile.name}
          provider={provider}
          mode={plan.kind !== 'waiting' && plan.canDemo ? (frameMode ?? 'real') : null}
          onMode={choose}
          demoLabel={settings?.demoButtonTitle ?? null}
          onFullscreen={fullscreenShown ? () => void fullscreen.enter() : null}
          fullscreenRef={enterFullscreen}
        />
        <div
          ref={stage}
          className="omad-gh-game__stage"
          data-fullscreen={fullscreen.mode}
          data-testid="game-stage"
        >
          {content}
          {shortOfFunds && realPlay ? (
            <InsufficientFundsAlert onDismiss={() => setShortOfFunds(false)} />
          ) : null}
          {fullscreen.mode !== 'off' ? (
            <IconButton
              ref={exitFullscreen}
              icon="close"
              variant="secondary"
              className="omad-gh-game__exit-fullscreen"
              aria-label={t('gamePage.fullscreen.exit')}
              onClick={fullscreen.exit}
            />
          ) : null}
        </div>
      </div>
      <div className="omad-gh-game__more">
        {/* Below the play area, which fills the screen: a notice that comes once the mode is
            known never moves the frame, nor becomes the page's largest paint. */}
        {frameMode === 'demo' && showFrame ? (
          <p className="omad-gh-game__notice" role="note" data-testid="demo-notice">
            {settings?.demoNotice ?? t('gamePage.demoNotice')}
          </p>
        ) : realPlay && showFrame ? (
          <p className="omad-gh-game__notice" role="note" data-testid="real-notice">
            {t('gamePage.realNotice')}
          </p>
        ) : null}
        <GameInfo game={game} />
        <SimilarGames game={game} />
      </div>
      {offerOpen && plan.kind === 'guest' ? (
        <DemoModeDialog
          gameName={tile.name}
          hasDemo={plan.canDemo}
          onClose={() => setOfferOpen(false)}
        />
      ) : null}
    </div>
  );
};
