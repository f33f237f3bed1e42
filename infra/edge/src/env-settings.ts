// The edge's security settings from the environment, shared by its own entry (main.ts) and
// the one-process stack (infra/stack): proxies in front, and hosts the page policy adds.
import { parseTrustedProxyHops } from './client-address';
import { mediaOrigin, parseCspSources, type CspSources } from './security';

export type EdgeSecuritySettings = Readonly<{
  trustedProxyHops: number;
  cspSources: CspSources;
}>;

/**
 * TRUSTED_PROXY_HOPS (default 0); EDGE_CSP_CONNECT, EDGE_CSP_FRAME and EDGE_CSP_IMG (comma
 * lists of host sources), and CMS_MEDIA_BASE_URL's origin for images when the CMS keeps its
 * media on another host. Throws one line naming the setting that is wrong.
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
});
