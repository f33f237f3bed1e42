// The runtime configuration the edge inlines into the HTML (window.__OMAD__): which
// environment this is and where each pinned remote lives. Parsed, never trusted blindly.
import * as v from 'valibot';

const PinnedRemoteSchema = v.object({
  /** App folder name, e.g. 'mf-cashier'. */
  name: v.string(),
  /** Federation container name, e.g. 'mf_cashier'. */
  scope: v.string(),
  version: v.string(),
  /** URL of the remote's mf-manifest.json. */
  entry: v.string(),
  /** Contract version recorded in the manifest; null when unknown. */
  contractVersion: v.nullable(v.string()),
});
export type PinnedRemote = v.InferOutput<typeof PinnedRemoteSchema>;

const FirstReadSchema = v.object({ path: v.string(), answer: v.unknown() });

const RuntimeConfigSchema = v.object({
  env: v.string(),
  production: v.boolean(),
  buildId: v.string(),
  remotes: v.array(PinnedRemoteSchema),
  /** Platform reads the edge made for this page (its page-reads.ts); none from older edges. */
  firstReads: v.optional(v.array(FirstReadSchema), []),
});
export type RuntimeConfig = v.InferOutput<typeof RuntimeConfigSchema>;

declare global {
  interface Window {
    __OMAD__?: unknown;
  }
}

let cached: RuntimeConfig | null = null;

/** The inlined configuration; an empty remote list when the page was served without one. */
export const runtimeConfig = (): RuntimeConfig => {
  if (cached) return cached;
  const parsed = v.safeParse(RuntimeConfigSchema, window.__OMAD__);
  if (!parsed.success) {
    console.error(
      '[shell] window.__OMAD__ is missing or malformed; no remote can load',
      parsed.issues,
    );
    cached = { env: 'unknown', production: true, buildId: 'unknown', remotes: [], firstReads: [] };
  } else {
    cached = parsed.output;
  }
  return cached;
};
