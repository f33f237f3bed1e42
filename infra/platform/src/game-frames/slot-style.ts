// The simulated slot's inline style: the storefront's dark palette (as the sportsbook frame
// copies it), a gold-rimmed machine, phone first (360 px), machine and paytable side by side
// from 860 px.
export const SLOT_STYLE = `
:root { --bg: #0b1020; --surface: #131a2e; --surface-2: #1b2440; --surface-3: #243052;
  --border: #2c3758; --text: #eef2fb; --muted: #a3acc7; --brand: #f7b733; --brand-ink: #1d1403;
  --accent: #a27bff; --accent-soft: rgb(162 123 255 / 16%); --win: #34d399;
  --warning: #fbbf3c; --warning-soft: rgb(251 191 60 / 12%); --danger: #fb7185; --focus: #b794ff; }
* { box-sizing: border-box; }
html { background: var(--bg); color: var(--text); -webkit-text-size-adjust: 100%; }
body { margin: 0; min-height: 100vh; font: 15px/1.4 system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif;
  background: radial-gradient(120% 60% at 50% 0%, #2a1f5c 0%, var(--bg) 60%) fixed; }
button { font: inherit; color: inherit; }
:focus-visible { outline: 2px solid var(--focus); outline-offset: 2px; }
h1, h2, p { margin: 0; }
.sprite { position: absolute; width: 0; height: 0; overflow: hidden; }
.app { max-width: 980px; margin: 0 auto; padding: 12px; display: grid; gap: 12px; }
.top { display: grid; gap: 10px; }
.notice { padding: 10px 12px; border-radius: 12px; border: 1px solid rgb(251 191 60 / 40%);
  background: var(--warning-soft); color: var(--warning); font-size: 13px; font-weight: 600; }
.game { display: grid; grid-template-columns: 72px minmax(0, 1fr); align-items: center; gap: 10px; }
.game__meta { display: flex; flex-wrap: wrap; align-items: center; gap: 4px 8px; margin-top: 2px; }
.game__art { width: 72px; height: 48px; border-radius: 10px; object-fit: cover; background: var(--surface-2);
  box-shadow: 0 0 0 1px var(--border); }
.game__name { font-size: 18px; line-height: 1.2; overflow: hidden; display: -webkit-box;
  -webkit-line-clamp: 2; -webkit-box-orient: vertical; overflow-wrap: anywhere; }
.game__provider { color: var(--muted); font-size: 13px; }
.badge { padding: 3px 10px; border-radius: 999px; font-size: 11px; font-weight: 700;
  text-transform: uppercase; letter-spacing: .06em; white-space: nowrap; }
.badge--demo { background: var(--accent-soft); color: var(--accent); }
.badge--real { background: rgb(247 183 51 / 16%); color: var(--brand); }
.layout { display: grid; gap: 12px; align-items: start; }
.machine { display: grid; gap: 12px; padding: 14px; border-radius: 22px;
  background: linear-gradient(180deg, #3b2a0b, #1c1406 40%, #120d04);
  border: 2px solid #c98a1c; box-shadow: 0 0 0 4px rgb(247 183 51 / 12%), 0 18px 40px rgb(0 0 0 / 45%),
  inset 0 1px 0 rgb(255 224 138 / 35%); }
.reels { display: grid; grid-template-columns: repeat(3, minmax(0, 1fr)); gap: 8px; padding: 10px;
  border-radius: 14px; background: #07090f; box-shadow: inset 0 6px 18px rgb(0 0 0 / 70%); }
.reel { aspect-ratio: 1; display: grid; place-items: center; border-radius: 10px; overflow: hidden;
  background: linear-gradient(180deg, #d9dde8 0%, #ffffff 45%, #ffffff 55%, #c7ccda 100%);
  box-shadow: inset 0 0 0 1px rgb(0 0 0 / 25%), inset 0 -10px 16px rgb(0 0 0 / 18%); }
.sym { width: 72%; height: 72%; filter: drop-shadow(0 3px 2px rgb(0 0 0 / 30%)); }
.is-spinning .reel .sym { animation: roll .18s linear infinite; }
@keyframes roll { 0% { transform: translateY(-40%); opacity: .2; filter: blur(3px); }
  50% { opacity: 1; } 100% { transform: translateY(40%); opacity: .2; filter: blur(3px); } }
.is-won .reel { box-shadow: inset 0 0 0 3px var(--brand), 0 0 18px rgb(247 183 51 / 55%); }
.result { min-height: 24px; text-align: center; font-weight: 700; font-size: 17px; color: var(--muted); }
.result--win { color: var(--brand); text-shadow: 0 0 12px rgb(247 183 51 / 45%); }
.alert { padding: 10px 12px; border-radius: 12px; background: rgb(251 113 133 / 12%);
  border: 1px solid rgb(251 113 133 / 40%); color: var(--danger); font-size: 14px; font-weight: 600; }
.alert[hidden] { display: none; }
.gate { padding: 14px; border-radius: 12px; background: var(--surface); border: 1px solid var(--border);
  text-align: center; font-weight: 600; }
.controls { display: grid; grid-template-areas: 'meter' 'bets' 'spin'; gap: 12px; }
.meter { grid-area: meter; display: grid; padding: 8px 12px; border-radius: 12px; background: #07090f;
  border: 1px solid #4a3510; min-width: 0; }
.meter__label { color: var(--muted); font-size: 11px; text-transform: uppercase; letter-spacing: .08em; }
.meter__value { font-weight: 800; font-size: 18px; color: var(--brand); font-variant-numeric: tabular-nums;
  overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.meter__freespins { font-size: 12px; font-weight: 700; color: var(--win); }
.meter__freespins[hidden] { display: none; }
.bets { grid-area: bets; margin: 0; padding: 0; border: 0; min-width: 0; }
.bets legend { padding: 0; margin-bottom: 6px; color: var(--muted); font-size: 11px; text-transform: uppercase;
  letter-spacing: .08em; }
.bets__list { display: grid; grid-template-columns: repeat(5, minmax(0, 1fr)); gap: 6px; }
.chip { min-width: 0; min-height: 44px; padding: 0 4px; border-radius: 999px; cursor: pointer;
  border: 2px dashed rgb(255 255 255 / 35%); background: radial-gradient(circle at 50% 35%, #3a4a7a, #1b2440);
  font-weight: 700; font-size: 13px; font-variant-numeric: tabular-nums; letter-spacing: -.01em;
  white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
.chip[aria-pressed='true'] { border-style: solid; border-color: var(--brand);
  background: radial-gradient(circle at 50% 35%, #ffd77a, #d08a12); color: var(--brand-ink); }
.chip:disabled { cursor: default; opacity: .55; }
.spin { grid-area: spin; min-width: 140px; min-height: 56px; padding: 0 22px; border: 0; border-radius: 999px;
  cursor: pointer; font-size: 17px; font-weight: 800; letter-spacing: .04em; text-transform: uppercase;
  color: var(--brand-ink); background: linear-gradient(180deg, #ffe08a, #f7b733 55%, #d08a12);
  box-shadow: 0 4px 0 #8a5a0b, 0 10px 24px rgb(247 183 51 / 35%); }
.spin:active:not(:disabled) { transform: translateY(2px); box-shadow: 0 2px 0 #8a5a0b; }
.spin:disabled { cursor: default; filter: saturate(.4) brightness(.8); }
.paytable { display: grid; gap: 10px; padding: 14px; border-radius: 16px; background: var(--surface);
  border: 1px solid var(--border); }
.paytable h2 { font-size: 13px; text-transform: uppercase; letter-spacing: .08em; color: var(--muted); }
.paytable ul { list-style: none; margin: 0; padding: 0; display: grid; gap: 6px; }
.line { display: flex; align-items: center; gap: 10px; }
.line__symbols { display: flex; align-items: center; gap: 2px; }
.line .sym--small { width: 26px; height: 26px; }
.line__any { min-width: 26px; padding: 0 4px; color: var(--muted); font-size: 11px; }
.line__pay { margin-left: auto; font-weight: 800; color: var(--brand); font-variant-numeric: tabular-nums; }
.paytable__note { color: var(--muted); font-size: 12px; }
@media (min-width: 860px) {
  .app { padding: 20px 24px; gap: 16px; }
  .game { grid-template-columns: 108px minmax(0, 1fr) auto; }
  .game__art { width: 108px; height: 72px; }
  .game__name { font-size: 22px; }
  .layout { grid-template-columns: minmax(0, 1fr) 280px; gap: 20px; }
  .machine { padding: 20px; }
  .reels { gap: 12px; padding: 14px; }
  .controls { grid-template-columns: minmax(0, 1fr) auto; grid-template-areas: 'meter spin' 'bets bets';
    align-items: center; }
  .bets__list { gap: 8px; }
  .chip { font-size: 14px; }
}
@media (prefers-reduced-motion: reduce) { .is-spinning .reel .sym { animation: none; opacity: .4; } }
`;
