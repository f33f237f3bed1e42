import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FIRST_SCREEN_EXTERNALS, buildMetaOf } from '@omad/contract/pages';
import {
  FIRST_SCREEN_FILES,
  defineFirstScreenConfig,
  defineRemoteConfig,
  remoteBuild,
} from './remote';

const CONTENT = path.resolve(import.meta.dirname, '../../../mf-content');
const OPTIONS = {
  dir: CONTENT,
  exposes: { './app': './src/bootstrap.tsx' },
  pages: { reads: [{ route: '/support', reads: [], firstScreen: true }] },
  firstScreen: './src/first-screen.tsx',
  override: { version: '9.9.9', outDir: '/tmp/omad-build-test/9.9.9' },
};

describe('a remote with first screens', () => {
  it('builds its module for Node into its own folder of the build, after the browser build', () => {
    const browser = defineRemoteConfig(OPTIONS);
    const server = defineFirstScreenConfig(OPTIONS);
    expect(server.dependencies).toEqual([browser.name]);
    expect(server.target).toBe('node20');
    expect(server.entry).toEqual({ 'first-screen': OPTIONS.firstScreen });
    expect(path.join(String(server.output?.path), String(server.output?.filename))).toBe(
      path.join(OPTIONS.override.outDir, FIRST_SCREEN_FILES.script),
    );
    expect(server.output?.library).toEqual({ type: 'commonjs2' });
    // Only what the edge provides is left out of the bundle.
    expect(server.externals).toEqual(
      Object.fromEntries(FIRST_SCREEN_EXTERNALS.map((name) => [name, `commonjs ${name}`])),
    );
  });

  it('records the module in the build meta it writes to its manifest', () => {
    const { omad } = remoteBuild(OPTIONS);
    expect(omad.firstScreen).toEqual(FIRST_SCREEN_FILES);
    // As the edge reads it back from the manifest.
    expect(buildMetaOf({ metaData: { omad } })?.firstScreen).toEqual(FIRST_SCREEN_FILES);
    const { firstScreen: _module, ...plain } = OPTIONS;
    expect(remoteBuild({ ...plain, pages: { reads: [] } }).omad.firstScreen).toBeUndefined();
    expect(
      buildMetaOf({
        metaData: {
          omad: {
            app: 'x',
            version: '1.0.0',
            contractVersion: '2.1.0',
            firstScreen: { script: '../../etc/passwd' },
          },
        },
      }),
    ).toBeNull();
  });

  it('refuses first screens declared without a module, and a module config without one', () => {
    const { firstScreen: _module, ...without } = OPTIONS;
    expect(() => defineRemoteConfig(without)).toThrow('declares first screens');
    expect(() => defineFirstScreenConfig({ ...without, pages: { reads: [] } })).toThrow(
      'names no firstScreen module',
    );
  });
});
