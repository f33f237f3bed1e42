// The route table of the shell build the edge serves (routes.json beside its index.html,
// the contract's ShellRoutes): which remote owns a path and what the page mounts first.
// Read from the build, never from the shell's source, so the edge follows whichever shell
// is deployed. Re-read when the file changes (a rebuild under a running edge).
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import * as v from 'valibot';
import { SHELL_ROUTES_FILE, ShellRoutesSchema, type ShellRoutes } from '@omad/contract/pages';

/** The table of the current shell build; null when it has none or a malformed one. */
export type ShellRoutesSource = () => Promise<ShellRoutes | null>;

export const createShellRoutesSource = (
  shellDir: string,
  log: (line: string) => void = () => {},
): ShellRoutesSource => {
  const file = join(shellDir, SHELL_ROUTES_FILE);
  let cached: { readonly mtimeMs: number; readonly routes: ShellRoutes | null } | null = null;
  return async () => {
    let mtimeMs: number;
    try {
      ({ mtimeMs } = await stat(file));
    } catch {
      return null;
    }
    if (cached?.mtimeMs === mtimeMs) return cached.routes;
    let routes: ShellRoutes | null = null;
    try {
      const parsed = v.safeParse(ShellRoutesSchema, JSON.parse(await readFile(file, 'utf8')));
      if (parsed.success) routes = parsed.output;
      else log(`${file} is not a route table: ${parsed.issues[0]?.message ?? 'invalid'}`);
    } catch (error) {
      log(`${file} cannot be read: ${error instanceof Error ? error.message : String(error)}`);
    }
    cached = { mtimeMs, routes };
    return routes;
  };
};
