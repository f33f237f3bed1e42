// Starts the storefront exactly as `npm start` does (node --import tsx start.ts --fresh-data)
// in a child process on the bench's own port, with its data, environment files and artifact
// store under test-results/bench-*, so a run never touches checked-in files.
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../../stack/src/paths';

export type StackProcess = Readonly<{ url: string; log: string; stop: () => Promise<void> }>;

export type StackProcessOptions = Readonly<{
  port: number;
  /** A shell build folder other than shell/dist (the monolith). */
  shellDir?: string;
  /** Names the folders and the log: test-results/bench-<label>-*. */
  label: string;
}>;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const exited = (child: ChildProcess, ms: number): Promise<boolean> =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve(true)
    : new Promise((resolve) => {
        const timer = setTimeout(() => resolve(false), ms);
        child.once('exit', () => {
          clearTimeout(timer);
          resolve(true);
        });
      });

const answers = (url: string): Promise<boolean> =>
  fetch(url).then(
    (response) => response.ok,
    () => false,
  );

const lastLines = (file: string, count: number): string =>
  readFileSync(file, 'utf8').trim().split('\n').slice(-count).join('\n');

export const startStackProcess = async ({
  port,
  shellDir,
  label,
}: StackProcessOptions): Promise<StackProcess> => {
  const url = `http://127.0.0.1:${port}`;
  if (await answers(`${url}/healthz`))
    throw new Error(`port ${port} is already in use (pick another with --port)`);
  const results = path.join(REPO_ROOT, 'test-results');
  const folder = (name: string) => path.join(results, `bench-${label}-${name}`);
  // Published workspace builds are replaced only when they changed; start from empty anyway.
  rmSync(folder('artifacts'), { recursive: true, force: true });
  mkdirSync(results, { recursive: true });
  const log = path.join(results, `bench-${label}-stack.log`);
  const out = createWriteStream(log);
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'infra/stack/src/start.ts', '--fresh-data'],
    {
      cwd: REPO_ROOT,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        OMAD_ENV: 'local',
        DATA_DIR: folder('data'),
        ENVIRONMENTS_DIR: folder('environments'),
        ARTIFACTS_DIR: folder('artifacts'),
        ...(shellDir ? { SHELL_DIR: shellDir } : {}),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  child.stdout?.pipe(out);
  child.stderr?.pipe(out);
  // The bench dying (an error, Ctrl-C) must not leave a stack holding the port.
  const orphanGuard = () => child.kill('SIGKILL');
  process.once('exit', orphanGuard);

  const stop = async () => {
    if (!(await exited(child, 0))) child.kill('SIGTERM');
    if (!(await exited(child, 10_000))) child.kill('SIGKILL');
    await exited(child, 5_000);
    process.off('exit', orphanGuard);
    out.end();
  };

  // start.ts may first wait for another build to finish and rebuild stale apps.
  const deadline = Date.now() + 10 * 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`the ${label} stack exited (${child.exitCode}):\n${lastLines(log, 15)}`);
    }
    if (await answers(`${url}/healthz`)) return { url, log, stop };
    await sleep(500);
  }
  await stop();
  throw new Error(`the ${label} stack did not answer ${url}/healthz within 10 minutes; see ${log}`);
};
