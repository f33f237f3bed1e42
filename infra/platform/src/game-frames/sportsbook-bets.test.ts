// @vitest-environment jsdom
// The sportsbook frame placing bets and cashing out, the network stood in for: a retry sends
// the same request id, refused odds changes are shown and accepted, a stake above the balance
// offers a deposit, and the player's bets are listed with their cash-out.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ErrorType, GameFrameMessage } from '@omad/contract/api';
import { loadFrame, PLAYER, price, stubNetwork, text } from '../testing/sportsbook-frame';
import type { FrameRequest } from '../testing/sportsbook-frame';
import { SPORTSBOOK_TEXTS } from './sportsbook-texts';

const TEXTS = SPORTSBOOK_TEXTS.uz;
const WALLET = { main: '115000.00', betting_bonus: '0.00', currency: 'UZS' };
/** The bets' list with the wallet the frame was opened with: nothing moved since. */
const NO_BETS = {
  data: { open: [], settled: [], wallet: PLAYER.kind === 'player' && PLAYER.wallet },
};

const open = (network: (request: FrameRequest) => unknown) => {
  const stub = stubNetwork(network);
  vi.stubGlobal('fetch', stub.fetch);
  const { posted } = loadFrame(PLAYER);
  return { ...stub, posted };
};
const click = (selector: string) => document.querySelector<HTMLButtonElement>(selector)?.click();
const placements = (requests: readonly FrameRequest[]) =>
  requests.filter((request) => request.path === '/place').map((request) => request.body ?? {});

afterEach(() => vi.unstubAllGlobals());

describe('placing a bet from the frame', () => {
  it('sends the same request id again after a dropped answer, then shows the bet placed', async () => {
    let drop = true;
    let placed = false;
    const { requests, posted } = open((request) => {
      if (request.path === '/bets') {
        return placed ? { data: { ...NO_BETS.data, wallet: WALLET } } : NO_BETS;
      }
      if (drop) {
        drop = false;
        throw new Error('connection dropped');
      }
      placed = true;
      return { data: { bet: { id: 7 }, replayed: false, wallet: WALLET } };
    });
    price('fx1-1:result:home').click();
    price('fx2-1:total:under').click();
    click('[data-place]');
    await vi.waitFor(() => expect(text('[data-slip-alert-text]')).toBe(TEXTS.networkError));
    expect(text('[data-place]')).toBe(TEXTS.retry);
    click('[data-place]');
    await vi.waitFor(() => expect(text('[data-slip-status]')).toBe('Stavka qabul qilindi (№7).'));
    const [first, second] = placements(requests);
    expect(second?.request_id).toBe(first?.request_id);
    expect(first).toMatchObject({
      token: 'frame-token',
      stake: '5000.00',
      funds: 'main',
      accept: 'none',
    });
    expect(JSON.parse(first?.legs ?? '[]')).toEqual([
      { fixture_id: 'fx1-1', market: 'result', pick: 'home', odds: '2.10' },
      { fixture_id: 'fx2-1', market: 'total', pick: 'under', odds: '1.90' },
    ]);
    expect(text('[data-balance]')).toBe('115,000 UZS');
    expect(text('[data-slip-count]')).toBe('0');
    expect(posted).toContainEqual({ type: GameFrameMessage.Round });
  });

  it('shows odds the book moved and places at them only once the player accepts', async () => {
    const { requests } = open((request) => {
      if (request.path === '/bets') return NO_BETS;
      const [leg] = JSON.parse(request.body?.legs ?? '[]') as { odds: string }[];
      if (leg?.odds === '2.10') {
        return {
          error: {
            type: ErrorType.InvalidParameter,
            error_data: { odds: ['INVALID'] },
            data: { odds: { 'fx1-1:result:home': '1.95' } },
          },
        };
      }
      return { data: { bet: { id: 8 }, replayed: false, wallet: WALLET } };
    });
    price('fx1-1:result:home').click();
    click('[data-place]');
    await vi.waitFor(() => expect(text('[data-slip-alert-text]')).toBe(TEXTS.oddsMoved));
    expect(text('.slip__odds')).toBe('2.10 1.95');
    expect(text('[data-place]')).toBe(TEXTS.acceptAndPlace);
    click('[data-place]');
    await vi.waitFor(() => expect(text('[data-slip-status]')).toBe('Stavka qabul qilindi (№8).'));
    const [first, second] = placements(requests);
    expect(second?.request_id).not.toBe(first?.request_id);
    expect(JSON.parse(second?.legs ?? '[]')).toMatchObject([{ odds: '1.95' }]);
  });

  it('offers a deposit when the stake is above the balance', async () => {
    const { posted } = open((request) =>
      request.path === '/bets'
        ? NO_BETS
        : { error: { type: ErrorType.UserNeedDeposit, data: { mode: 'real' } } },
    );
    price('fx2-1:result:away').click();
    click('[data-place]');
    await vi.waitFor(() => expect(text('[data-slip-alert-text]')).toBe(TEXTS.insufficient));
    click('[data-deposit]');
    expect(posted).toEqual([{ type: GameFrameMessage.Deposit }]);
    expect(text('[data-slip-count]')).toBe('1');
  });
});

describe("the player's bets in the frame", () => {
  const single = {
    id: 11,
    kind: 'single',
    funds: 'main',
    currency: 'UZS',
    stake: '10000.00',
    odds: '2.10',
    potential_win: '21000.00',
    status: 'open',
    payout: null,
    created_at: '2030-05-14T09:00:00.000Z',
    settled_at: null,
    cashout: '9450.00',
    legs: [
      {
        fixture_id: 'fx1-1',
        home: 'Paxtakor',
        away: 'Nasaf',
        market: 'result',
        pick: 'home',
        line: null,
        odds: '2.10',
        result: 'open',
        score: { home: 1, away: 0 },
      },
    ],
  };

  it('lists open and settled bets and cashes a single out at the quote shown', async () => {
    let cashed = false;
    const { requests, posted } = open((request) => {
      if (request.path === '/cashout') {
        cashed = true;
        return { data: { payout: '9450.00', wallet: WALLET } };
      }
      const settled = cashed
        ? [{ ...single, status: 'cashed_out', payout: '9450.00', cashout: null }]
        : [];
      const wallet = cashed ? WALLET : NO_BETS.data.wallet;
      return { data: { open: cashed ? [] : [single], settled, wallet } };
    });
    await vi.waitFor(() => expect(text('[data-open-count]')).toBe('1'));
    click('[data-tab="bets"]');
    await vi.waitFor(() => expect(text('[data-bet="11"] .bet__status')).toBe(TEXTS.status.open));
    expect(text('[data-bet="11"] .leg__pick')).toBe("Paxtakor g'alabasi @ 2.10");
    expect(text('[data-bet="11"] .leg__score')).toBe('1:0');
    click('[data-cashout="11"]');
    await vi.waitFor(() => expect(text('.bets__notice')).toBe('Stavka 9,450 UZS ga sotildi.'));
    expect(requests.find((request) => request.path === '/cashout')?.body).toMatchObject({
      bet_id: '11',
      quote: '9450.00',
    });
    expect(text('[data-bet="11"] .bet__status')).toBe(TEXTS.status.cashed_out);
    expect(posted).toEqual([{ type: GameFrameMessage.Round }]);
  });
});
