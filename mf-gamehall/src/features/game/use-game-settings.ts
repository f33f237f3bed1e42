// What the game page takes from the CMS games-config (read once for the whole remote): the
// full-screen option and the demo mode (whether demo frames are offered, the demo button
// title and notice). When the config cannot be read, demo stays on and full screen is
// offered, with this feature's own texts.
import type { FullScreenOption } from '@omad/contract/cms';
import { useGamesConfig } from '../../lib/catalogue';

export type GameSettings = Readonly<{
  fullScreenOption: FullScreenOption;
  demoEnabled: boolean;
  /** CMS texts; null where the feature's own text applies. */
  demoButtonTitle: string | null;
  demoNotice: string | null;
}>;

export const DEFAULT_GAME_SETTINGS: GameSettings = {
  fullScreenOption: 'all',
  demoEnabled: true,
  demoButtonTitle: null,
  demoNotice: null,
};

const text = (value: string) => (value.trim().length > 0 ? value : null);

/** The settings, or null while the CMS has not answered yet. */
export const useGameSettings = (): GameSettings | null => {
  const config = useGamesConfig();
  if (config.isPending) return null;
  if (!config.data) return DEFAULT_GAME_SETTINGS;
  const { fullScreenOption, demoMode } = config.data;
  return {
    fullScreenOption,
    demoEnabled: demoMode.isEnabled,
    demoButtonTitle: text(demoMode.buttonTitle),
    demoNotice: text(demoMode.notice),
  };
};
