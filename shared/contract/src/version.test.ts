import { describe, expect, it } from 'vitest';
import packageJson from '../package.json' with { type: 'json' };
import { CONTRACT_VERSION, contractVerdict, isVersion, parseVersion } from './version';

describe('the contract version', () => {
  it('is the contract package’s own version', () => {
    expect(CONTRACT_VERSION).toBe(packageJson.version);
    expect(isVersion(CONTRACT_VERSION)).toBe(true);
  });
});

describe('release versions', () => {
  it('reads semver with a prerelease and build', () => {
    expect(parseVersion('1.4.2')).toEqual({ major: 1, minor: 4, patch: 2, pre: '' });
    expect(parseVersion('2.0.0-beta.1+b7')).toEqual({
      major: 2,
      minor: 0,
      patch: 0,
      pre: 'beta.1',
    });
  });

  it.each(['1.4', '01.0.0', '1.02.0', '1.0.00', 'v1.0.0', ' 1.0.0', '1.0.0 ', '1.0.0-01', '', 'x'])(
    'refuses %j',
    (text) => {
      expect(parseVersion(text)).toBeNull();
      expect(isVersion(text)).toBe(false);
    },
  );
});

describe('where a remote may run', () => {
  const verdict = (contractVersion: string | null, provided: string, hostContract?: string) =>
    contractVerdict({ contractVersion, hostContract }, provided);

  it('runs a remote of the same or an older minor on the shell’s copy', () => {
    expect(verdict('2.0.0', '2.0.0')).toEqual({ ok: true, copy: 'shell' });
    expect(verdict('2.1.0', '2.3.4')).toEqual({ ok: true, copy: 'shell' });
  });

  it('runs a remote of a newer minor on its own copy when the host surface it needs is there', () => {
    expect(verdict('2.3.0', '2.1.0', '2.1.0')).toEqual({ ok: true, copy: 'own' });
    expect(verdict('2.0.1', '2.0.0', '2.0.0')).toEqual({ ok: true, copy: 'own' });
  });

  it('refuses a remote that needs a newer host surface, naming both versions', () => {
    const result = verdict('2.3.0', '2.1.0', '2.2.0');
    expect(result).toEqual({
      ok: false,
      reason:
        'it was built against contract 2.3.0 and needs a shell of contract 2.2.0 or later; this shell provides 2.1.0',
    });
    // With nothing recorded about the host surface, the build's own version is what it needs.
    expect(verdict('2.3.0', '2.1.0').ok).toBe(false);
  });

  it('refuses another major, naming both versions', () => {
    expect(verdict('3.0.0', '2.4.0')).toEqual({
      ok: false,
      reason: 'it was built against contract 3.0.0, this shell provides 2.4.0 (another major)',
    });
    expect(verdict('1.9.0', '2.0.0').ok).toBe(false);
  });

  it('refuses a build that records no valid version', () => {
    for (const recorded of [null, 'garbage', '01.0.0']) {
      const result = verdict(recorded, '2.0.0');
      expect(result.ok).toBe(false);
      expect(!result.ok && result.reason).toContain('2.0.0');
    }
  });
});
