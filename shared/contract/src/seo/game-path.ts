// The game page address of spec section 2: /platform/game/{sysname, or custom/{name}}/{mode},
// with play as the default mode. Game pages carry it as their canonical url.

/** A catalogue game by system name, or a custom game by name. */
export type GameAddress = Readonly<{ sysname: string }> | Readonly<{ custom: string }>;

/** The default mode of a game page. */
export const DEFAULT_GAME_MODE = 'play';

/** The locale-free platform path of a game, e.g. '/platform/game/book-of-omad/play'. */
export const platformGamePath = (game: GameAddress, mode: string = DEFAULT_GAME_MODE): string => {
  const name =
    'custom' in game
      ? `custom/${encodeURIComponent(game.custom)}`
      : encodeURIComponent(game.sysname);
  return `/platform/game/${name}/${encodeURIComponent(mode || DEFAULT_GAME_MODE)}`;
};

/** The storefront's own (locale-free) game page path, e.g. '/game/book-of-omad'. */
export const gamePagePath = (sysname: string): string => `/game/${encodeURIComponent(sysname)}`;
