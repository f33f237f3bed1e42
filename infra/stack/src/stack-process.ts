// A stack of its own for a spec that needs one (production mode, the real Strapi): started
// as `npm start` starts it, in a child process on a free port with fresh folders under
// `folder`, and ready once /healthz answers.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { freePort } from './free-port';
import { REPO_ROOT } from './paths';

export type StackProcess = Readonly<{
  origin: string;
  /** What the stack printed so far. */
  output: () => string;
  stop: () => Promise<void>;
}>;

export const startStackProcess = async (
  env: NodeJS.ProcessEnv,
  folder: string,
  timeoutMs = 170_000,
  /** A port chosen beforehand (another service must know it); by default a free one. */
  chosenPort?: number,
): Promise<StackProcess> => {
  const port = chosenPort ?? (await freePort());
  const origin = `http://127.0.0.1:${port}`;
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'infra/stack/src/start.ts', '--fresh-data'],
    {
      cwd: REPO_ROOT,
      env: {
        ...process.env,
        ...env,
        PORT: String(port),
        DATA_DIR: path.join(folder, 'data'),
        ENVIRONMENTS_DIR: path.join(folder, 'environments'),
        ARTIFACTS_DIR: path.join(folder, 'artifacts'),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the stack exited:\n${output}`);
    const status = await fetch(`${origin}/healthz`).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 200) return { origin, output: () => output, stop };
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`the stack did not answer within ${timeoutMs} ms:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
};
