// The robots rules of the SEO settings (robots.txt groups) evaluated for one page, so the
// page's meta robots says what robots.txt says about its address.
//
// Semantics follow robots.txt (RFC 9309 and Google's reading of it): the group of the most
// specific matching user agent applies, else the `*` group; a rule matches from the start of
// the path and query, `*` matches any run of characters and a trailing `$` anchors the end;
// the longest matching rule wins and an allow wins a tie. Rules are written, like page SEO
// urls, for the locale-free path ('/profile' covers '/ru/profile' too).
//
// What a disallowed page gets: when the winning rule matches a query (it contains `?`, like
// '/*?*' or '/*?sort='), the page is a parameterised copy of a real page, so it is
// `noindex, follow` (spec section 9): keep it out of the index but let links pass. A
// disallowed path without a query part is a private area (profile, cashier), with nothing
// to follow either: `noindex, nofollow`. Anything else is `index, follow`.

/** One robots.txt group of settings-seo. */
export type RobotsGroup = Readonly<{
  /** A user-agent token, `*`, or several separated by commas. */
  userAgent: string;
  allow: readonly string[];
  disallow: readonly string[];
}>;

/** The meta robots value of a page. */
export type RobotsDirective = 'index, follow' | 'noindex, follow' | 'noindex, nofollow';

export type RobotsVerdict = Readonly<{
  allowed: boolean;
  /** The rule that decided, or null when none matched. */
  rule: string | null;
  directive: RobotsDirective;
}>;

const agentsOf = (group: RobotsGroup): string[] =>
  group.userAgent
    .split(/[,\n]/)
    .map((agent) => agent.trim().toLowerCase())
    .filter((agent) => agent.length > 0);

/** The groups that apply to `userAgent`: those naming it, else those of `*`. */
const groupsFor = (groups: readonly RobotsGroup[], userAgent: string): RobotsGroup[] => {
  const agent = userAgent.trim().toLowerCase();
  const named = groups.filter((group) => agent !== '*' && agentsOf(group).includes(agent));
  return named.length > 0 ? named : groups.filter((group) => agentsOf(group).includes('*'));
};

const escapeRegExp = (text: string): string => text.replace(/[.+?^${}()|[\]\\]/g, '\\$&');

/** True when robots.txt `rule` matches `target` (path plus query). */
export const robotsRuleMatches = (rule: string, target: string): boolean => {
  const anchored = rule.endsWith('$');
  const body = anchored ? rule.slice(0, -1) : rule;
  const pattern = body.split('*').map(escapeRegExp).join('.*');
  return new RegExp(`^${pattern}${anchored ? '$' : ''}`).test(target);
};

type Candidate = Readonly<{ rule: string; allow: boolean }>;

/**
 * Evaluates the robots groups for a locale-free path with its query (the hash is ignored),
 * for `userAgent` (default `*`, which is what a meta robots tag speaks for).
 */
export const evaluateRobots = (
  groups: readonly RobotsGroup[],
  pathAndQuery: string,
  userAgent = '*',
): RobotsVerdict => {
  const target = pathAndQuery.replace(/#.*$/, '') || '/';
  let best: Candidate | null = null;
  for (const group of groupsFor(groups, userAgent)) {
    const candidates: Candidate[] = [
      ...group.allow.map((rule) => ({ rule: rule.trim(), allow: true })),
      ...group.disallow.map((rule) => ({ rule: rule.trim(), allow: false })),
    ];
    for (const candidate of candidates) {
      // An empty rule matches nothing ("Disallow:" allows everything).
      if (candidate.rule === '' || !robotsRuleMatches(candidate.rule, target)) continue;
      const longer = best === null || candidate.rule.length > best.rule.length;
      const tieAllow =
        best !== null && candidate.rule.length === best.rule.length && candidate.allow;
      if (longer || tieAllow) best = candidate;
    }
  }
  if (best === null || best.allow) {
    return { allowed: true, rule: best?.rule ?? null, directive: 'index, follow' };
  }
  return {
    allowed: false,
    rule: best.rule,
    directive: best.rule.includes('?') ? 'noindex, follow' : 'noindex, nofollow',
  };
};
