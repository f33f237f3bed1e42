// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answer, createTestHost, refusal, type PlatformAnswer } from '../../testing/test-host';
import { BettingPage } from './betting-page';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const sportsbook = (launchUrl?: string) => ({
  sysname: 'dgt_sportsbook',
  name: 'Sportsbook',
  image_url: '/api/_media/game/dgt_sportsbook.svg',
  ...(launchUrl === undefined ? {} : { launch_url: launchUrl }),
});
const games = (...items: unknown[]) => answer({ items, count: items.length });

const page = (gamesAnswer: () => PlatformAnswer, locale: 'uz' | 'ru' = 'uz') => {
  const host = createTestHost({ locale, platform: { 'games.get': gamesAnswer } });
  host.render(<BettingPage />);
  return host;
};

const frame = () => screen.findByTitle<HTMLIFrameElement>(/Sport tikish|Ставки на спорт/);
const unavailable = () => screen.findByTestId('betting-unavailable');

describe('the betting page', () => {
  it('embeds the sportsbook at its launch address and shows it once the frame has loaded', async () => {
    const host = page(() => games(sportsbook('/api/_games/dgt_sportsbook/play')));
    const box = screen.getByTestId('betting-frame');
    expect(box.getAttribute('aria-busy')).toBe('true');
    const iframe = await frame();
    expect(iframe.getAttribute('src')).toBe('/api/_games/dgt_sportsbook/play?locale=uz');
    expect(iframe.title).toBe('Sport tikish');
    expect(box.querySelector('.omad-skeleton')).not.toBeNull();
    fireEvent.load(iframe);
    expect(box.getAttribute('aria-busy')).toBe('false');
    expect(box.querySelector('.omad-skeleton')).toBeNull();
    expect(box.querySelector('[data-state="loaded"]')).toBe(iframe.parentElement);
    const [call] = host.callsOf('games.get');
    expect(JSON.parse(call?.fields.options ?? '')).toMatchObject({ sysname: ['dgt_sportsbook'] });
  });

  it('passes the Russian locale to the frame', async () => {
    page(() => games(sportsbook('/api/_games/dgt_sportsbook/play')), 'ru');
    const iframe = await frame();
    expect(iframe.getAttribute('src')).toBe('/api/_games/dgt_sportsbook/play?locale=ru');
    expect(iframe.title).toBe('Ставки на спорт');
  });

  it('is unavailable when the sportsbook has no address it may frame', async () => {
    page(() => games(sportsbook()));
    expect((await unavailable()).dataset.reason).toBe('not-launchable');
    cleanup();
    page(() => games(sportsbook('javascript:alert(1)')));
    expect((await unavailable()).dataset.reason).toBe('not-launchable');
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('tells an absent sportsbook from a failed check, and retries into the frame', async () => {
    page(() => games());
    expect((await unavailable()).dataset.reason).toBe('absent');
    cleanup();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let reply: PlatformAnswer = refusal('InternalServerErrorException', 'down', undefined, 500);
    page(() => reply, 'ru');
    const state = await unavailable();
    expect(state.dataset.reason).toBe('failed');
    expect(logged).toHaveBeenCalledWith(
      '[mf-content] sportsbook detection failed',
      expect.anything(),
    );
    reply = games(sportsbook('/api/_games/dgt_sportsbook/play'));
    fireEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    await waitFor(async () => expect((await frame()).getAttribute('src')).toContain('locale=ru'));
  });
});
