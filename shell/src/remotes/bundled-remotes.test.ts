import { describe, expect, it } from 'vitest';
import { bundledRemotes } from './bundled-remotes';

describe('the federated build', () => {
  it('bundles no remote: every one is loaded through federation', () => {
    expect(bundledRemotes).toEqual({});
  });
});
