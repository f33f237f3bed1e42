// First reads: platform reads the edge made for a page before serving it, inlined into
// the page with their answers. The client answers a GET from them once, so the page's own
// first read of that data costs no round trip; every later call goes to the network.

/** One read: the request's path and query exactly as the client sends it, and the JSON answer. */
export interface FirstRead {
  readonly path: string;
  readonly answer: unknown;
}

/** The reads a client may answer from; each is handed out once. */
export interface FirstReads {
  /** The answer for this path and query, removed from the store; undefined when none. */
  take(path: string): unknown;
}

export const createFirstReads = (reads: readonly FirstRead[]): FirstReads => {
  const pending = new Map(reads.map((read) => [read.path, read.answer]));
  return {
    take: (path) => {
      const answer = pending.get(path);
      pending.delete(path);
      return answer;
    },
  };
};
