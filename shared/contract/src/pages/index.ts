// @omad/contract/pages: which remote serves which page and what it reads first, as the
// shell's build (routes.json) and each remote's build (its manifest) publish them for the
// edge and the release CLI.
export { SHELL_ROUTES_FILE, ShellRoutesSchema, pageModulesOf } from './shell-routes';
export type { PageModule, ShellRoute, ShellRoutes } from './shell-routes';
export { SHELL_FRAME_EXPORT, SHELL_FRAME_FILE } from './shell-frame';
export type { RenderShellFrame, ShellFrameInput } from './shell-frame';
export { matchRoutePath, needsSignIn } from './match-route';
export type { RouteMatchOf } from './match-route';
export { PAGE_HEROES, ROUTE_PARAM_KINDS, isEmptyAnswer, paramsFit } from './page-reads';
export type { RouteParamKind } from './page-reads';
export { definePages, firstScreensOf, isRedirectRow, pageHeadOf } from './define-pages';
export type {
  DrawFirstScreen,
  FirstScreenPath,
  PageHead,
  PageLoader,
  PageRow,
  PageTable,
  PageTableRow,
  PrepareInput,
  RedirectRow,
} from './define-pages';
export type { CmsRead, PageReads, PlatformRead } from './page-reads';
export { BuildMetaSchema, buildMetaOf } from './build-meta';
export type { BuildMeta } from './build-meta';
export {
  FIRST_SCREEN_ABSENT,
  FIRST_SCREEN_EXPORT,
  FIRST_SCREEN_EXTERNALS,
  FIRST_SCREEN_PRELOADED_IMAGES,
  FirstScreenFilesSchema,
} from './first-screen';
export type {
  FirstScreenDrawing,
  FirstScreenFiles,
  FirstScreenInput,
  RenderFirstScreen,
} from './first-screen';
