// The slot's six symbols as inline SVG: the emblems of the game art (media/emblems.ts),
// defined once in the page and drawn with <use>, so the frame needs no image requests and its
// script only swaps an href.
import { EMBLEM_GRADIENTS, EMBLEMS } from '../media/emblems';
import { escapeHtml } from './html';
import { SLOT_SYMBOLS } from './slot-paytable';
import type { SlotSymbol } from './slot-paytable';

/** The hidden sprite every symbol is drawn from; once per page. */
export const SLOT_SYMBOL_SPRITE = `<svg class="sprite" aria-hidden="true" focusable="false"><defs>${EMBLEM_GRADIENTS}</defs>
${SLOT_SYMBOLS.map((name) => `<symbol id="sym-${name}" viewBox="0 0 64 64">${EMBLEMS[name]}</symbol>`).join('\n')}
</svg>`;

/** One symbol, named for screen readers. */
export const symbolIcon = (symbol: SlotSymbol, label: string, className = 'sym'): string =>
  `<svg class="${className}" role="img" aria-label="${escapeHtml(label)}" data-symbol="${symbol}"><use href="#sym-${symbol}"/></svg>`;
