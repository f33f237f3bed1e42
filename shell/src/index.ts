// Entry: draws the first frame with what the entry bundles (React, the UI kit, the
// contract's core: eager shared packages, see @omad/build's host preset), then loads the
// rest of the shell behind the async boundary, where the federation runtime provides the
// other shared packages, and the first files of the page's remotes alongside it.
import { drawFirstFrame } from './first-frame';
import { startEarlyPreloads } from './remotes/early-preload';
import { runtimeConfig } from './runtime-config';

drawFirstFrame();
// The shared packages and the shell's own modules download together, and the shared ones
// usually arrive first: each group is then evaluated in a task of its own, not in one long
// task that blocks input.
void import('./provide-shared');
void import('./bootstrap');
startEarlyPreloads(document, runtimeConfig().preload);
