// `npm run release -- migrate-environments`: copies each environment kept in files, with its
// history, into the shared database once. An environment the database already holds is left
// as it is, so running it twice changes nothing.
import { ReleaseError } from './env-file';
import type { EnvironmentStore } from './env-store';
import type { HistoryEntry } from './history';
import type { PgEnvironmentStore } from './pg-env-store';

export const migrateEnvironments = async (
  files: EnvironmentStore,
  database: PgEnvironmentStore,
  note: (env: string) => HistoryEntry,
): Promise<string[]> => {
  const names = await files.list();
  if (names.length === 0) throw new ReleaseError(`no environment files in ${files.location}`);
  const lines: string[] = [];
  for (const name of names) {
    const history = await files.history(name);
    const result = await database.copyIn(await files.read(name), history, note(name));
    lines.push(
      result.copied
        ? `${name}: copied with ${history.length} history entries into ${database.location}`
        : `${name}: already in ${database.location} (revision ${result.revision}); left as it is`,
    );
  }
  return lines;
};
