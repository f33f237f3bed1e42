import { describe, expect, it } from 'vitest';
import { frameAddress } from './safe-url';

const PAGE = 'https://omad.uz/ru/betting';

describe('the address a launch address is framed at (the sportsbook, a game)', () => {
  it('adds the locale to a path on this site', () => {
    expect(frameAddress('/api/_games/dgt_sportsbook/play', 'ru', PAGE)).toBe(
      '/api/_games/dgt_sportsbook/play?locale=ru',
    );
    expect(frameAddress('/api/_games/dgt_sportsbook/play?skin=dark', 'uz', PAGE)).toBe(
      '/api/_games/dgt_sportsbook/play?skin=dark&locale=uz',
    );
  });

  it("keeps another origin's address absolute and replaces a locale it carried", () => {
    expect(frameAddress('https://sport.example/book?locale=en', 'uz', PAGE)).toBe(
      'https://sport.example/book?locale=uz',
    );
  });

  it('frames nothing without an http(s) address', () => {
    expect(frameAddress(undefined, 'uz', PAGE)).toBeNull();
    expect(frameAddress('', 'uz', PAGE)).toBeNull();
    expect(frameAddress('javascript:alert(1)', 'uz', PAGE)).toBeNull();
    expect(frameAddress('data:text/html,<b>x</b>', 'uz', PAGE)).toBeNull();
    expect(frameAddress('http://[bad', 'uz', PAGE)).toBeNull();
  });

  it('frames nothing with credentials, nor what the caller refuses', () => {
    expect(frameAddress('https://user:pw@sport.example/book', 'uz', PAGE)).toBeNull();
    expect(frameAddress('/api/_games/x/play', 'uz', PAGE, () => false)).toBeNull();
  });
});
