// What the shell of an environment speaks: the contract version and the versions of the
// shared singletons it provides. An environment file may record them for the shell deployed
// there; otherwise they are read from this checkout's shell.
import { CONTRACT_VERSION } from '@omad/contract';
import { SINGLETONS, installedVersion, packageNameOf } from '@omad/build/shared-deps';
import type { EnvironmentFile, ShellFacts } from './environments/env-file';

/** The singleton packages a remote must agree with the shell on. */
export const singletonPackages = (): string[] => [...new Set(SINGLETONS.map(packageNameOf))];

/** The facts of the shell in this checkout (`shellDir` is the shell's folder). */
export const workspaceShell = (shellDir: string): ShellFacts => ({
  contractVersion: CONTRACT_VERSION,
  shared: Object.fromEntries(
    singletonPackages().map((name) => [name, installedVersion(shellDir, name)]),
  ),
});

export const shellOf = (environment: EnvironmentFile, shellDir: string): ShellFacts =>
  environment.shell ?? workspaceShell(shellDir);
