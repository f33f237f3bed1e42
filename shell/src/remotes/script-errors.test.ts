// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installRemoteScriptErrors, remoteOfScript } from './script-errors';

const BASE = 'https://omad.example/gamehall';

describe('remoteOfScript', () => {
  it.each([
    ['https://omad.example/remotes/mf-loyalty/1.2.0/remoteEntry.js', 'mf-loyalty'],
    ['/remotes/mf-content/1.0.0/static/js/app.1234.js', 'mf-content'],
    ['https://omad.example/static/js/main.js', null],
    ['https://evil.example/remotes/mf-loyalty/1.0.0/remoteEntry.js', null],
    ['not a url at all ::', null],
  ])('%s belongs to %s', (address, app) => {
    expect(remoteOfScript(address, BASE)).toBe(app);
  });
});

describe('installRemoteScriptErrors', () => {
  afterEach(() => vi.restoreAllMocks());

  it("takes a remote file's error as the remote's, and leaves the page's own alone", () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    installRemoteScriptErrors(window);
    const remote = new ErrorEvent('error', {
      cancelable: true,
      filename: `${window.location.origin}/remotes/mf-gamehall/1.0.0/remoteEntry.js`,
      message: "SyntaxError: Unexpected token 'export'",
    });
    window.dispatchEvent(remote);
    expect(remote.defaultPrevented).toBe(true);
    expect(error).toHaveBeenCalledWith(expect.stringContaining('[shell] mf-gamehall file failed'));
    const own = new ErrorEvent('error', {
      cancelable: true,
      filename: `${window.location.origin}/static/js/main.js`,
      message: 'TypeError: x is undefined',
    });
    window.dispatchEvent(own);
    expect(own.defaultPrevented).toBe(false);
  });
});
