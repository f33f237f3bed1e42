// The public pages the bench measures, one list for its own figures (main.ts) and for
// Lighthouse (lighthouse.ts): both homes, then every public page of issue 34's list that
// takes no parameter. The pages with one (a game, a tournament, a promotion…) are added by
// each from the running stack.

/** Home in both languages. */
export const HOMES = ['/', '/ru/'] as const;

/** Every public page without a parameter, in Uzbek. */
export const PUBLIC_PAGES = [
  '/gamehall',
  '/providers',
  '/jackpots',
  '/tournaments',
  '/winners',
  '/promotions',
  '/offers',
  '/loyalty',
  '/about',
  '/betting',
  '/support',
] as const;
