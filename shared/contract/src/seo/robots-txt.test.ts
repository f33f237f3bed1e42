import { describe, expect, it } from 'vitest';
import { robotsTxt } from './robots-txt';

describe('robotsTxt', () => {
  it("writes each path rule for every language's address, wildcard rules once", () => {
    const text = robotsTxt(
      [
        {
          userAgent: '*',
          allow: ['/'],
          disallow: ['/profile', '/cashier/', '/*?*sort=', '*.pdf$'],
        },
        { userAgent: 'Googlebot, Bingbot', allow: [], disallow: ['/bets'] },
      ],
      'https://omad.uz/sitemap.xml',
    );
    expect(text).toBe(
      [
        'User-agent: *',
        'Allow: /',
        'Allow: /ru',
        'Disallow: /profile',
        'Disallow: /ru/profile',
        'Disallow: /cashier/',
        'Disallow: /ru/cashier/',
        'Disallow: /*?*sort=',
        'Disallow: *.pdf$',
        '',
        'User-agent: Googlebot',
        'User-agent: Bingbot',
        'Disallow: /bets',
        'Disallow: /ru/bets',
        '',
        'Sitemap: https://omad.uz/sitemap.xml',
        '',
      ].join('\n'),
    );
  });

  it('allows everything without rules, and drops a rule that would add a line', () => {
    expect(robotsTxt([], 'https://omad.uz/sitemap.xml')).toBe(
      'User-agent: *\nAllow: /\n\nSitemap: https://omad.uz/sitemap.xml\n',
    );
    const text = robotsTxt(
      [{ userAgent: '*', allow: [], disallow: ['/a\nAllow: /secret'] }],
      'https://omad.uz/sitemap.xml',
    );
    expect(text).not.toContain('secret');
  });
});
