// The slot frame's script at work: the page the platform serves runs in jsdom, its fetch goes to
// the platform in-process (as the sandboxed frame's would, no cookie), and what it posts to the
// page it runs in is recorded.
import { JSDOM } from 'jsdom';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { GameFrameMessage } from '@omad/contract/api';
import { ledgerMismatches } from '../domain/ledger';
import { formatAmount } from '../domain/money';
import type { Platform } from '../platform';
import { START_TIMEOUT_MS, TestClient } from '../testing/api-client';
import { openFrame } from '../testing/game-frames';
import { createTestPlatform } from '../testing/test-platform';
import { FRAME_TEXTS } from './frame-texts';

let platform: Platform;

beforeAll(async () => {
  platform = await createTestPlatform();
}, START_TIMEOUT_MS);
afterEach(async () => expect(await ledgerMismatches(platform.db)).toEqual([]));
afterAll(() => platform?.close());

interface Frame {
  readonly document: Document;
  /** What the frame posted to the page it runs in. */
  readonly posted: unknown[];
  /** The bodies of the round requests it sent. */
  readonly sent: { round_id: string; bet: string }[];
  click(selector: string): void;
  text(selector: string): string;
  /** Resolves once the spin in flight is answered and shown. */
  settled(): Promise<void>;
}

/**
 * Runs a frame page; `failFetches` network failures come first (the request never arrives).
 */
const run = (html: string, failFetches = 0): Frame => {
  const posted: unknown[] = [];
  const sent: { round_id: string; bet: string }[] = [];
  let failures = failFetches;
  const dom = new JSDOM(html, {
    url: 'http://127.0.0.1:8081/api/_games/frame/play',
    runScripts: 'dangerously',
    beforeParse(window) {
      Object.defineProperty(window, 'parent', {
        value: {
          postMessage: (message: unknown, target: string) => posted.push({ message, target }),
        },
      });
      Object.defineProperty(window, 'fetch', {
        value: async (url: string, init: RequestInit) => {
          sent.push(JSON.parse(String(init.body)) as { round_id: string; bet: string });
          if (failures > 0) {
            failures -= 1;
            throw new TypeError('Failed to fetch');
          }
          const headers = new Headers(init.headers);
          headers.set('origin', 'null');
          return platform.app.request(url, { ...init, headers });
        },
      });
    },
  });
  const { document } = dom.window;
  const element = (selector: string) => {
    const found = document.querySelector(selector);
    if (!found) throw new Error(`no ${selector}`);
    return found as HTMLElement;
  };
  return {
    document,
    posted,
    sent,
    click: (selector) => element(selector).click(),
    text: (selector) => element(selector).textContent ?? '',
    settled: () =>
      vi.waitFor(
        () => {
          if (element('[data-slot]').classList.contains('is-spinning')) throw new Error('spinning');
        },
        { timeout: 5000, interval: 25 },
      ),
  };
};

const lastRound = async (roundId: string) =>
  (
    await platform.db.query<{ reels: string[]; win: string; balance_after: string }>(
      `select reels, win::text as win, balance_after::text as balance_after from game_rounds
       where round_id = $1`,
      [roundId],
    )
  )[0];

describe('the slot frame', () => {
  it('draws Spin disabled, and its script enables it', async () => {
    const { html } = await openFrame(platform.app, null, 'spribe_aviator', 'demo');
    const drawn = new JSDOM(html).window.document.querySelector('[data-spin]');
    expect(drawn?.hasAttribute('disabled')).toBe(true);
    const frame = run(html);
    expect(frame.document.querySelector<HTMLButtonElement>('[data-spin]')?.disabled).toBe(false);
  });

  it('spins: shows the reels, the win and the balance, and tells the page a round ended', async () => {
    const texts = FRAME_TEXTS.uz.slot;
    const frame = run((await openFrame(platform.app, null, 'spribe_aviator', 'demo')).html);
    expect(frame.text('[data-result]')).toBe(texts.firstSpin);
    frame.click('button[data-bet="5000.00"]');
    frame.click('[data-spin]');
    expect(frame.text('[data-spin]')).toBe(texts.spinning);
    await frame.settled();
    expect(frame.sent).toEqual([
      {
        token: expect.any(String),
        round_id: expect.stringMatching(/^[0-9a-f]{32}$/),
        bet: '5000.00',
      },
    ]);
    const round = await lastRound(frame.sent[0]?.round_id ?? '');
    const reels = [...frame.document.querySelectorAll('[data-reel] svg')].map(
      (icon) => (icon as SVGElement).dataset.symbol,
    );
    expect(reels).toEqual(round?.reels);
    expect(frame.text('[data-balance]')).toBe(`${formatAmount(round?.balance_after ?? '')} UZS`);
    expect(frame.text('[data-result]')).toBe(
      round?.win === '0.00'
        ? texts.lost
        : texts.won.replace('{amount}', `${formatAmount(round?.win ?? '')} UZS`),
    );
    expect(frame.posted).toEqual([{ message: { type: GameFrameMessage.Round }, target: '*' }]);
    expect(frame.text('[data-spin]')).toBe(texts.spin);
  });

  it('sends a spin that got no answer again with the same round id, played once', async () => {
    const texts = FRAME_TEXTS.ru.slot;
    const frame = run(
      (await openFrame(platform.app, null, 'spribe_aviator', 'demo', 'ru')).html,
      1,
    );
    frame.click('[data-spin]');
    await frame.settled();
    expect(frame.text('[data-alert]')).toBe(texts.networkError);
    expect(frame.text('[data-spin]')).toBe(texts.retry);
    // The bet cannot change while the spin waits to be sent again.
    frame.click('button[data-bet="25000.00"]');
    frame.click('[data-spin]');
    await frame.settled();
    const [first, retry] = frame.sent;
    expect(retry).toEqual(first);
    expect(await lastRound(first?.round_id ?? '')).toBeDefined();
    expect(frame.posted).toHaveLength(1);
    expect(frame.text('[data-spin]')).toBe(texts.spin);
  });

  it('plays a pack of free spins at its bet first, then real money, showing what it stakes', async () => {
    const texts = FRAME_TEXTS.ru.slot;
    const player = new TestClient(platform.app);
    const email = 'frame.freespins@omad.uz';
    await player.call('auth.register', { email, password: 'Omad-Pa55word' });
    for (const [path, fields] of [
      ['credit', { amount: '10000' }],
      ['grant', { kind: 'freespins', count: '1', amount: '2000', sysname: 'spribe_aviator' }],
    ] as const) {
      const answer = await player.request(`/api/_dev/${path}`, {
        method: 'POST',
        body: new URLSearchParams({ login: email, ...fields }),
      });
      expect(answer.status).toBe(200);
    }
    const frame = run((await openFrame(platform.app, player, 'spribe_aviator', 'play', 'ru')).html);
    const chip = (bet: string) =>
      frame.document.querySelector<HTMLButtonElement>(`button[data-bet="${bet}"]`);
    expect(frame.text('[data-freespins]')).toBe(texts.freespins.replace('{count}', '1'));
    expect(chip('2000.00')?.getAttribute('aria-pressed')).toBe('true');
    expect(chip('1000.00')?.disabled).toBe(true);
    expect(frame.text('[data-balance-label]')).toBe(texts.balance);
    frame.click('[data-spin]');
    await frame.settled();
    expect(frame.sent[0]?.bet).toBe('2000.00');
    const round = await lastRound(frame.sent[0]?.round_id ?? '');
    // The pack is used up: the count is gone and any bet can be chosen again.
    expect(frame.document.querySelector<HTMLElement>('[data-freespins]')?.hidden).toBe(true);
    expect(chip('1000.00')?.disabled).toBe(false);
    expect(frame.text('[data-balance]')).toBe(`${formatAmount(round?.balance_after ?? '')} UZS`);
  });

  it('says a real-money bet does not fit, and tells the page', async () => {
    const player = new TestClient(platform.app);
    await player.call('auth.register', { email: 'frame.broke@omad.uz', password: 'Omad-Pa55word' });
    const frame = run((await openFrame(platform.app, player, 'spribe_aviator', 'play')).html);
    expect(frame.text('[data-balance]')).toBe('0 UZS');
    frame.click('[data-spin]');
    await frame.settled();
    expect(frame.text('[data-alert]')).toBe(FRAME_TEXTS.uz.slot.insufficientReal);
    expect(frame.posted).toEqual([
      { message: { type: GameFrameMessage.InsufficientFunds }, target: '*' },
    ]);
  });
});
