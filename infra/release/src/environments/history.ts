// The append-only history of an environment (infra/environments/history/<env>.jsonl): one
// JSON line per change, never rewritten. Rollback reads it to know what came before.
import { appendFile, mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';

export type HistoryAction = 'pin' | 'promote' | 'rollback' | 'lock' | 'unlock' | 'migrate';

export type HistoryEntry = Readonly<{
  at: string;
  by: string;
  /** The machine the change was made from; null for entries older than that. */
  machine: string | null;
  action: HistoryAction;
  /** The remote changed; null for lock and unlock. */
  app: string | null;
  from: string | null;
  to: string | null;
  /** Why: the operator's --reason, or what the command says of itself. */
  reason: string | null;
  /** For rollback: how many earlier versions it went back. */
  steps?: number;
  /** For lock: when it expires. */
  until?: string;
}>;

export const historyFile = (dir: string, env: string): string =>
  path.join(dir, 'history', `${env}.jsonl`);

const ACTIONS: readonly string[] = ['pin', 'promote', 'rollback', 'lock', 'unlock', 'migrate'];
const isAction = (value: string | null): value is HistoryAction =>
  value !== null && ACTIONS.includes(value);

const str = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/** One entry from its JSON (a file's line, a database row's); null when it is not one. */
export const parseHistoryEntry = (json: unknown): HistoryEntry | null => {
  if (typeof json !== 'object' || json === null) return null;
  const entry: Record<string, unknown> = { ...json };
  const action = str(entry.action);
  if (!isAction(action)) return null;
  return {
    at: str(entry.at) ?? '',
    by: str(entry.by) ?? 'unknown',
    machine: str(entry.machine),
    action,
    app: str(entry.app),
    from: str(entry.from),
    to: str(entry.to),
    reason: str(entry.reason),
    ...(typeof entry.steps === 'number' ? { steps: entry.steps } : {}),
    ...(typeof entry.until === 'string' ? { until: entry.until } : {}),
  };
};

const parseLine = (line: string): HistoryEntry | null => {
  try {
    return parseHistoryEntry(JSON.parse(line));
  } catch {
    return null;
  }
};

/** Every entry, oldest first; a line that does not parse (a torn write) is skipped. */
export const readHistory = async (dir: string, env: string): Promise<HistoryEntry[]> => {
  const source = await readFile(historyFile(dir, env), 'utf8').catch(() => '');
  return source
    .split('\n')
    .filter((line) => line.trim() !== '')
    .flatMap((line) => parseLine(line) ?? []);
};

/** Appends entries; each is one write of one line, so lines never interleave. */
export const appendHistory = async (
  dir: string,
  env: string,
  entries: readonly HistoryEntry[],
): Promise<void> => {
  const file = historyFile(dir, env);
  await mkdir(path.dirname(file), { recursive: true });
  for (const entry of entries) await appendFile(file, `${JSON.stringify(entry)}\n`);
};

/**
 * The versions an app has run in the environment, oldest first, as rollback sees them: a
 * pin or promotion adds a version, a rollback of N steps takes the last N away again.
 */
export const versionTrail = (history: readonly HistoryEntry[], app: string): string[] => {
  const trail: string[] = [];
  for (const entry of history) {
    if (entry.app !== app || entry.to === null) continue;
    if (entry.action === 'rollback') {
      trail.splice(Math.max(1, trail.length - (entry.steps ?? 1)));
      if (trail.at(-1) !== entry.to) trail.push(entry.to);
      continue;
    }
    if (trail.length === 0 && entry.from !== null) trail.push(entry.from);
    if (trail.at(-1) !== entry.to) trail.push(entry.to);
  }
  return trail;
};
