// '@omad/contract/seo': the document head as pure functions, no DOM: robots rule evaluation,
// SEO url patterns, the game page address and the head tag builder the shell applies.
export { evaluateRobots, robotsRuleMatches } from './robots';
export type { RobotsDirective, RobotsGroup, RobotsVerdict } from './robots';
export { fillSeoTemplate, humanizeSegment, matchSeoPattern, seoPath } from './seo-pattern';
export { DEFAULT_GAME_MODE, platformGamePath } from './game-path';
export type { GameAddress } from './game-path';
export { jsonLdTag, linkTag, metaName, metaProperty, titleTag } from './head-tag';
export type { HeadTag } from './head-tag';
export { resolvePageMeta, themeColorOf, withTitleSuffix } from './page-meta';
export type { HeadSources, PageMeta } from './page-meta';
export { buildStructuredData } from './structured-data';
export type { StructuredDataContext } from './structured-data';
export { OG_LOCALES, buildHeadTags } from './head-tags';
export type { HeadContext } from './head-tags';
