// The edge's security settings from the environment, shared by its own entry (main.ts) and
// the one-process stack (infra/stack): proxies in front, and hosts the page policy adds.
import { parseTrustedProxyHops } from './client-address';
import { DEFAULT_SANDBOX_LIMITS, type SandboxLimits } from './first-screen-sandbox';
import { mediaOrigin, parseCspSources, type CspSources } from './security';

export type EdgeSecuritySettings = Readonly<{
  trustedProxyHops: number;
  cspSources: CspSources;
  firstScreenLimits: SandboxLimits;
}>;

/** A first-screen render's limit in ms: a whole number from 100 to 60000, else the default. */
const parseRenderMs = (value: string | undefined): number => {
  if (value === undefined || value.trim() === '') return DEFAULT_SANDBOX_LIMITS.renderMs;
  const ms = Number(value);
  if (!Number.isInteger(ms) || ms < 100 || ms > 60_000) {
    throw new Error(
      `EDGE_FIRST_SCREEN_RENDER_MS must be whole milliseconds from 100 to 60000, got ${value}`,
    );
  }
  return ms;
};

/**
 * TRUSTED_PROXY_HOPS (default 0); EDGE_CSP_CONNECT, EDGE_CSP_FRAME and EDGE_CSP_IMG (comma
 * lists of host sources), and CMS_MEDIA_BASE_URL's origin for images when the CMS keeps its
 * media on another host; EDGE_FIRST_SCREEN_RENDER_MS, how long a page waits for its first
 * screen (2000 by default). Throws one line naming the setting that is wrong.
 */
export const securitySettingsFromEnv = (env: NodeJS.ProcessEnv): EdgeSecuritySettings => ({
  trustedProxyHops: parseTrustedProxyHops(env.TRUSTED_PROXY_HOPS),
  cspSources: {
    connect: parseCspSources(env.EDGE_CSP_CONNECT, 'EDGE_CSP_CONNECT'),
    frame: parseCspSources(env.EDGE_CSP_FRAME, 'EDGE_CSP_FRAME'),
    img: [
      ...parseCspSources(env.EDGE_CSP_IMG, 'EDGE_CSP_IMG'),
      ...mediaOrigin(env.CMS_MEDIA_BASE_URL),
    ],
  },
  firstScreenLimits: {
    ...DEFAULT_SANDBOX_LIMITS,
    renderMs: parseRenderMs(env.EDGE_FIRST_SCREEN_RENDER_MS),
  },
});
