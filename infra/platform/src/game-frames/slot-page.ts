// The frame of every catalogue game but the sportsbook: the reference platform builds no
// games, so each runs as the same simulated slot, labelled as a simulation, with the game's
// art, name and provider. With a game session the page carries its launch token and the
// script plays rounds; without one (real money for a guest) it says why and has no token.
import type { Locale } from '../config';
import { centsOf, formatAmount } from '../domain/money';
import { gameImageUrl } from '../media/routes';
import { FRAME_TEXTS } from './frame-texts';
import type { SlotTexts } from './frame-texts';
import { escapeHtml, frameDocument } from './html';
import { PAYTABLE, stakesFor } from './slot-paytable';
import type { Reels } from './slot-paytable';
import type { FrameWallet } from './round-funds';
import { SLOT_SCRIPT } from './slot-script';
import { SLOT_STYLE } from './slot-style';
import { SLOT_SYMBOL_SPRITE, symbolIcon } from './slot-symbols';

export type FrameMode = 'play' | 'demo';

/** Where the frame's script sends each spin (game-frames/routes.ts). */
export const ROUND_ENDPOINT = '/api/_games/round';

export interface FramedGame {
  readonly sysname: string;
  readonly name: string;
  /** The provider's display name. */
  readonly provider: string;
}

/** Who the frame plays for: a started game session, or why there is none. */
export type SlotSeat =
  | Readonly<{
      kind: 'session';
      token: string;
      currency: string;
      balance: string;
      /** Real money: what the next round stakes depends on it (round-funds.ts). */
      wallet: FrameWallet | null;
    }>
  | Readonly<{ kind: 'sign-in' }>
  | Readonly<{ kind: 'blocked' }>
  | Readonly<{ kind: 'restricted' }>;

const FIRST_REELS: Reels = ['cherry', 'seven', 'bell'];

/** A pay in tenths of the bet as people read it: 5 → '0.5x', 200 → '20x'. */
const payLabel = (tenths: number): string =>
  `${Math.floor(tenths / 10)}${tenths % 10 === 0 ? '' : `.${tenths % 10}`}x`;

const paytable = (
  texts: SlotTexts,
): string => `<aside class="paytable" aria-labelledby="paytable-title">
<h2 id="paytable-title">${escapeHtml(texts.paytable)}</h2>
<ul>${PAYTABLE.map(
  (line) =>
    `<li class="line"><span class="line__symbols">${line.reels
      .map((symbol) =>
        symbol === null
          ? `<span class="line__any">${escapeHtml(texts.anyOther)}</span>`
          : symbolIcon(symbol, texts.symbols[symbol], 'sym sym--small'),
      )
      .join('')}</span><span class="line__pay">${payLabel(line.tenths)}</span></li>`,
).join('')}</ul>
<p class="paytable__note">${escapeHtml(texts.paytableNote)}</p>
</aside>`;

/** A chip shows whole thousands short, as casino chips do: '25000.00' → '25K', '0.50' → '0.50'. */
const chipLabel = (bet: string): string => {
  const cents = centsOf(bet);
  return cents >= 100_000n && cents % 100_000n === 0n ? `${cents / 100_000n}K` : formatAmount(bet);
};

/**
 * The balance a real-money frame shows for a bet: the one the next round stakes (bonus money
 * while the bonus's covers the bet), or for a free spin the one its win goes to. The frame's
 * script applies the same rule after each round and when the bet changes.
 */
export const shownBalance = (
  wallet: FrameWallet,
  bet: string,
): { readonly bonus: boolean; readonly amount: string } => {
  if (wallet.bonus !== null && (wallet.freespins || centsOf(wallet.bonus) >= centsOf(bet))) {
    return { bonus: true, amount: wallet.bonus };
  }
  return { bonus: false, amount: wallet.main };
};

const controls = (
  seat: Extract<SlotSeat, { kind: 'session' }>,
  mode: FrameMode,
  texts: SlotTexts,
) => {
  const { bets } = stakesFor(seat.currency);
  const freespins = seat.wallet?.freespins ?? null;
  const chosen = freespins && bets.includes(freespins.bet) ? freespins.bet : bets[0];
  const chips = bets
    .map(
      (bet) =>
        `<button type="button" class="chip" data-bet="${bet}" aria-pressed="${bet === chosen}" aria-label="${formatAmount(bet)} ${escapeHtml(seat.currency)}">${chipLabel(bet)}</button>`,
    )
    .join('');
  const shown = seat.wallet && shownBalance(seat.wallet, chosen ?? '0');
  const label = shown ? (shown.bonus ? texts.bonusBalance : texts.balance) : texts.demoBalance;
  const free = freespins ? texts.freespins.replace('{count}', String(freespins.count)) : '';
  return `<div class="controls">
<div class="meter"><span class="meter__label" data-balance-label>${escapeHtml(mode === 'play' ? label : texts.demoBalance)}</span><output class="meter__value" data-balance>${formatAmount(shown?.amount ?? seat.balance)} ${escapeHtml(seat.currency)}</output><span class="meter__freespins" data-freespins${freespins ? '' : ' hidden'}>${escapeHtml(free)}</span></div>
<fieldset class="bets"><legend>${escapeHtml(`${texts.bet}, ${seat.currency}`)}</legend><div class="bets__list">${chips}</div></fieldset>
<button type="button" class="spin" data-spin disabled>${escapeHtml(texts.spin)}</button>
</div>`;
};

/** The whole frame document, and the script its CSP must allow. */
export const slotPage = (game: FramedGame, mode: FrameMode, seat: SlotSeat, locale: Locale) => {
  const texts = FRAME_TEXTS[locale];
  const slot = texts.slot;
  const session = seat.kind === 'session' ? seat : null;
  const attributes = session
    ? ` data-token="${escapeHtml(session.token)}" data-endpoint="${ROUND_ENDPOINT}" data-currency="${escapeHtml(session.currency)}" data-texts="${escapeHtml(JSON.stringify(slot))}"${session.wallet ? ` data-wallet="${escapeHtml(JSON.stringify(session.wallet))}"` : ''}`
    : '';
  const gate =
    seat.kind === 'blocked'
      ? slot.accountBlocked
      : seat.kind === 'restricted'
        ? slot.restricted
        : slot.signInNeeded;
  const body = `${SLOT_SYMBOL_SPRITE}
<div class="app" data-slot data-mode="${mode === 'play' ? 'real' : 'demo'}"${attributes}>
<header class="top">
<p class="notice" role="note" data-simulation-label>${escapeHtml(slot.simulation)}</p>
<div class="game">
<img class="game__art" src="${escapeHtml(gameImageUrl(game.sysname))}" alt="" width="288" height="192">
<div><h1 class="game__name">${escapeHtml(game.name)}</h1>
<p class="game__meta"><span class="game__provider">${escapeHtml(game.provider)}</span><span class="badge badge--${mode === 'play' ? 'real' : 'demo'}">${escapeHtml(mode === 'play' ? texts.playMode : texts.demoMode)}</span></p></div>
</div>
</header>
<div class="layout">
<main class="machine">
<div class="reels" role="group" aria-label="${escapeHtml(slot.reels)}">${FIRST_REELS.map(
    (symbol) => `<div class="reel" data-reel>${symbolIcon(symbol, slot.symbols[symbol])}</div>`,
  ).join('')}</div>
<p class="result" data-result aria-live="polite">${escapeHtml(session ? slot.firstSpin : '')}</p>
<p class="alert" data-alert role="alert" hidden></p>
${session ? controls(session, mode, slot) : `<p class="gate" data-gate>${escapeHtml(gate)}</p>`}
</main>
${paytable(slot)}
</div>
</div>`;
  return {
    html: frameDocument({
      locale,
      title: `${game.name} — ${slot.simulationShort}`,
      style: SLOT_STYLE,
      body,
      script: SLOT_SCRIPT,
    }),
    script: SLOT_SCRIPT,
  };
};
