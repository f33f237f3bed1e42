// `npm run build`: a production build of every app (shell and the six remotes).
// Usage: npm run build [-- --changed]   (--changed builds only stale apps)
import { ALL_APPS } from './paths';
import { buildStale } from './builds';
import { withBuildLock } from './build-lock';

const log = (line: string) => console.log(`[omad] ${line}`);

withBuildLock(() => buildStale(ALL_APPS, log, !process.argv.includes('--changed')), log).catch(
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  },
);
