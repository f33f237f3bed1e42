// Where environments live: their pins, locks and history. One machine keeps them as files
// (infra/environments, file-env-store.ts); many edges and release managers share them in
// PostgreSQL (ENVIRONMENTS_DATABASE_URL, pg-env-store.ts). The commands see only this.
import type { EnvironmentFile } from './env-file';
import type { HistoryEntry } from './history';

/** What one command does to an environment: the state it leaves and the history it adds. */
export type EnvironmentChange = Readonly<{ next: EnvironmentFile; entries: HistoryEntry[] }>;

/** Told to a change that runs again because another landed first. */
export type ChangeAttempt = Readonly<{
  /** 1 on the first run. */
  number: number;
  /** What landed since this command first read the environment, oldest first. */
  landedSince: () => Promise<HistoryEntry[]>;
}>;

/**
 * Computes a change from the current state. It may run more than once: when another change
 * landed between its read and its write, it runs again on the newer state (and may refuse,
 * naming what landed, when the newer state makes it mean something else).
 */
export type ApplyChange = (
  current: EnvironmentFile,
  attempt: ChangeAttempt,
) => Promise<EnvironmentChange>;

export interface EnvironmentStore {
  /** Where the environments are, for messages: a folder or the database's host and name. */
  readonly location: string;
  /** The environments, local → staging → production first, then the rest by name. */
  list(): Promise<string[]>;
  /** The environment now; a ReleaseError naming it when there is none. */
  read(env: string): Promise<EnvironmentFile>;
  /** Every change of `env`, oldest first. */
  history(env: string): Promise<HistoryEntry[]>;
  /**
   * Writes what `apply` computes, with its history, as one change that raises the revision
   * by one; nothing when it adds no history. Never loses a change that landed meanwhile.
   */
  change(env: string, apply: ApplyChange): Promise<HistoryEntry[]>;
  close(): Promise<void>;
}

/** The environments in the order a release travels, then the rest by name. */
export const ENVIRONMENT_ORDER = ['local', 'staging', 'production'];

export const sortEnvironments = (names: readonly string[]): string[] => {
  const rank = (name: string) => {
    const index = ENVIRONMENT_ORDER.indexOf(name);
    return index < 0 ? ENVIRONMENT_ORDER.length : index;
  };
  return [...names].sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
};

/** A change in one line, as refusals and the CLI print it. */
export const describeEntry = (entry: HistoryEntry): string => {
  const who = entry.machine ? `${entry.by} on ${entry.machine}` : entry.by;
  const what = entry.app
    ? `${entry.action} ${entry.app} ${entry.from ?? '-'} → ${entry.to ?? '-'}`
    : entry.action;
  return `${who} (${what} at ${entry.at}${entry.reason ? `: "${entry.reason}"` : ''})`;
};
