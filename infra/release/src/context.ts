// What every release command works with: where the environments and the artifact store
// are, which shell to check against, who is acting and what time it is.
import type { ArtifactStore } from './store/artifact-store';

export type ReleaseContext = Readonly<{
  /** infra/environments, or ENVIRONMENTS_DIR. */
  environmentsDir: string;
  store: ArtifactStore;
  /** The shell folder whose installed singletons are the default shell facts. */
  shellDir: string;
  /** Who is acting, for the pins and the history. */
  who: string;
  now: () => Date;
}>;
