// A pinned build's first-screen module, run outside the edge: in a child process of its own
// (first-screen-runner.cjs) under Node's permission model, with an empty environment, a heap
// cap and a time limit per render. A module that loops, allocates without end, or reaches for
// what it may not costs the page its first screen and a log line naming the build, never the
// edge: the child is killed and started again for a later page.
import { fork, type ChildProcess } from 'node:child_process';
import * as v from 'valibot';
import {
  FIRST_SCREEN_EXTERNALS,
  type FirstScreenDrawing,
  type FirstScreenInput,
} from '@omad/contract/pages';
import { CHILD_CWD, childArguments, ReplySchema, RUNNER, type Reply } from './first-screen-child';

export type SandboxLimits = Readonly<{
  /** How long one render may take, in milliseconds; past it the render is dropped. */
  renderMs: number;
  /** How long evaluating the module may take (jsdom alone loads in about half a second). */
  loadMs: number;
  /** The child's heap (V8 old space), in megabytes; past it the child dies. */
  memoryMb: number;
  /** Renders waiting for a busy child; a page beyond them goes without its first screen. */
  queue: number;
  /**
   * Children lost in a row (timed out or died) after which the build rests: its pages go
   * without first screens for `restMs`, so a module that always loops costs a process start
   * per few pages, not per page. The next loss after a rest rests it again.
   */
  failures: number;
  restMs: number;
}>;

export const DEFAULT_SANDBOX_LIMITS: SandboxLimits = {
  // Far above a real render (a few to 150 ms), so a busy machine does not cost first screens.
  renderMs: 2000,
  loadMs: 15_000,
  memoryMb: 256,
  queue: 32,
  failures: 3,
  restMs: 30_000,
};

/** Why a render or a load of a sandboxed module gave nothing; the message names the build. */
export class FirstScreenSandboxError extends Error {
  override readonly name = 'FirstScreenSandboxError';
}

export type SandboxOptions = Readonly<{
  /** name@version, for log lines and errors. */
  build: string;
  /** The module's verified source and the name its stack traces carry. */
  code: string;
  filename: string;
  limits: SandboxLimits;
  log: (line: string) => void;
}>;

export interface FirstScreenSandbox {
  /** Resolves once the module has loaded in a child; rejects when it will not load. */
  readonly ready: Promise<void>;
  /** Draws with the module; rejects when it throws, is too slow, its child dies or is busy. */
  render(input: FirstScreenInput): Promise<FirstScreenDrawing | null>;
  /** Stops the child; later renders reject. */
  close(): void;
}

type Waiting = Readonly<{
  input: string;
  resolve: (drawing: FirstScreenDrawing | null) => void;
  reject: (error: Error) => void;
}>;

/** Starts the module's child now (so the first page finds it warm) and keeps it running. */
export const createFirstScreenSandbox = ({
  build,
  code,
  filename,
  limits,
  log,
}: SandboxOptions): FirstScreenSandbox => {
  let child: ChildProcess | null = null;
  let loading: Promise<void> | null = null;
  let busy: (Waiting & { id: number; timer: NodeJS.Timeout }) | null = null;
  const queue: Waiting[] = [];
  let nextId = 1;
  let lostInARow = 0;
  let closed = false;
  let refusal: FirstScreenSandboxError | null = null;
  /** Until when (ms since the epoch) the build rests after losing children in a row. */
  let restingUntil = 0;
  /** The child's last words on stderr (V8 says "heap out of memory" there). */
  let stderr = '';

  const fail = (message: string) => new FirstScreenSandboxError(`${build}: ${message}`);

  /** Kills the child; whatever it held is dropped, and the next render starts another. */
  const lose = (why: string) => {
    const lost = child;
    child = null;
    loading = null;
    if (lost && lost.exitCode === null && lost.signalCode === null) lost.kill('SIGKILL');
    const error = fail(why);
    if (busy) {
      clearTimeout(busy.timer);
      busy.reject(error);
      busy = null;
    }
    for (const waiting of queue.splice(0)) waiting.reject(error);
    if (closed) return;
    lostInARow += 1;
    log(`first screen of ${build}: ${why}; its process was stopped`);
    if (lostInARow >= limits.failures) {
      restingUntil = Date.now() + limits.restMs;
      log(
        `first screen of ${build} rests for ${limits.restMs} ms: ${lostInARow} lost processes in a row`,
      );
    }
  };

  const onReply = (raw: unknown) => {
    const parsed = v.safeParse(ReplySchema, raw);
    if (!parsed.success) return lose('answered something that is not a reply');
    const reply: Reply = parsed.output;
    if (reply.type !== 'drawn' || busy === null || reply.id !== busy.id) return;
    const done = busy;
    busy = null;
    clearTimeout(done.timer);
    lostInARow = 0;
    if (reply.error !== undefined) done.reject(fail(reply.error));
    else done.resolve(reply.drawing);
    pump();
  };

  const start = (): Promise<void> => {
    const started = fork(RUNNER, [], {
      execArgv: childArguments(limits.memoryMb),
      // Nothing of the edge's environment (secrets included) reaches the module.
      env: {},
      cwd: CHILD_CWD,
      stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
      serialization: 'json',
    });
    child = started;
    stderr = '';
    started.stderr?.setEncoding('utf8');
    started.stderr?.on('data', (chunk: string) => {
      stderr = (stderr + chunk).slice(-2000);
    });
    // The edge's own lifetime is not held by its helpers.
    started.unref();
    started.channel?.unref();
    return new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => {
        reject(fail(`did not load within ${limits.loadMs} ms`));
        if (child === started) lose(`did not load within ${limits.loadMs} ms`);
      }, limits.loadMs);
      started.on('exit', (exitCode, signal) => {
        clearTimeout(timer);
        const last = stderr
          .trim()
          .split('\n')
          .find((line) => /heap|memory/i.test(line));
        const why = `process ended (${signal ?? `exit ${exitCode}`})${last ? `: ${last.trim()}` : ''}`;
        reject(fail(why));
        if (child === started) lose(why);
      });
      started.on('error', (error) => {
        clearTimeout(timer);
        reject(fail(error.message));
        if (child === started) lose(error.message);
      });
      started.once('message', (raw: unknown) => {
        clearTimeout(timer);
        const parsed = v.safeParse(ReplySchema, raw);
        if (parsed.success && parsed.output.type === 'loaded') {
          started.on('message', onReply);
          return resolve();
        }
        const why =
          parsed.success && parsed.output.type === 'refused'
            ? parsed.output.error
            : 'answered something that is not a reply';
        // A module that will not evaluate never will: the build is refused for good.
        refusal = fail(why);
        child = null;
        started.kill('SIGKILL');
        reject(refusal);
      });
      started.send({ type: 'load', code, filename, externals: [...FIRST_SCREEN_EXTERNALS] });
    });
  };

  /** Hands the next waiting render to the child, starting one when there is none. */
  const pump = () => {
    if (busy !== null || queue.length === 0) return;
    if (refusal || closed) {
      for (const waiting of queue.splice(0)) waiting.reject(refusal ?? fail('closed'));
      return;
    }
    if (child === null || loading === null) {
      loading = start();
      loading.catch(() => undefined);
    }
    const current = child;
    void loading.then(
      () => {
        if (busy !== null || child !== current || current === null) return pump();
        const waiting = queue.shift();
        if (waiting === undefined) return;
        const id = nextId++;
        const timer = setTimeout(
          () => lose(`a render took longer than ${limits.renderMs} ms and was dropped`),
          limits.renderMs,
        );
        busy = { ...waiting, id, timer };
        current.send({ type: 'render', id, input: waiting.input });
      },
      (error: unknown) => {
        for (const waiting of queue.splice(0))
          waiting.reject(error instanceof Error ? error : fail(String(error)));
      },
    );
  };

  loading = start();
  const ready = loading;
  ready.catch(() => undefined);

  return {
    ready,
    render: (input) =>
      new Promise<FirstScreenDrawing | null>((resolve, reject) => {
        if (refusal || closed) return reject(refusal ?? fail('closed'));
        if (Date.now() < restingUntil)
          return reject(fail(`resting after ${lostInARow} lost processes in a row`));
        if (queue.length >= limits.queue) return reject(fail('too many renders waiting'));
        // The page waits at most renderMs in all, queue included: a page is never held behind
        // renders of other requests (a busy build serves its pages without first screens).
        const timer: { deadline?: ReturnType<typeof setTimeout> } = {};
        const waiting: Waiting = {
          input: JSON.stringify(input),
          resolve: (drawing) => {
            clearTimeout(timer.deadline);
            resolve(drawing);
          },
          reject: (error) => {
            clearTimeout(timer.deadline);
            reject(error);
          },
        };
        timer.deadline = setTimeout(() => {
          const index = queue.indexOf(waiting);
          if (index >= 0) queue.splice(index, 1);
          reject(fail(`no first screen within ${limits.renderMs} ms of waiting`));
          // A little past the render's own limit, so a render that runs over is reported as
          // such (and its process recycled) rather than as a wait.
        }, limits.renderMs + 250);
        timer.deadline.unref();
        queue.push(waiting);
        pump();
      }),
    close: () => {
      closed = true;
      const open = child;
      child = null;
      open?.kill('SIGKILL');
      for (const waiting of queue.splice(0)) waiting.reject(fail('closed'));
    },
  };
};
