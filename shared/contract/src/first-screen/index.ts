// @omad/contract/first-screen: drawing a remote's first screens with its pages' views, for
// its first-screen module (built for Node; the browser builds never import it).
export { firstScreenDrawings } from './drawing';
export type { FirstScreenDrawer, FirstScreenDrawingsOptions, FirstScreenDrawn } from './drawing';
