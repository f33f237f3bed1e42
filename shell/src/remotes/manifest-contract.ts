// The contract a build recorded in its federation manifest (the contract's BuildMeta). The
// edge's inlined map knows it for pinned builds only; a tester's override is read here
// before it loads.
import type { ContractNeeds } from '@omad/contract';
import { buildMetaOf } from '@omad/contract/pages';

const UNKNOWN: ContractNeeds = { contractVersion: null, hostContract: null };

const known = new Map<string, Promise<ContractNeeds>>();

const read = async (entry: string, fresh: boolean): Promise<ContractNeeds> => {
  try {
    const response = await fetch(entry, fresh ? { cache: 'no-store' } : undefined);
    if (!response.ok) throw new Error(`it answered ${response.status}`);
    const meta = buildMetaOf(await response.json());
    if (!meta) throw new Error('it records no metaData.omad');
    return { contractVersion: meta.contractVersion, hostContract: meta.hostContract ?? null };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    console.warn(`[shell] no contract version read from ${entry}: ${reason}`);
    return UNKNOWN;
  }
};

/**
 * The contract the build at `entry` records, or nothing known when it is missing or cannot be
 * read. A found one is kept for the page; `fresh` (a retry) reads the manifest again.
 */
export const fetchContractNeeds = (entry: string, fresh = false): Promise<ContractNeeds> => {
  const cached = fresh ? undefined : known.get(entry);
  if (cached) return cached;
  const reading = read(entry, fresh);
  known.set(entry, reading);
  void reading.then((needs) => {
    if (needs.contractVersion === null && known.get(entry) === reading) known.delete(entry);
  });
  return reading;
};
