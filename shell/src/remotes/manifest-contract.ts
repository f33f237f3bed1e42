// The contract version a build recorded in its federation manifest. The edge's inlined map
// knows it for pinned builds only; a tester's override is read here before it loads.
import * as v from 'valibot';

const ManifestSchema = v.object({
  metaData: v.object({ omad: v.object({ contractVersion: v.string() }) }),
});

const known = new Map<string, Promise<string | null>>();

const read = async (entry: string, fresh: boolean): Promise<string | null> => {
  try {
    const response = await fetch(entry, fresh ? { cache: 'no-store' } : undefined);
    if (!response.ok) throw new Error(`it answered ${response.status}`);
    const parsed = v.safeParse(ManifestSchema, await response.json());
    if (!parsed.success) throw new Error('it records no metaData.omad.contractVersion');
    return parsed.output.metaData.omad.contractVersion;
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    console.warn(`[shell] no contract version read from ${entry}: ${reason}`);
    return null;
  }
};

/**
 * The contract version in the manifest at `entry`, or null when it is missing or cannot be
 * read. A found version is kept for the page; `fresh` (a retry) reads the manifest again.
 */
export const fetchContractVersion = (entry: string, fresh = false): Promise<string | null> => {
  const cached = fresh ? undefined : known.get(entry);
  if (cached) return cached;
  const reading = read(entry, fresh);
  known.set(entry, reading);
  void reading.then((version) => {
    if (version === null && known.get(entry) === reading) known.delete(entry);
  });
  return reading;
};
