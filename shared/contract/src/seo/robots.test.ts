import { describe, expect, it } from 'vitest';
import { evaluateRobots, robotsRuleMatches, type RobotsGroup } from './robots';

const SITE: readonly RobotsGroup[] = [
  {
    userAgent: '*',
    allow: ['/', '/cashier/deposit$'],
    disallow: ['/profile', '/cashier', '/*?*track_id=', '/*?sort=', '/private$'],
  },
  { userAgent: 'Googlebot, Bingbot', allow: ['/profile/public'], disallow: ['/gamehall'] },
];

describe('robotsRuleMatches', () => {
  it.each([
    ['/profile', '/profile', true],
    ['/profile', '/profile/settings', true],
    ['/profile', '/profiles', true],
    ['/profile', '/ru/profile', false],
    ['/*?*track_id=', '/gamehall?category=x&track_id=5', true],
    ['/*?*track_id=', '/gamehall?track=5', false],
    ['/*?*', '/any/page?', true],
    ['/*?*', '/any/page', false],
    ['/private$', '/private', true],
    ['/private$', '/private/x', false],
    ['/*.pdf$', '/docs/terms.pdf', true],
    ['/*.pdf$', '/docs/terms.pdf?x=1', false],
    ['/a.b', '/axb', false],
  ])('%s on %s: %s', (rule, target, expected) => {
    expect(robotsRuleMatches(rule, target)).toBe(expected);
  });
});

describe('evaluateRobots', () => {
  it('indexes a page no disallow rule matches', () => {
    expect(evaluateRobots(SITE, '/gamehall')).toEqual({
      allowed: true,
      rule: '/',
      directive: 'index, follow',
    });
  });

  it('gives noindex, follow when a disallow rule with a query wildcard matches', () => {
    expect(evaluateRobots(SITE, '/gamehall?track_id=td_1')).toEqual({
      allowed: false,
      rule: '/*?*track_id=',
      directive: 'noindex, follow',
    });
    expect(evaluateRobots(SITE, '/promotions?sort=new').directive).toBe('noindex, follow');
  });

  it('gives noindex, nofollow for a disallowed path without a query part', () => {
    expect(evaluateRobots(SITE, '/profile/settings')).toMatchObject({
      allowed: false,
      rule: '/profile',
      directive: 'noindex, nofollow',
    });
  });

  it('lets the longest matching rule win, and an allow win a tie', () => {
    // '/cashier/deposit$' (17) is longer than '/cashier' (8) and anchored at the end.
    expect(evaluateRobots(SITE, '/cashier/deposit').allowed).toBe(true);
    expect(evaluateRobots(SITE, '/cashier/deposit/uzcard').allowed).toBe(false);
    const tie: RobotsGroup[] = [{ userAgent: '*', allow: ['/news'], disallow: ['/news'] }];
    expect(evaluateRobots(tie, '/news/1')).toMatchObject({ allowed: true, rule: '/news' });
  });

  it('ignores the hash and an empty disallow', () => {
    expect(evaluateRobots(SITE, '/gamehall#track_id=1').allowed).toBe(true);
    const open: RobotsGroup[] = [{ userAgent: '*', allow: [], disallow: [''] }];
    expect(evaluateRobots(open, '/anything')).toEqual({
      allowed: true,
      rule: null,
      directive: 'index, follow',
    });
  });

  it('uses the group naming the user agent, else the * group', () => {
    expect(evaluateRobots(SITE, '/gamehall', 'googlebot').allowed).toBe(false);
    // The named group replaces *, so its own rules alone decide.
    expect(evaluateRobots(SITE, '/profile/public', 'bingbot').allowed).toBe(true);
    expect(evaluateRobots(SITE, '/profile/public', 'yandex').allowed).toBe(false);
  });

  it('allows everything when no group applies', () => {
    const onlyBots: RobotsGroup[] = [{ userAgent: 'Googlebot', allow: [], disallow: ['/'] }];
    expect(evaluateRobots(onlyBots, '/profile').allowed).toBe(true);
    expect(evaluateRobots([], '/profile').directive).toBe('index, follow');
  });
});
