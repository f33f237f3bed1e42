import { describe, expect, it } from 'vitest';
import { sportsbookFrameUrl } from './sportsbook-frame-url';

const PAGE = 'https://omad.uz/ru/betting';

describe('the sportsbook frame address', () => {
  it('adds the locale to a path on this site', () => {
    expect(sportsbookFrameUrl('/api/_games/dgt_sportsbook/play', 'ru', PAGE)).toBe(
      '/api/_games/dgt_sportsbook/play?locale=ru',
    );
    expect(sportsbookFrameUrl('/api/_games/dgt_sportsbook/play?skin=dark', 'uz', PAGE)).toBe(
      '/api/_games/dgt_sportsbook/play?skin=dark&locale=uz',
    );
  });

  it("keeps another origin's address absolute and replaces a locale it carried", () => {
    expect(sportsbookFrameUrl('https://sport.example/book?locale=en', 'uz', PAGE)).toBe(
      'https://sport.example/book?locale=uz',
    );
  });

  it('frames nothing without an http(s) address', () => {
    expect(sportsbookFrameUrl(undefined, 'uz', PAGE)).toBeNull();
    expect(sportsbookFrameUrl('', 'uz', PAGE)).toBeNull();
    expect(sportsbookFrameUrl('javascript:alert(1)', 'uz', PAGE)).toBeNull();
    expect(sportsbookFrameUrl('data:text/html,<b>x</b>', 'uz', PAGE)).toBeNull();
    expect(sportsbookFrameUrl('http://[bad', 'uz', PAGE)).toBeNull();
  });
});
