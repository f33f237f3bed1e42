// The sportsbook frame's inline style: the storefront's dark palette (copied from the UI kit's
// tokens, since a frame document cannot use them), phone first: the slip is a bar at the
// bottom that opens upwards; from 860 px it is a column beside the book.
export const SPORTSBOOK_STYLE = `
:root { --bg: #0b1020; --surface: #131a2e; --surface-2: #1b2440; --surface-3: #243052;
  --border: #2c3758; --text: #eef2fb; --muted: #a3acc7; --brand: #f7b733; --brand-ink: #1d1403;
  --accent: #a27bff; --accent-soft: rgb(162 123 255 / 16%); --success: #3ddc97;
  --danger: #ff6b6b; --danger-soft: rgb(255 107 107 / 12%);
  --warning: #fbbf3c; --warning-soft: rgb(251 191 60 / 12%); --focus: #b794ff; }
* { box-sizing: border-box; }
html { background: var(--bg); color: var(--text); -webkit-text-size-adjust: 100%; }
body { margin: 0; font: 15px/1.4 system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif; }
button, input, select { font: inherit; color: inherit; }
:focus-visible { outline: 2px solid var(--focus); outline-offset: 2px; }
h1, h2, h3, p { margin: 0; }
[hidden] { display: none !important; }
.top { padding: 12px 12px 0; display: grid; gap: 10px; }
.brand { display: flex; align-items: center; gap: 8px; font-weight: 800; font-size: 18px; }
.brand__name { color: var(--brand); letter-spacing: .02em; }
.brand__badge { font-size: 11px; font-weight: 700; text-transform: uppercase; letter-spacing: .08em;
  padding: 2px 8px; border-radius: 999px; background: var(--accent-soft); color: var(--accent); }
.notice { padding: 10px 12px; border-radius: 12px; border: 1px solid rgb(251 191 60 / 40%);
  background: var(--warning-soft); color: var(--warning); font-size: 13px; font-weight: 600; }
.wallet { display: flex; flex-wrap: wrap; gap: 4px 16px; font-size: 14px; }
.wallet__label { color: var(--muted); }
.wallet b { font-variant-numeric: tabular-nums; }
.tabs { display: flex; gap: 4px; padding: 12px 12px 0; }
.tab { flex: 1; min-height: 44px; padding: 0 8px; border-radius: 12px; border: 1px solid var(--border);
  cursor: pointer; background: var(--surface); font-weight: 700; font-size: 14px; white-space: nowrap; }
.tab[aria-selected='true'] { background: var(--surface-3); border-color: var(--brand); }
.tab__count { display: inline-block; min-width: 20px; padding: 0 6px; border-radius: 999px;
  background: var(--brand); color: var(--brand-ink); font-size: 12px; }
.tab__count:empty { display: none; }
.layout { display: grid; gap: 16px; padding: 12px; align-items: start; }
.book, .bets { display: grid; gap: 14px; min-width: 0; }
.book__title { font-size: 20px; }
.book__zone, .book__empty, .bets__empty { color: var(--muted); font-size: 13px; }
.filters { display: flex; gap: 8px; overflow-x: auto; padding: 2px; scrollbar-width: none; min-height: 40px; }
.filter { flex: none; min-height: 36px; padding: 6px 14px; border-radius: 999px; cursor: pointer;
  border: 1px solid var(--border); background: var(--surface); font-weight: 600; font-size: 14px; }
.filter__count { color: var(--muted); font-weight: 500; }
.filter[aria-pressed='true'] { background: var(--brand); border-color: var(--brand); color: var(--brand-ink); }
.filter[aria-pressed='true'] .filter__count { color: inherit; }
.sports { display: grid; gap: 18px; }
.sport { display: grid; gap: 10px; }
.sport__title { font-size: 13px; text-transform: uppercase; letter-spacing: .08em; color: var(--muted); }
.league { display: grid; gap: 8px; }
.league__title { font-size: 14px; font-weight: 700; }
.matches, .bets__list, .bet__legs { list-style: none; margin: 0; padding: 0; display: grid; gap: 8px; }
.match { display: grid; gap: 10px; padding: 12px; border-radius: 14px; background: var(--surface);
  border: 1px solid var(--border); }
.match__meta { display: flex; align-items: center; gap: 8px; color: var(--muted); font-size: 12px; min-height: 20px; }
.match__time { color: var(--text); font-weight: 600; }
.match__live { padding: 1px 8px; border-radius: 999px; background: var(--danger-soft); color: var(--danger);
  font-weight: 800; text-transform: uppercase; letter-spacing: .06em; font-size: 11px; }
.match__minute { color: var(--text); font-weight: 600; font-variant-numeric: tabular-nums; }
.match__teams { display: grid; gap: 2px; }
.team { display: flex; justify-content: space-between; gap: 8px; font-weight: 700; }
.team__score { color: var(--brand); font-variant-numeric: tabular-nums; }
.markets { display: grid; gap: 8px; }
.market { display: grid; gap: 4px; }
.market__name { color: var(--muted); font-size: 12px; }
.market__prices { display: grid; gap: 6px; grid-template-columns: repeat(2, minmax(0, 1fr)); }
.market__prices--3 { grid-template-columns: repeat(3, minmax(0, 1fr)); }
.price { min-height: 44px; display: flex; align-items: center; justify-content: space-between; gap: 6px;
  padding: 0 10px; border-radius: 10px; border: 1px solid var(--border); background: var(--surface-2);
  font-variant-numeric: tabular-nums; cursor: pointer; transition: background .15s, border-color .15s; min-width: 0; }
.price:hover:not(:disabled) { border-color: var(--brand); }
.price:disabled { cursor: default; opacity: .55; }
.price__pick { color: var(--muted); font-size: 12px; font-weight: 600; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
.price__odds { font-weight: 700; }
.price[data-moved='up'] .price__odds, .slip__odds[data-moved='up'] b { color: var(--success); }
.price[data-moved='down'] .price__odds, .slip__odds[data-moved='down'] b { color: var(--danger); }
.price[aria-pressed='true'] { background: var(--brand); border-color: var(--brand); color: var(--brand-ink); }
.price[aria-pressed='true'] .price__pick, .price[aria-pressed='true'] .price__odds { color: inherit; }
.slip { position: sticky; bottom: 0; margin: 0 -12px -12px; padding: 10px 12px 12px;
  background: var(--surface-2); border-top: 1px solid var(--border);
  box-shadow: 0 -8px 24px rgb(0 0 0 / 35%); display: grid; gap: 10px; }
.slip__head { display: grid; grid-template-columns: 1fr auto; grid-template-areas: 'title toggle' 'summary toggle';
  align-items: center; column-gap: 8px; }
.slip__title { grid-area: title; font-size: 16px; }
.slip__title:focus { outline: none; }
.slip__title:focus-visible { outline: 2px solid var(--focus); }
.slip__kind { color: var(--brand); font-size: 13px; font-weight: 700; }
.slip__summary { grid-area: summary; color: var(--muted); font-size: 13px; }
.slip__summary b { color: var(--text); font-variant-numeric: tabular-nums; }
.slip__toggle { grid-area: toggle; min-width: 56px; height: 44px; border-radius: 12px; cursor: pointer;
  border: 1px solid var(--border); background: var(--surface-3); display: flex; align-items: center;
  justify-content: center; gap: 6px; }
.slip__toggle span { display: inline-block; transition: transform .2s; }
.slip--open .slip__toggle span { transform: rotate(180deg); }
.slip__count { font-variant-numeric: tabular-nums; }
.slip__body { display: none; gap: 10px; max-height: 60vh; overflow-y: auto; }
.slip--open .slip__body { display: grid; }
.slip__empty, .slip__notice { color: var(--muted); font-size: 14px; }
.slip__list { list-style: none; margin: 0; padding: 0; display: grid; gap: 6px; }
.slip__list:empty { display: none; }
.slip__item { display: grid; grid-template-columns: 1fr auto auto; align-items: center; gap: 8px;
  padding: 8px 10px; border-radius: 10px; background: var(--surface); }
.slip__item[data-closed='true'] { outline: 1px solid var(--danger); }
.slip__what { display: grid; min-width: 0; }
.slip__event { font-size: 12px; color: var(--muted); overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.slip__pick { font-weight: 600; font-size: 14px; }
.slip__odds { font-weight: 700; color: var(--brand); font-variant-numeric: tabular-nums; white-space: nowrap; }
.slip__was { color: var(--muted); font-weight: 500; }
.slip__remove { width: 44px; height: 44px; border-radius: 10px; border: 0; background: var(--surface-3);
  cursor: pointer; font-size: 18px; line-height: 1; }
.slip__clear { justify-self: start; min-height: 44px; padding: 6px 14px; border-radius: 10px; cursor: pointer;
  border: 1px solid var(--border); background: transparent; }
.slip__form { display: grid; gap: 8px; }
.field__label { font-size: 13px; color: var(--muted); font-weight: 600; padding: 0; }
.field__input { min-height: 44px; width: 100%; padding: 8px 12px; border-radius: 10px;
  border: 1px solid var(--border); background: var(--surface); font-variant-numeric: tabular-nums; }
.field__input[aria-invalid='true'] { border-color: var(--danger); }
.field__hint { color: var(--muted); font-size: 12px; }
.field__hint[data-invalid='true'] { color: var(--danger); }
.presets { display: flex; flex-wrap: wrap; gap: 6px; }
.chip { min-height: 36px; padding: 4px 12px; border-radius: 999px; border: 1px solid var(--border);
  background: var(--surface); cursor: pointer; font-variant-numeric: tabular-nums; font-size: 14px; }
.chip:hover { border-color: var(--brand); }
.funds { border: 0; margin: 0; padding: 0; display: flex; flex-wrap: wrap; gap: 6px 16px; }
.funds legend { width: 100%; margin-bottom: 4px; }
.funds__choice { display: flex; align-items: center; gap: 6px; min-height: 36px; }
.slip__win { display: flex; justify-content: space-between; gap: 8px; font-size: 14px; }
.slip__win b { color: var(--brand); font-variant-numeric: tabular-nums; }
.slip__alert { display: grid; gap: 8px; padding: 10px 12px; border-radius: 10px; background: var(--danger-soft);
  color: var(--text); border: 1px solid rgb(255 107 107 / 40%); font-size: 14px; }
.slip__status:empty { display: none; }
.slip__status, .bets__notice { font-size: 14px; color: var(--success); }
.slip__guest { display: grid; gap: 8px; font-size: 14px; }
.button { min-height: 44px; padding: 8px 16px; border-radius: 12px; border: 1px solid var(--border);
  background: var(--surface-3); font-weight: 700; cursor: pointer; }
.button--primary { background: var(--brand); border-color: var(--brand); color: var(--brand-ink); }
.button--small { min-height: 40px; padding: 6px 12px; font-size: 14px; justify-self: start; }
.button:disabled { opacity: .5; cursor: default; }
[data-bets] { display: grid; gap: 20px; }
.bets__group { display: grid; gap: 8px; }
.bet { display: grid; gap: 8px; padding: 12px; border-radius: 14px; background: var(--surface); border: 1px solid var(--border); }
.bet__head { display: flex; flex-wrap: wrap; gap: 4px 10px; align-items: center; font-size: 13px; }
.bet__kind { font-weight: 700; }
.bet__id { color: var(--muted); }
.bet__status { margin-left: auto; padding: 1px 8px; border-radius: 999px; background: var(--surface-3); font-weight: 700; }
.bet[data-status='won'] .bet__status, .bet[data-status='cashed_out'] .bet__status { background: rgb(61 220 151 / 16%); color: var(--success); }
.bet[data-status='lost'] .bet__status { background: var(--danger-soft); color: var(--danger); }
.leg { display: grid; grid-template-columns: 1fr auto; gap: 0 8px; font-size: 14px; }
.leg__event { color: var(--muted); font-size: 12px; grid-column: 1 / -1; }
.leg__score { font-variant-numeric: tabular-nums; color: var(--brand); font-weight: 700; }
.leg[data-result='won'] .leg__pick { color: var(--success); }
.leg[data-result='lost'] .leg__pick { color: var(--danger); text-decoration: line-through; }
.bet__sums { display: grid; grid-template-columns: auto 1fr; gap: 2px 12px; margin: 0; font-size: 13px; }
.bet__sums dt { color: var(--muted); }
.bet__sums dd { margin: 0; text-align: right; font-variant-numeric: tabular-nums; font-weight: 600; }
@media (min-width: 860px) {
  .top { padding: 20px 24px 0; grid-template-columns: auto 1fr auto; align-items: center; gap: 16px; }
  .tabs { padding: 16px 24px 0; max-width: 480px; }
  .tab { font-size: 15px; }
  .layout { grid-template-columns: minmax(0, 1fr) 320px; gap: 24px; padding: 20px 24px; }
  .match { grid-template-columns: minmax(0, 1fr) minmax(0, 2.4fr); align-items: center; }
  .match__meta { grid-column: 1 / -1; }
  .markets { grid-template-columns: 1.4fr 1fr 1fr; }
  .price { flex-direction: column; justify-content: center; gap: 0; min-height: 52px; padding: 4px 6px; }
  .slip { position: sticky; top: 20px; bottom: auto; margin: 0; border: 1px solid var(--border);
    border-radius: 16px; box-shadow: none; padding: 16px; grid-column: 2; grid-row: 1; }
  .slip__head { grid-template-areas: 'title' 'summary'; grid-template-columns: 1fr; }
  .slip__toggle { display: none; }
  .slip__body { display: grid; max-height: none; }
}
@media (prefers-reduced-motion: reduce) { * { transition: none !important; } }
`;
