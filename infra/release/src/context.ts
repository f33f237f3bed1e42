// What every release command works with: where the environments and the artifact store
// are, which shell to check against, who is acting from where, and what time it is.
import type { EnvironmentStore } from './environments/env-store';
import type { ArtifactStore } from './store/artifact-store';

export type ReleaseContext = Readonly<{
  /** The files of infra/environments (ENVIRONMENTS_DIR), or the shared database. */
  environments: EnvironmentStore;
  store: ArtifactStore;
  /** The shell folder whose installed singletons are the default shell facts. */
  shellDir: string;
  /** Who is acting, for the pins, the locks and the history. */
  who: string;
  /** The machine they act from. */
  machine: string;
  now: () => Date;
}>;
