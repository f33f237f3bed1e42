// The simulated slot's rules: three reels, six symbols, the stakes per currency and a paytable
// returning 96 % over many spins. The platform draws every outcome (node:crypto); the frame
// only shows it.
import { randomInt } from 'node:crypto';
import { DEFAULT_CURRENCY } from '../config';

export const SLOT_SYMBOLS = ['cherry', 'lemon', 'bell', 'star', 'diamond', 'seven'] as const;
export type SlotSymbol = (typeof SLOT_SYMBOLS)[number];
export type Reels = readonly [SlotSymbol, SlotSymbol, SlotSymbol];

/** A paying line: its reels (null: any symbol but the line's own), its weight and its pay. */
interface Line {
  readonly reels: readonly [SlotSymbol, SlotSymbol, SlotSymbol | null];
  /** The pay in tenths of the bet: 5 is 0.5x, 200 is 20x. */
  readonly tenths: number;
  /** Out of PAYTABLE_WEIGHT spins. */
  readonly weight: number;
}

const PAYTABLE_WEIGHT = 10_000;

/** Best first, as the frame lists it. Losing spins make up the remaining 62.1 %. */
export const PAYTABLE: readonly Line[] = [
  { reels: ['seven', 'seven', 'seven'], tenths: 200, weight: 90 },
  { reels: ['diamond', 'diamond', 'diamond'], tenths: 100, weight: 200 },
  { reels: ['star', 'star', 'star'], tenths: 50, weight: 300 },
  { reels: ['bell', 'bell', 'bell'], tenths: 30, weight: 400 },
  { reels: ['lemon', 'lemon', 'lemon'], tenths: 20, weight: 800 },
  { reels: ['cherry', 'cherry', 'cherry'], tenths: 10, weight: 1000 },
  { reels: ['cherry', 'cherry', null], tenths: 5, weight: 1000 },
];

/** What a spin shows and pays. */
export interface Outcome {
  readonly reels: Reels;
  readonly tenths: number;
}

const anySymbol = (): SlotSymbol => SLOT_SYMBOLS[randomInt(SLOT_SYMBOLS.length)] ?? 'cherry';

/** The pay of reels as the paytable reads them; 0 for a losing spin. */
export const tenthsOf = (reels: Reels): number =>
  PAYTABLE.find((line) =>
    line.reels.every((symbol, index) =>
      symbol === null ? reels[index] !== line.reels[0] : reels[index] === symbol,
    ),
  )?.tenths ?? 0;

const losingReels = (): Reels => {
  for (;;) {
    const reels: Reels = [anySymbol(), anySymbol(), anySymbol()];
    if (tenthsOf(reels) === 0) return reels;
  }
};

const losingThird = (paired: SlotSymbol): SlotSymbol => {
  for (;;) {
    const symbol = anySymbol();
    if (symbol !== paired) return symbol;
  }
};

/** One spin, drawn with a cryptographic random number. */
export const drawOutcome = (): Outcome => {
  let ticket = randomInt(PAYTABLE_WEIGHT);
  for (const line of PAYTABLE) {
    if (ticket < line.weight) {
      const [first, second, third] = line.reels;
      const reels: Reels = [first, second, third ?? losingThird(first)];
      return { reels, tenths: line.tenths };
    }
    ticket -= line.weight;
  }
  return { reels: losingReels(), tenths: 0 };
};

/** A losing draw, for a round rigged to lose. */
export const losingOutcome = (): Outcome => ({ reels: losingReels(), tenths: 0 });

/** The paytable's best line (20x, a big win of the winners feed), for a rigged round. */
export const topOutcome = (): Outcome => {
  const [best] = PAYTABLE;
  if (!best) throw new Error('the paytable is empty');
  const [first, second, third] = best.reels;
  if (third === null) throw new Error('the best line names three symbols');
  return { reels: [first, second, third], tenths: best.tenths };
};

/** The return to player the paytable pays over many spins, in percent. */
export const returnToPlayer = (): number =>
  (PAYTABLE.reduce((sum, line) => sum + line.tenths * line.weight, 0) / (PAYTABLE_WEIGHT * 10)) *
  100;

/** The bets the frame offers and the demo money it starts with, per currency. */
export interface Stakes {
  readonly bets: readonly string[];
  readonly demoBalance: string;
}

const STAKES: Readonly<Record<string, Stakes>> = {
  UZS: {
    bets: ['1000.00', '2000.00', '5000.00', '10000.00', '25000.00'],
    demoBalance: '500000.00',
  },
  USD: { bets: ['0.20', '0.50', '1.00', '2.00', '5.00'], demoBalance: '100.00' },
  RUB: { bets: ['10.00', '20.00', '50.00', '100.00', '250.00'], demoBalance: '10000.00' },
};

/** The stakes of a currency (the default currency's when it has none of its own). */
export const stakesFor = (currency: string): Stakes =>
  STAKES[currency] ?? STAKES[DEFAULT_CURRENCY] ?? { bets: ['1.00'], demoBalance: '100.00' };
