// The route table of the shell build the edge serves (routes.json beside its index.html,
// the contract's ShellRoutes): which remote owns a path and what the page mounts first.
// Read from the build, never from the shell's source, so the edge follows whichever shell
// is deployed. Re-read when the file changes (a rebuild under a running edge).
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import * as v from 'valibot';
import { SHELL_ROUTES_FILE, ShellRoutesSchema, type ShellRoutes } from '@omad/contract/pages';
import { readWhenChanged } from './file-cache';

/** The table of the current shell build; null when it has none or a malformed one. */
export type ShellRoutesSource = () => Promise<ShellRoutes | null>;

export const createShellRoutesSource = (
  shellDir: string,
  log: (line: string) => void = () => {},
): ShellRoutesSource => {
  const file = join(shellDir, SHELL_ROUTES_FILE);
  const current = readWhenChanged(file, async (): Promise<ShellRoutes | null> => {
    try {
      const parsed = v.safeParse(ShellRoutesSchema, JSON.parse(await readFile(file, 'utf8')));
      if (parsed.success) return parsed.output;
      log(`${file} is not a route table: ${parsed.issues[0]?.message ?? 'invalid'}`);
    } catch (error) {
      log(`${file} cannot be read: ${error instanceof Error ? error.message : String(error)}`);
    }
    return null;
  });
  return async () => (await current()) ?? null;
};
