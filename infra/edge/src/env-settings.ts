// The edge's security settings from the environment, shared by its own entry (main.ts) and
// the one-process stack (infra/stack): proxies in front, and hosts the page policy adds.
import { parseTrustedProxyHops } from './client-address';
import { DEFAULT_SANDBOX_LIMITS, type SandboxLimits } from './first-screen-sandbox';
import { mediaOrigin, parseCspSources, type CspSources } from './security';

export type EdgeSecuritySettings = Readonly<{
  trustedProxyHops: number;
  cspSources: CspSources;
  firstScreenLimits: SandboxLimits;
  pageReadsTimeoutMs: number;
  cmsWebhookToken?: string;
}>;

/** Whole milliseconds from 50 to 60000 under `name`, else `fallback` when unset. */
const parseMs = (name: string, value: string | undefined, fallback: number): number => {
  if (value === undefined || value.trim() === '') return fallback;
  const ms = Number(value);
  if (!Number.isInteger(ms) || ms < 50 || ms > 60_000) {
    throw new Error(`${name} must be whole milliseconds from 50 to 60000, got ${value}`);
  }
  return ms;
};

/** The shortest webhook token taken: a guessable one would let anyone empty the edge's cache. */
const MIN_WEBHOOK_TOKEN_LENGTH = 32;

/** CMS_WEBHOOK_TOKEN: unset or at least MIN_WEBHOOK_TOKEN_LENGTH characters. */
const parseWebhookToken = (value: string | undefined): { cmsWebhookToken?: string } => {
  if (value === undefined || value === '') return {};
  if (value.length < MIN_WEBHOOK_TOKEN_LENGTH) {
    throw new Error(
      `CMS_WEBHOOK_TOKEN must be at least ${MIN_WEBHOOK_TOKEN_LENGTH} characters (a random secret)`,
    );
  }
  return { cmsWebhookToken: value };
};

/** How long a page waits for the reads its first paint uses (the edge's default). */
export const DEFAULT_PAGE_READS_TIMEOUT_MS = 300;

/**
 * TRUSTED_PROXY_HOPS (default 0); EDGE_CSP_CONNECT, EDGE_CSP_FRAME and EDGE_CSP_IMG (comma
 * lists of host sources), and CMS_MEDIA_BASE_URL's origin for images when the CMS keeps its
 * media on another host; EDGE_FIRST_SCREEN_RENDER_MS, how long a page waits for its first
 * screen (2000 by default), and EDGE_PAGE_READS_TIMEOUT_MS for the reads it draws with (300);
 * CMS_WEBHOOK_TOKEN, the token of the content service's webhook (content-webhook.ts). Throws
 * one line naming the setting that is wrong.
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
    renderMs: parseMs(
      'EDGE_FIRST_SCREEN_RENDER_MS',
      env.EDGE_FIRST_SCREEN_RENDER_MS,
      DEFAULT_SANDBOX_LIMITS.renderMs,
    ),
  },
  pageReadsTimeoutMs: parseMs(
    'EDGE_PAGE_READS_TIMEOUT_MS',
    env.EDGE_PAGE_READS_TIMEOUT_MS,
    DEFAULT_PAGE_READS_TIMEOUT_MS,
  ),
  ...parseWebhookToken(env.CMS_WEBHOOK_TOKEN),
});
