// What every published remote build records about itself in its federation manifest
// (mf-manifest.json, metaData.omad): the build preset writes it; the edge, the shell and the
// release CLI read it with this one schema.
import * as v from 'valibot';
import { FirstScreenFilesSchema } from './first-screen';
import { PageReadsSchema } from './page-reads';

export const BuildMetaSchema = v.object({
  /** The app, e.g. 'mf-cashier'. */
  app: v.string(),
  /** The release version of the build. */
  version: v.string(),
  /** The contract version the build was compiled against. */
  contractVersion: v.string(),
  /** The oldest shell contract whose host surface it runs with (contractVersion if absent). */
  hostContract: v.optional(v.string()),
  /** What the remote's pages read first (none from builds older than contract 2.0). */
  pageReads: v.optional(v.array(PageReadsSchema), []),
  /** Its first-screen module, when its pages declare first screens (contract 2.1 on). */
  firstScreen: v.optional(FirstScreenFilesSchema),
});
/** A build's own record of itself. */
export type BuildMeta = v.InferOutput<typeof BuildMetaSchema>;

const ManifestSchema = v.object({ metaData: v.object({ omad: BuildMetaSchema }) });

/** The build meta a parsed mf-manifest.json records; null when it records none or a bad one. */
export const buildMetaOf = (manifest: unknown): BuildMeta | null => {
  const parsed = v.safeParse(ManifestSchema, manifest);
  return parsed.success ? parsed.output.metaData.omad : null;
};
