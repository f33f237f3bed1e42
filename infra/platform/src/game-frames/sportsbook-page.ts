// The simulated sportsbook frame (dgt_sportsbook): the simulation label, the book by sport and
// league with live scores and the three markets, a bet slip (single or accumulator, stake
// presets, potential win, what to do when odds move, which money), and a signed-in player's
// open and settled bets with cash-out. The page carries the book as it stands and everything
// the script needs in one JSON data block; the script (sportsbook-script.ts) draws it, polls
// the book and places bets through the book's endpoints (sportsbook/routes.ts).
import type { Locale } from '../config';
import { centsOf, decimalOf } from '../domain/money';
import type { FixtureView } from '../sportsbook/book';
import { SPORTS } from '../sportsbook/match-model';
import { escapeHtml, frameDocument } from './html';
import { SPORTSBOOK_SCRIPT } from './sportsbook-script';
import { SPORTSBOOK_STYLE } from './sportsbook-style';
import { SPORTSBOOK_TEXTS } from './sportsbook-texts';
import type { SportsbookTexts } from './sportsbook-texts';

/** Where the frame's script reads and posts: the book's endpoints. */
export const SPORTSBOOK_ENDPOINT = '/api/_games/sportsbook';

export interface SportsbookWallet {
  readonly main: string;
  readonly betting_bonus: string;
  readonly currency: string;
}

/** Who the frame is for: only a player with a session may bet. */
export type SportsbookSeat =
  | Readonly<{ kind: 'guest' }>
  | Readonly<{ kind: 'restricted' }>
  | Readonly<{ kind: 'blocked' }>
  | Readonly<{
      kind: 'player';
      token: string;
      wallet: SportsbookWallet;
      bounds: Readonly<{ min: string; max: string }>;
    }>;

/** The stake presets: multiples of the smallest stake, bounded by the largest. */
export const stakePresets = (bounds: Readonly<{ min: string; max: string }>): string[] => {
  const max = centsOf(bounds.max);
  return [5n, 10n, 50n, 100n]
    .map((times) => centsOf(bounds.min) * times)
    .filter((stake) => stake <= max)
    .map(decimalOf);
};

/**
 * The data block: `<` escaped, so nothing in it can close its element. It is JSON, not
 * script: the CSP never runs it.
 */
const dataBlock = (data: unknown): string =>
  `<script type="application/json" id="sportsbook-data">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`;

const wallet = (texts: SportsbookTexts) => `<p class="wallet" data-wallet>
<span class="wallet__item"><span class="wallet__label">${escapeHtml(texts.balance)}</span> <b data-balance></b></span>
<span class="wallet__item" data-bonus-item hidden><span class="wallet__label">${escapeHtml(texts.bonusBalance)}</span> <b data-bonus></b></span>
</p>`;

const tabs = (texts: SportsbookTexts) => `<div class="tabs" role="tablist" aria-label="Omad Sport">
<button type="button" role="tab" class="tab" id="tab-events" aria-controls="view-events" aria-selected="true" data-tab="events">${escapeHtml(texts.events)}</button>
<button type="button" role="tab" class="tab" id="tab-bets" aria-controls="view-bets" aria-selected="false" tabindex="-1" data-tab="bets">${escapeHtml(texts.myBets)} <span class="tab__count" data-open-count></span></button>
</div>`;

const option = (value: string, label: string) =>
  `<option value="${value}">${escapeHtml(label)}</option>`;

const playerForm = (texts: SportsbookTexts) => `<div class="slip__form" data-slip-form hidden>
<label class="field__label" for="stake">${escapeHtml(texts.stake)}</label>
<input class="field__input" id="stake" data-stake inputmode="decimal" autocomplete="off" aria-describedby="stake-hint">
<p class="field__hint" id="stake-hint" data-stake-hint></p>
<div class="presets" data-presets></div>
<fieldset class="funds" data-funds hidden><legend class="field__label">${escapeHtml(texts.funds)}</legend>
<label class="funds__choice"><input type="radio" name="funds" value="main" checked> ${escapeHtml(texts.fundsMain)}</label>
<label class="funds__choice"><input type="radio" name="funds" value="betting_bonus"> ${escapeHtml(texts.fundsBonus)}</label>
</fieldset>
<label class="field__label" for="accept">${escapeHtml(texts.oddsChanges)}</label>
<select class="field__input" id="accept" data-accept>${option('none', texts.acceptNone)}${option('higher', texts.acceptHigher)}${option('any', texts.acceptAny)}</select>
<p class="slip__win"><span>${escapeHtml(texts.potentialWin)}</span> <b data-potential>—</b></p>
<div class="slip__alert" role="alert" data-slip-alert hidden><p data-slip-alert-text></p><button type="button" class="button button--small" data-deposit hidden>${escapeHtml(texts.deposit)}</button></div>
<button type="button" class="button button--primary" data-place disabled>${escapeHtml(texts.place)}</button>
</div>`;

const seatNote = (seat: SportsbookSeat, texts: SportsbookTexts): string => {
  if (seat.kind === 'player') return playerForm(texts);
  if (seat.kind === 'guest') {
    return `<div class="slip__guest" data-guest><p>${escapeHtml(texts.signInToBet)}</p><button type="button" class="button button--primary" data-sign-in>${escapeHtml(texts.signIn)}</button></div>`;
  }
  const text = seat.kind === 'blocked' ? texts.blocked : texts.restricted;
  return `<p class="slip__notice" data-seat-notice>${escapeHtml(text)}</p>`;
};

const slip = (
  seat: SportsbookSeat,
  texts: SportsbookTexts,
) => `<aside class="slip" data-slip aria-labelledby="slip-title">
<div class="slip__head">
<h2 class="slip__title" id="slip-title" tabindex="-1" data-slip-title>${escapeHtml(texts.slip)} <span class="slip__kind" data-slip-kind></span></h2>
<p class="slip__summary"><span>${escapeHtml(texts.totalOdds)}: <b data-slip-odds>—</b></span></p>
<button type="button" class="slip__toggle" data-slip-toggle aria-expanded="false" aria-controls="slip-body" aria-label="${escapeHtml(texts.slip)}"><span aria-hidden="true">▴</span><b class="slip__count" data-slip-count>0</b></button>
</div>
<div class="slip__body" id="slip-body">
<p class="slip__empty" data-slip-empty>${escapeHtml(texts.slipEmpty)}</p>
<ul class="slip__list" data-slip-list></ul>
<button type="button" class="slip__clear" data-slip-clear hidden>${escapeHtml(texts.clear)}</button>
${seatNote(seat, texts)}
<p class="slip__status" role="status" data-slip-status></p>
</div>
</aside>`;

export interface SportsbookPageInput {
  readonly now: number;
  readonly locale: Locale;
  readonly seat: SportsbookSeat;
  /** The fixtures open for betting at `now`, as the book's GET answers them. */
  readonly book: readonly FixtureView[];
}

/** The whole frame document, and the script its CSP must allow. */
export const sportsbookPage = ({ now, locale, seat, book }: SportsbookPageInput) => {
  const texts = SPORTSBOOK_TEXTS[locale];
  const player = seat.kind === 'player' ? seat : null;
  const body = `<header class="top">
<p class="brand"><span class="brand__name">Omad Sport</span><span class="brand__badge">${escapeHtml(texts.badge)}</span></p>
<p class="notice" role="note" data-simulation-label>${escapeHtml(texts.simulation)}</p>
${player ? wallet(texts) : ''}
</header>
${player ? tabs(texts) : ''}
<div class="layout">
<main class="book" id="view-events" data-view="events"${player ? ' role="tabpanel" aria-labelledby="tab-events"' : ''}>
<h1 class="book__title">${escapeHtml(texts.events)}</h1>
<div class="filters" role="group" aria-label="${escapeHtml(texts.sportFilter)}" data-filters></div>
<div class="sports" data-fixtures></div>
<p class="book__zone">${escapeHtml(texts.timeZone)}</p>
</main>
${player ? `<section class="bets" id="view-bets" data-view="bets" role="tabpanel" aria-labelledby="tab-bets" hidden><h1 class="book__title">${escapeHtml(texts.myBets)}</h1><div data-bets><p class="bets__empty">${escapeHtml(texts.loadingBets)}</p></div></section>` : ''}
${slip(seat, texts)}
</div>
${dataBlock({
  endpoint: SPORTSBOOK_ENDPOINT,
  locale,
  now,
  seat: seat.kind,
  token: player?.token ?? null,
  wallet: player?.wallet ?? null,
  bounds: player?.bounds ?? null,
  presets: player ? stakePresets(player.bounds) : [],
  sports: SPORTS,
  book,
  texts,
})}`;
  return {
    html: frameDocument({
      locale,
      title: texts.title,
      style: SPORTSBOOK_STYLE,
      body,
      script: SPORTSBOOK_SCRIPT,
    }),
    script: SPORTSBOOK_SCRIPT,
  };
};
