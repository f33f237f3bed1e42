// What the game page plays, decided from who is visiting, the game and the CMS demo mode:
//   a guest gets the demo frame where the game has one and demo mode is on, else the
//   registration offer; a player plays for real (the default) or, by choice, in demo.
import type { Game } from '@omad/contract/api';
import type { PlayMode } from './game-frame-url';
import type { GameSettings } from './use-game-settings';

export type PlayPlan =
  /** The session or the CMS has not answered yet. */
  | Readonly<{ kind: 'waiting' }>
  | Readonly<{ kind: 'guest'; canDemo: boolean }>
  | Readonly<{ kind: 'player'; mode: PlayMode; canDemo: boolean }>;

type Inputs = Readonly<{
  /** False while the session is still being read. */
  sessionKnown: boolean;
  authenticated: boolean;
  settings: GameSettings | null;
  game: Game;
  /** Whether the game's launch_url has a demo frame (gameFrameUrl in demo mode). */
  hasDemoFrame: boolean;
  /** The mode the address or the player asked for. */
  chosen: PlayMode;
}>;

export const playPlanOf = ({
  sessionKnown,
  authenticated,
  settings,
  game,
  hasDemoFrame,
  chosen,
}: Inputs): PlayPlan => {
  if (!sessionKnown || settings === null) return { kind: 'waiting' };
  const canDemo = settings.demoEnabled && game.has_demo === true && hasDemoFrame;
  if (!authenticated) return { kind: 'guest', canDemo };
  return { kind: 'player', mode: chosen === 'demo' && canDemo ? 'demo' : 'real', canDemo };
};
