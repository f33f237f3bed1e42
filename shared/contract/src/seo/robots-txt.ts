// robots.txt from the robots rules of the SEO settings (the same groups every page's meta
// robots is evaluated against, robots.ts). The rules are written for locale-free paths, so
// each one that names a path is written for every language's address ('/profile' also as
// '/ru/profile'); a rule that starts with a wildcard already covers them all. The file names
// the sitemap.
import { LOCALES, localizePath } from '../locale';
import type { RobotsGroup } from './robots';

/** A rule for each language's address, in the order of LOCALES, each once. */
const localized = (rule: string): string[] => {
  const trimmed = rule.trim();
  if (!trimmed.startsWith('/') || trimmed.startsWith('/*')) return [trimmed];
  // localizePath drops a trailing slash, which a rule keeps ('/cashier/' is not '/cashier').
  const rules = LOCALES.map((locale) => {
    const path = localizePath(trimmed, locale);
    return trimmed.length > 1 && trimmed.endsWith('/') && !path.endsWith('/') ? `${path}/` : path;
  });
  return [...new Set(rules)];
};

const lines = (field: 'Allow' | 'Disallow', rules: readonly string[]): string[] =>
  rules.flatMap(localized).map((rule) => `${field}: ${rule}`);

/** Lines with a line break inside (or a control character) are nobody's rule. */
const safe = (value: string): boolean =>
  [...value].every((char) => char.charCodeAt(0) >= 0x20 && char.charCodeAt(0) !== 0x7f);

export const robotsTxt = (groups: readonly RobotsGroup[], sitemapUrl: string): string => {
  const kept = groups.map((group) => ({
    agents: group.userAgent
      .split(/[,\n]/)
      .map((agent) => agent.trim())
      .filter((agent) => agent && safe(agent)),
    allow: group.allow.filter(safe),
    disallow: group.disallow.filter(safe),
  }));
  const blocks = kept
    .filter((group) => group.agents.length > 0)
    .map((group) =>
      [
        ...group.agents.map((agent) => `User-agent: ${agent}`),
        ...lines('Allow', group.allow),
        ...lines('Disallow', group.disallow),
      ].join('\n'),
    );
  // No group at all: everything may be crawled.
  const body = blocks.length > 0 ? blocks : ['User-agent: *\nAllow: /'];
  return `${[...body, `Sitemap: ${sitemapUrl}`].join('\n\n')}\n`;
};
