// A part of the content cache's memory (content-cache.ts), bounded in bytes rather than in
// answers: keys come from request URLs and answers may be large, so only bytes bound memory.
// The least recently used answers go first when a new one does not fit.

/** What a kept answer costs besides its URL and body: the map entry and the record. */
export const ENTRY_OVERHEAD_BYTES = 256;

/** An answer of the content service, as kept. */
export type KeptAnswer = {
  status: number;
  body: string;
  contentType: string;
  /** When it was read from the content service. */
  readAt: number;
  /** Served without asking until then, unless the generation moved on. */
  freshUntil: number;
  generation: number;
};

export type ContentPartition = Readonly<{
  get: (url: string) => KeptAnswer | undefined;
  /** The answer was used: it is the last in line to go. */
  touch: (url: string) => void;
  /** Keeps `held` under `url`, pushing out the least recently used to fit; false if it cannot fit. */
  put: (url: string, held: KeptAnswer) => boolean;
  remove: (url: string) => void;
  size: () => number;
  bytes: () => number;
}>;

const costOf = (url: string, held: KeptAnswer): number =>
  ENTRY_OVERHEAD_BYTES +
  Buffer.byteLength(url) +
  Buffer.byteLength(held.body) +
  Buffer.byteLength(held.contentType);

/** A partition of at most `maxBytes`; `dropped` hears of each URL pushed out to fit. */
export const createContentPartition = (
  maxBytes: number,
  dropped: (url: string) => void,
): ContentPartition => {
  // A Map iterates in insertion order: re-inserting on use makes the first entry the LRU.
  const entries = new Map<string, Readonly<{ held: KeptAnswer; cost: number }>>();
  let bytes = 0;

  const remove = (url: string) => {
    const entry = entries.get(url);
    if (!entry) return;
    entries.delete(url);
    bytes -= entry.cost;
  };

  return {
    get: (url) => entries.get(url)?.held,
    touch: (url) => {
      const entry = entries.get(url);
      if (!entry) return;
      entries.delete(url);
      entries.set(url, entry);
    },
    put: (url, held) => {
      remove(url);
      const cost = costOf(url, held);
      if (cost > maxBytes) return false;
      for (const oldest of entries.keys()) {
        if (bytes + cost <= maxBytes) break;
        remove(oldest);
        dropped(oldest);
      }
      entries.set(url, { held, cost });
      bytes += cost;
      return true;
    },
    remove,
    size: () => entries.size,
    bytes: () => bytes,
  };
};
