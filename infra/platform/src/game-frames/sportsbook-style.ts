// The sportsbook frame's inline style: the storefront's dark palette (copied from the UI kit's
// tokens, since a frame document cannot use them), phone first, two columns from 860 px.
export const SPORTSBOOK_STYLE = `
:root { --bg: #0b1020; --surface: #131a2e; --surface-2: #1b2440; --surface-3: #243052;
  --border: #2c3758; --text: #eef2fb; --muted: #a3acc7; --brand: #f7b733; --brand-ink: #1d1403;
  --brand-soft: rgb(247 183 51 / 14%); --accent: #a27bff; --accent-soft: rgb(162 123 255 / 16%);
  --warning: #fbbf3c; --warning-soft: rgb(251 191 60 / 12%); --focus: #b794ff; }
* { box-sizing: border-box; }
html { background: var(--bg); color: var(--text); -webkit-text-size-adjust: 100%; }
body { margin: 0; font: 15px/1.4 system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif; }
button { font: inherit; color: inherit; }
:focus-visible { outline: 2px solid var(--focus); outline-offset: 2px; }
h1, h2, p { margin: 0; }
.top { padding: 12px 12px 0; display: grid; gap: 10px; }
.brand { display: flex; align-items: center; gap: 8px; font-weight: 800; font-size: 18px; }
.brand__name { color: var(--brand); letter-spacing: .02em; }
.brand__badge { font-size: 11px; font-weight: 700; text-transform: uppercase; letter-spacing: .08em;
  padding: 2px 8px; border-radius: 999px; background: var(--accent-soft); color: var(--accent); }
.notice { padding: 10px 12px; border-radius: 12px; border: 1px solid rgb(251 191 60 / 40%);
  background: var(--warning-soft); color: var(--warning); font-size: 13px; font-weight: 600; }
.layout { display: grid; gap: 16px; padding: 12px; align-items: start; }
.book { display: grid; gap: 14px; min-width: 0; }
.book__title { font-size: 20px; }
.book__zone { color: var(--muted); font-size: 12px; }
.filters { display: flex; gap: 8px; overflow-x: auto; padding: 2px; scrollbar-width: none; }
.filter { flex: none; min-height: 36px; padding: 6px 14px; border-radius: 999px; cursor: pointer;
  border: 1px solid var(--border); background: var(--surface); font-weight: 600; font-size: 14px; }
.filter__count { color: var(--muted); font-weight: 500; margin-left: 2px; }
.filter[aria-pressed='true'] { background: var(--brand); border-color: var(--brand); color: var(--brand-ink); }
.filter[aria-pressed='true'] .filter__count { color: inherit; }
.sport { display: grid; gap: 8px; }
.sport[hidden] { display: none; }
.sport__title { font-size: 13px; text-transform: uppercase; letter-spacing: .08em; color: var(--muted); }
.matches { list-style: none; margin: 0; padding: 0; display: grid; gap: 8px; }
.match { display: grid; gap: 10px; padding: 12px; border-radius: 14px; background: var(--surface);
  border: 1px solid var(--border); }
.match__meta { display: flex; justify-content: space-between; gap: 8px; color: var(--muted); font-size: 12px; }
.match__league { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.match__meta time { flex: none; color: var(--text); font-weight: 600; }
.match__teams { display: grid; gap: 2px; font-weight: 700; font-size: 15px; }
.match__odds { display: grid; grid-template-columns: repeat(3, minmax(0, 1fr)); gap: 6px; }
.odd { min-height: 44px; display: flex; align-items: center; justify-content: space-between; gap: 6px;
  padding: 0 10px; border-radius: 10px; border: 1px solid var(--border); background: var(--surface-2);
  font-variant-numeric: tabular-nums; cursor: pointer; transition: background .15s, border-color .15s; }
button.odd:hover { border-color: var(--brand); }
.odd__pick { color: var(--muted); font-size: 12px; font-weight: 600; }
.odd__value { font-weight: 700; }
.odd[aria-pressed='true'] { background: var(--brand); border-color: var(--brand); color: var(--brand-ink); }
.odd[aria-pressed='true'] .odd__pick { color: inherit; }
.odd--none { justify-content: center; color: var(--muted); cursor: default; opacity: .6; }
.slip { position: sticky; bottom: 0; margin: 0 -12px -12px; padding: 10px 12px 12px;
  background: var(--surface-2); border-top: 1px solid var(--border);
  box-shadow: 0 -8px 24px rgb(0 0 0 / 35%); display: grid; gap: 10px; }
.slip__head { display: grid; grid-template-columns: 1fr auto; grid-template-areas: 'title toggle' 'summary toggle';
  align-items: center; column-gap: 8px; }
.slip__title { grid-area: title; font-size: 16px; }
.slip__title:focus { outline: none; }
.slip__title:focus-visible { outline: 2px solid var(--focus); }
.slip__summary { grid-area: summary; display: flex; flex-wrap: wrap; gap: 4px 14px; color: var(--muted); font-size: 13px; }
.slip__summary b { color: var(--text); font-variant-numeric: tabular-nums; }
.slip__toggle { grid-area: toggle; width: 44px; height: 44px; border-radius: 12px; cursor: pointer;
  border: 1px solid var(--border); background: var(--surface-3); font-size: 18px; }
.slip__toggle span { display: inline-block; transition: transform .2s; }
.slip--open .slip__toggle span { transform: rotate(180deg); }
.slip__body { display: none; gap: 10px; max-height: 50vh; overflow-y: auto; }
.slip--open .slip__body { display: grid; }
.slip__empty { color: var(--muted); font-size: 14px; }
.slip__empty[hidden] { display: none; }
.slip__list { list-style: none; margin: 0; padding: 0; display: grid; gap: 6px; }
.slip__list:empty { display: none; }
.slip__item { display: grid; grid-template-columns: 1fr auto auto; align-items: center; gap: 8px;
  padding: 8px 10px; border-radius: 10px; background: var(--surface); }
.slip__what { display: grid; min-width: 0; }
.slip__event { font-size: 12px; color: var(--muted); overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.slip__pick { font-weight: 600; font-size: 14px; }
.slip__odd { font-weight: 700; color: var(--brand); font-variant-numeric: tabular-nums; }
.slip__remove { width: 32px; height: 32px; border-radius: 8px; border: 0; background: var(--surface-3);
  cursor: pointer; font-size: 18px; line-height: 1; }
.slip__clear { justify-self: start; min-height: 36px; padding: 6px 14px; border-radius: 10px; cursor: pointer;
  border: 1px solid var(--border); background: transparent; }
.slip__clear:disabled { opacity: .5; cursor: default; }
.slip__note { color: var(--muted); font-size: 12px; }
@media (min-width: 860px) {
  .top { padding: 20px 24px 0; grid-template-columns: auto 1fr; align-items: center; gap: 16px; }
  .layout { grid-template-columns: minmax(0, 1fr) 300px; gap: 24px; padding: 20px 24px; }
  .match { grid-template-columns: minmax(0, 1fr) 260px; align-items: center; }
  .slip { position: sticky; top: 20px; bottom: auto; margin: 0; border: 1px solid var(--border);
    border-radius: 16px; box-shadow: none; padding: 16px; }
  .slip__head { grid-template-areas: 'title' 'summary'; grid-template-columns: 1fr; }
  .slip__toggle { display: none; }
  .slip__body { display: grid; max-height: none; }
}
@media (prefers-reduced-motion: reduce) { * { transition: none !important; } }
`;
