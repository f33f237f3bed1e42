// '@omad/contract/seo': the document head as pure functions, no DOM: the head tag builder the
// shell applies and the edge sends as HTML (robots rules, SEO url patterns, page meta and
// structured data inside it), the route's part of the head, the reads of its CMS sources,
// the SEO path of a page and the game page address.
export { seoPath } from './seo-pattern';
export { DEFAULT_GAME_MODE, gamePagePath, platformGamePath } from './game-path';
export type { GameAddress } from './game-path';
export { jsonLdTag, linkTag, metaName, titleTag } from './head-tag';
export type { HeadTag } from './head-tag';
export { HEAD_OWNED_ATTRIBUTE, headTagHtml, headTagsHtml } from './head-html';
export type { HeadSources } from './page-meta';
export { buildHeadTags, canonicalOrigin } from './head-tags';
export { robotsTxt } from './robots-txt';
export { evaluateRobots } from './robots';
export type { RobotsDirective, RobotsGroup, RobotsVerdict } from './robots';
export type { HeadContext } from './head-tags';
export { PageSeoInputSchema } from './page-seo-input';
export { DEFAULT_ROUTE_HEAD, RouteHeadSchema, fillRoutePath, headRouteOf } from './route-head';
export type { HeadRoute, HeadRouteInput, RouteHead } from './route-head';
export { readPageEntry, readSiteSources } from './head-sources';
export type { HeadReaders, SiteSources, SiteSourcesRead, SourceFailure } from './head-sources';
