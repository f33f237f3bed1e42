// The frame of every other catalogue game: the reference platform builds no games, so this is
// a labelled stand-in with the game's art, name, provider and mode. No script at all.
import type { Locale } from '../config';
import { gameImageUrl } from '../media/routes';
import { FRAME_TEXTS } from './frame-texts';
import { escapeHtml, frameDocument } from './html';

export type FrameMode = 'play' | 'demo';

export interface FramedGame {
  readonly sysname: string;
  readonly name: string;
  readonly provider: string;
}

const STYLE = `
* { box-sizing: border-box; }
html { background: #0b1020; color: #eef2fb; }
body { margin: 0; min-height: 100vh; display: grid; place-items: center; padding: 16px;
  font: 15px/1.45 system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif; }
main { width: min(100%, 420px); display: grid; gap: 14px; justify-items: center; text-align: center; }
img { width: 100%; height: auto; aspect-ratio: 3 / 2; border-radius: 16px; }
h1 { margin: 0; font-size: 22px; }
p { margin: 0; }
.provider { color: #a3acc7; }
.mode { padding: 2px 10px; border-radius: 999px; background: rgb(162 123 255 / 16%); color: #a27bff;
  font-size: 12px; font-weight: 700; text-transform: uppercase; letter-spacing: .06em; }
.notice { padding: 10px 12px; border-radius: 12px; border: 1px solid rgb(251 191 60 / 40%);
  background: rgb(251 191 60 / 12%); color: #fbbf3c; font-size: 13px; font-weight: 600; }`;

export const gamePage = (game: FramedGame, mode: FrameMode, locale: Locale): string => {
  const texts = FRAME_TEXTS[locale];
  return frameDocument({
    locale,
    title: `${game.name} — ${texts.demoBadge}`,
    style: STYLE,
    body: `<main>
<p class="notice" role="note" data-simulation-label>${escapeHtml(texts.gameFrameLabel)}</p>
<img src="${escapeHtml(gameImageUrl(game.sysname))}" alt="" width="288" height="192">
<h1>${escapeHtml(game.name)}</h1>
<p class="provider">${escapeHtml(game.provider)}</p>
<p class="mode">${escapeHtml(mode === 'play' ? texts.playMode : texts.demoMode)}</p>
</main>`,
  });
};
