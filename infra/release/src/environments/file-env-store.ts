// Environments as files on one machine (infra/environments, or ENVIRONMENTS_DIR): <env>.json
// read live by the edge, history/<env>.jsonl appended, and a lock folder that makes one
// writer at a time (env-lock.ts), so a change never runs twice here.
import { readdir } from 'node:fs/promises';
import { readEnvironmentFile, writeEnvironmentFile } from './env-file';
import { withEnvironmentLock } from './env-lock';
import { sortEnvironments, type EnvironmentStore } from './env-store';
import { appendHistory, readHistory } from './history';

export const openFileEnvironmentStore = (dir: string): EnvironmentStore => ({
  location: dir,
  async list() {
    const files = await readdir(dir).catch(() => []);
    return sortEnvironments(
      files.filter((file) => file.endsWith('.json')).map((file) => file.slice(0, -'.json'.length)),
    );
  },
  read: (env) => readEnvironmentFile(dir, env),
  async history(env) {
    await readEnvironmentFile(dir, env); // a clear error for an unknown environment
    return readHistory(dir, env);
  },
  change: (env, apply) =>
    withEnvironmentLock(dir, env, async () => {
      const current = await readEnvironmentFile(dir, env);
      const { next, entries } = await apply(current, {
        number: 1,
        landedSince: async () => [],
      });
      if (entries.length === 0) return [];
      await writeEnvironmentFile(dir, { ...next, revision: current.revision + 1 });
      await appendHistory(dir, env, entries);
      return entries;
    }),
  close: async () => {},
});
