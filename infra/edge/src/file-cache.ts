// What the edge makes of a file of the build it serves (the shell's route table, its
// first-frame module), made again only when the file changes: a rebuild under a running
// edge is picked up by the next request, and an unchanged file costs one stat.
import { stat } from 'node:fs/promises';

/**
 * Returns a reader of `file`: `make`'s result for the file as it is now, made again when its
 * modification time changes; null while the file does not exist.
 */
export const readWhenChanged = <T>(
  file: string,
  make: () => T | Promise<T>,
): (() => Promise<T | null>) => {
  let cached: { readonly mtimeMs: number; readonly value: T } | null = null;
  return async () => {
    let mtimeMs: number;
    try {
      ({ mtimeMs } = await stat(file));
    } catch {
      return null;
    }
    if (cached?.mtimeMs !== mtimeMs) cached = { mtimeMs, value: await make() };
    return cached.value;
  };
};
