// '@omad/contract/seo': the document head as pure functions, no DOM: the head tag builder the
// shell applies (robots rules, SEO url patterns, page meta and structured data inside it), the
// SEO path of a page and the game page address.
export { seoPath } from './seo-pattern';
export { DEFAULT_GAME_MODE, gamePagePath, platformGamePath } from './game-path';
export type { GameAddress } from './game-path';
export { jsonLdTag, linkTag, metaName, titleTag } from './head-tag';
export type { HeadTag } from './head-tag';
export type { HeadSources } from './page-meta';
export { buildHeadTags } from './head-tags';
