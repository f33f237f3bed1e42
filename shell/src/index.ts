// Entry: draws the first frame with what the entry bundles (React, the UI kit, the
// contract's core: eager shared packages, see @omad/build's host preset), then loads the
// rest of the shell behind the async boundary, where the federation runtime provides the
// other shared packages, and the first files of the page's remotes alongside it.
import { drawFirstFrame } from './first-frame';
import { startEarlyPreloads } from './remotes/early-preload';

drawFirstFrame();
void import('./bootstrap');
startEarlyPreloads(document, window.__OMAD__);
