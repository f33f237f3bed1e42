// Reads the remote pins of one environment (infra/environments/<env>.json) and notices
// edits without a restart; remote-map.ts turns the pins into what the shell registers.
// environment-database.ts reads them from the shared database instead.
import { readFileSync, statSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import {
  EnvironmentFileError,
  environmentFile,
  parseEnvironmentFile,
  type EnvironmentFile,
} from '@omad/release/environments';

/** One remote and the published version the environment pins it to. */
export interface RemotePin {
  readonly name: string;
  readonly version: string;
}

/** A validated environment file. */
export interface Environment {
  readonly name: string;
  /** The environment's revision: each change of it adds one. */
  readonly revision: number;
  readonly production: boolean;
  /** Simulated providers and dev routes reachable through the edge (the file's "simulations"). */
  readonly simulations: boolean;
  readonly remotes: readonly RemotePin[];
}

export { EnvironmentFileError };

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Validates parsed JSON as an environment file with the release CLI's parser (one rule for
 * names and versions on both sides); throws naming the file and the field.
 */
export const parseEnvironment = (value: unknown, file: string, expectedName: string): Environment =>
  environmentOf(parseEnvironmentFile(value, file, expectedName));

/** What the edge keeps of an environment as the release CLI writes it. */
export const environmentOf = (parsed: EnvironmentFile): Environment => ({
  name: parsed.name,
  revision: parsed.revision,
  production: parsed.production,
  simulations: parsed.simulations,
  remotes: Object.entries(parsed.remotes).map(([name, pin]) => ({ name, version: pin.version })),
});

const parseText = (text: string, file: string, expectedName: string): Environment => {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new EnvironmentFileError(file, `not valid JSON (${reason})`);
  }
  return parseEnvironment(json, file, expectedName);
};

/** How often, at most, the file's mtime is looked at. */
export const RECHECK_INTERVAL_MS = 1000;

/** How an edge's environment is doing, for /healthz. */
export interface EnvironmentHealth {
  readonly source: 'file' | 'database';
  /** The file, or the database's host and name (never a password). */
  readonly where: string;
  readonly revision: number;
  /** Seconds since the source last answered (the file was read or the database replied). */
  readonly ageSeconds: number;
  /** Whether the edge can read its source now; false: it serves the last good environment. */
  readonly reachable: boolean;
  /** Why not, or why the last read was refused; null when all is well. */
  readonly problem: string | null;
  /** Database only: whether changes reach this edge at once (LISTEN) or by polling. */
  readonly following?: 'notifications' | 'polling';
}

export interface EnvironmentSource {
  /** The current pins; a file source re-reads the file first when it changed. */
  current(): Promise<Environment>;
  health(): EnvironmentHealth;
  /** Stops following the source (a database connection); nothing for a file. */
  close(): Promise<void>;
}

export interface EnvironmentSourceOptions {
  readonly environmentsDir: string;
  readonly environment: string;
  readonly clock: () => number;
  readonly log: (line: string) => void;
}

/**
 * Loads the file now (throwing a clear error, so a bad file stops startup) and afterwards
 * re-reads it lazily on requests when its mtime or size changes. A file broken by a later
 * edit is logged once and the last good pins keep being served.
 */
export const openEnvironment = (options: EnvironmentSourceOptions): EnvironmentSource => {
  const { environment, clock, log } = options;
  // Throws for a name that is not one (it could leave the folder).
  const file = environmentFile(options.environmentsDir, environment);
  const stampOf = (info: { mtimeMs: number; size: number }) => `${info.mtimeMs}:${info.size}`;

  let loaded: { environment: Environment; stamp: string };
  try {
    const stamp = stampOf(statSync(file));
    loaded = { environment: parseText(readFileSync(file, 'utf8'), file, environment), stamp };
  } catch (error) {
    if (error instanceof EnvironmentFileError) throw error;
    throw new EnvironmentFileError(file, `cannot read the environment file (${String(error)})`);
  }

  let checkedAt = clock();
  let readAt = checkedAt;
  let checking: Promise<void> | null = null;
  let reportedStamp = '';
  let problem: string | null = null;

  const refresh = async (): Promise<void> => {
    let stamp = 'missing';
    try {
      stamp = stampOf(await stat(file));
      readAt = clock();
      if (stamp === loaded.stamp) {
        problem = null;
        return;
      }
      const next = parseText(await readFile(file, 'utf8'), file, environment);
      loaded = { environment: next, stamp };
      problem = null;
      log(`environment ${environment}: reloaded ${file}`);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      problem = message;
      if (stamp === reportedStamp) return;
      reportedStamp = stamp;
      log(`environment ${environment}: ${message}; still serving the previous pins`);
    }
  };

  return {
    health: () => ({
      source: 'file',
      where: file,
      revision: loaded.environment.revision,
      ageSeconds: Math.max(0, Math.round((clock() - readAt) / 1000)),
      reachable: problem === null,
      problem,
    }),
    close: async () => {},
    async current() {
      if (checking === null && clock() - checkedAt >= RECHECK_INTERVAL_MS) {
        checkedAt = clock();
        checking = refresh().finally(() => {
          checking = null;
        });
      }
      if (checking !== null) await checking;
      return loaded.environment;
    },
  };
};
