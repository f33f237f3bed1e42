// `npm run build`: a production build of every app (shell and the six remotes).
// Usage: npm run build [-- --changed]   (--changed builds only stale apps)
import { ALL_APPS } from './paths';
import { buildStale } from './builds';

buildStale(
  ALL_APPS,
  (line) => console.log(`[omad] ${line}`),
  !process.argv.includes('--changed'),
).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
