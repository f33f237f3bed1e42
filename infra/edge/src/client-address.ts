// Whose request this is: the socket peer when browsers connect straight to the edge, or, behind
// TRUSTED_PROXY_HOPS proxies of our own (a load balancer, a CDN), the X-Forwarded-For entry the
// outermost of them wrote. Entries left of it are the client's to write and are never believed.

/** The X-Forwarded-For entries, left to right, without blanks. */
const entriesOf = (header: string | undefined): string[] =>
  (header ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');

export type ForwardedFor = Readonly<{
  /** The client's address as the edge decided it; undefined when there is none to be had. */
  client: string | undefined;
  /**
   * The X-Forwarded-For to send upstream: the entries left of the decided one, then it, last,
   * so an upstream trusting exactly one hop (the edge) reads the edge's verdict.
   */
  header: string | undefined;
}>;

/**
 * With `hops` 0 the client is the socket peer and the header is the incoming entries plus the
 * peer. With `hops` k > 0 and entries a1..an, the client is a(n-k+1), the entry written by
 * the proxy k hops away; with fewer than k entries it is a1 (the proxies added fewer than
 * expected, so nothing of the list can be trusted more than its first entry); with none, the
 * socket peer.
 */
export const forwardedFor = (
  incoming: string | undefined,
  peer: string | undefined,
  hops: number,
): ForwardedFor => {
  const entries = entriesOf(incoming);
  if (hops <= 0 || entries.length === 0) {
    if (peer === undefined) return { client: undefined, header: undefined };
    return { client: peer, header: [...entries, peer].join(', ') };
  }
  const index = Math.max(0, entries.length - hops);
  const kept = entries.slice(0, index + 1);
  return { client: kept[index], header: kept.join(', ') };
};

/** TRUSTED_PROXY_HOPS as a count; throws one line for anything that is not one. */
export const parseTrustedProxyHops = (value: string | undefined): number => {
  if (value === undefined || value.trim() === '') return 0;
  const hops = Number(value);
  if (!Number.isInteger(hops) || hops < 0 || hops > 10)
    throw new Error(`TRUSTED_PROXY_HOPS="${value}" is not a number of proxies from 0 to 10`);
  return hops;
};
