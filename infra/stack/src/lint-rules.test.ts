// The repository's own ESLint config holds the layout of style.md: a feature folder imports
// only itself and lib/, and no import cycle. Each rule is shown firing on a snippet linted
// as if it were a file of mf-auth, against the real files around it.
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const eslint = new ESLint({ cwd: root });

/** The rules that fire on `code` as the file at `path` (from the repository root). */
const firing = async (path: string, code: string): Promise<string[]> => {
  const [result] = await eslint.lintText(code, { filePath: `${root}${path}` });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
};

describe('lint: feature folders', () => {
  it('refuses an import from another feature, also a lazy one', async () => {
    expect(
      await firing(
        'mf-auth/src/features/restore/probe.ts',
        "export { LoginFlow } from '../login/login-flow';\n",
      ),
    ).toEqual(['import-x/no-restricted-paths']);
    expect(
      await firing(
        'mf-auth/src/features/restore/probe.ts',
        "export const load = () => import('../login/login-flow');\n",
      ),
    ).toEqual(['import-x/no-restricted-paths']);
  });

  it('lets a feature import its own files and lib/, and refuses lib/ importing a feature', async () => {
    expect(
      await firing(
        'mf-auth/src/features/restore/probe.ts',
        "export { RestoreResult } from './restore-result';\nexport { AuthForm } from '../../lib/auth-form/auth-form';\n",
      ),
    ).toEqual([]);
    expect(
      await firing(
        'mf-auth/src/lib/probe.ts',
        "export { RestoreFlow } from '../features/restore/restore-flow';\n",
      ),
    ).toEqual(['import-x/no-restricted-paths']);
  });
});

describe('lint: import cycles', () => {
  it('refuses an import that closes a cycle', async () => {
    // use-login-form.ts imports login-schema.ts: login-schema importing it back is a cycle.
    expect(
      await firing(
        'mf-auth/src/lib/auth-form/login-schema.ts',
        "export { useLoginForm } from './use-login-form';\n",
      ),
    ).toEqual(['import-x/no-cycle']);
    expect(
      await firing(
        'mf-auth/src/lib/auth-form/use-login-form.ts',
        "export { loginKindOf } from './login-schema';\n",
      ),
    ).toEqual([]);
  });
});
