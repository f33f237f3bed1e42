// Builds the e2e fixtures (remotes that misbehave on purpose) when they are stale.
import path from 'node:path';
import { withBuildLock } from '../../infra/stack/src/build-lock';
import { buildDir, isStale } from '../../infra/stack/src/builds';

const FIXTURES = ['newer-contract-remote', 'faulty-remotes'];

export default async function globalSetup(): Promise<void> {
  for (const fixture of FIXTURES) {
    const dir = path.join(import.meta.dirname, 'fixtures', fixture);
    if (isStale(dir)) await withBuildLock(() => buildDir(dir), console.log);
  }
}
