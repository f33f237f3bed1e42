// The shell's first frame, drawn into each page by the edge with the server module of the
// shell build it serves (the contract's SHELL_FRAME_FILE): the page paints its header,
// skeletons, hero and first screen before any script has run, and a crawler reads them.
// The module is the shell's, deployed with the edge beside the index.html the edge already
// serves as it is, so it runs in the edge's process (a remote's first-screen module, built
// and pinned apart, runs in a sandbox instead). Loaded again when the file changes (a
// rebuild under a running edge). Like every head start, a frame that cannot be drawn costs
// the page its markup only: the browser then draws the frame itself, as it always could.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import {
  SHELL_FRAME_EXPORT,
  SHELL_FRAME_FILE,
  type RenderShellFrame,
  type ShellFrameInput,
} from '@omad/contract/pages';
import { readWhenChanged } from './file-cache';

/** The largest frame a page carries (it holds the first screen, itself at most 256 KB). */
export const MAX_SHELL_FRAME_BYTES = 320 * 1024;

/** Draws the frame of one page; '' when the shell build has no module or it fails. */
export type ShellFrameSource = (input: ShellFrameInput) => Promise<string>;

const requireHere = createRequire(import.meta.url);

export const createShellFrameSource = (
  shellDir: string,
  log: (line: string) => void = () => {},
): ShellFrameSource => {
  const file = join(shellDir, SHELL_FRAME_FILE);

  const load = (): RenderShellFrame | null => {
    // A rebuilt file is a new module: Node's cache would hand back the old one.
    delete requireHere.cache[file];
    try {
      const loaded: unknown = requireHere(file);
      const render =
        typeof loaded === 'object' && loaded !== null
          ? (loaded as Record<string, unknown>)[SHELL_FRAME_EXPORT]
          : undefined;
      if (typeof render === 'function') return render as RenderShellFrame;
      log(`${file} exports no ${SHELL_FRAME_EXPORT}: pages go without the shell's frame`);
    } catch (error) {
      // Said once per file: a module that will not load is not tried again until it changes.
      log(`${file} will not load: ${error instanceof Error ? error.message : String(error)}`);
    }
    return null;
  };

  const current = readWhenChanged(file, load);

  return async (input) => {
    const render = await current();
    if (!render) return '';
    try {
      const html = render(input);
      if (typeof html !== 'string') throw new TypeError(`it drew ${typeof html}, not markup`);
      if (Buffer.byteLength(html) > MAX_SHELL_FRAME_BYTES) {
        log(
          `the shell's frame of ${input.path} dropped: larger than ${MAX_SHELL_FRAME_BYTES} bytes`,
        );
        return '';
      }
      return html;
    } catch (error) {
      log(
        `the shell's frame of ${input.path} failed: ${error instanceof Error ? error.message : String(error)}`,
      );
      return '';
    }
  };
};
