import { describe, expect, it } from 'vitest';
import { HOSTILE_ADDRESSES } from '@omad/contract/testing';
import { gameFrameUrl } from './game-frame-url';

const PAGE = 'https://omad.uz/game/book_of_omad';

describe('gameFrameUrl', () => {
  it('adds the locale to the launch address, with /demo in place of /play for the demo', () => {
    const launch = '/api/_games/book_of_omad/play';
    expect(gameFrameUrl(launch, 'real', 'uz', PAGE)).toBe(
      '/api/_games/book_of_omad/play?locale=uz',
    );
    expect(gameFrameUrl(launch, 'demo', 'ru', PAGE)).toBe(
      '/api/_games/book_of_omad/demo?locale=ru',
    );
  });

  it("keeps a provider's absolute address and its query, replacing only the locale", () => {
    expect(
      gameFrameUrl('https://games.example/launch/play?token=a&locale=en', 'demo', 'uz', PAGE),
    ).toBe('https://games.example/launch/demo?token=a&locale=uz');
  });

  it('has no demo frame for an address without a /play segment, and no frame without an address', () => {
    expect(gameFrameUrl('https://games.example/launch?game=1', 'demo', 'uz', PAGE)).toBeNull();
    expect(gameFrameUrl('https://games.example/launch?game=1', 'real', 'uz', PAGE)).toBe(
      'https://games.example/launch?game=1&locale=uz',
    );
    expect(gameFrameUrl(undefined, 'real', 'uz', PAGE)).toBeNull();
    expect(gameFrameUrl('', 'real', 'uz', PAGE)).toBeNull();
  });

  it('frames nothing but http(s) without credentials', () => {
    expect(gameFrameUrl('javascript:alert(1)//play', 'real', 'uz', PAGE)).toBeNull();
    expect(gameFrameUrl('data:text/html,<script>1</script>', 'real', 'uz', PAGE)).toBeNull();
    expect(gameFrameUrl('https://user:pw@games.example/play', 'real', 'uz', PAGE)).toBeNull();
    for (const address of HOSTILE_ADDRESSES) {
      const framed = gameFrameUrl(address, 'real', 'uz', PAGE);
      if (framed !== null) expect(new URL(framed, PAGE).protocol).toMatch(/^https?:$/);
    }
  });
});
