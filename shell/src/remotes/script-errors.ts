// A remote's file that fails as it runs (a syntax error in a broken deploy, a throw at its top
// level) is that remote's failure, not the page's: the loader already rejects and the region
// shows its fallback, so the shell says once which remote's file failed and keeps the
// browser from reporting it as an uncaught error of the page.

/** The remote a script address belongs to, when the edge serves it from /remotes/<app>/. */
export const remoteOfScript = (address: string, base: string): string | null => {
  try {
    const url = new URL(address, base);
    if (url.origin !== new URL(base).origin) return null;
    return /^\/remotes\/([^/]+)\//.exec(url.pathname)?.[1] ?? null;
  } catch {
    return null;
  }
};

export const installRemoteScriptErrors = (win: Window): void => {
  win.addEventListener('error', (event) => {
    const app = event.filename ? remoteOfScript(event.filename, win.location.href) : null;
    if (!app) return;
    event.preventDefault();
    console.error(`[shell] ${app} file failed as it ran (${event.filename}): ${event.message}`);
  });
};
