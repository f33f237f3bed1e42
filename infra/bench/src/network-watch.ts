// Watches a page's network over CDP: every request, which ones are JavaScript, their
// encoded (compressed, on-the-wire) body bytes and when they finished, the main frame's first
// contentful paint on the same clock, and when the network has gone quiet.
import type { CDPSession } from '@playwright/test';

type RequestRecord = {
  url: string;
  isJs: boolean;
  /** Bytes of the response head (CDP responseReceived's encodedDataLength). */
  headBytes: number;
  /** Encoded body bytes: what came over the wire (compressed) less the head. */
  bytes: number;
  /** CDP monotonic seconds; null while in flight or when it failed. */
  finishedAt: number | null;
};

export type NetworkSummary = Readonly<{
  requests: number;
  jsBytes: number;
  jsBytesBeforeFcp: number;
  jsUrlsBeforeFcp: readonly string[];
}>;

export type NetworkWatch = Readonly<{
  /**
   * Resolves once nothing is in flight and no network event came for `quietMs`, or after
   * `capMs`; true when capped.
   */
  quiet: (quietMs: number, capMs: number) => Promise<boolean>;
  summary: () => NetworkSummary;
}>;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const isJavaScript = (type: string | undefined, mimeType: string): boolean =>
  type === 'Script' || /javascript|ecmascript/.test(mimeType);

/** Starts watching; call before the navigation. */
export const watchNetwork = async (cdp: CDPSession): Promise<NetworkWatch> => {
  const requests = new Map<string, RequestRecord>();
  let count = 0;
  let inFlight = 0;
  let lastActivity = Date.now();
  let fcpAt: number | null = null;
  const touch = () => (lastActivity = Date.now());

  await cdp.send('Page.enable');
  await cdp.send('Page.setLifecycleEventsEnabled', { enabled: true });
  const { frameTree } = await cdp.send('Page.getFrameTree');
  const mainFrameId = frameTree.frame.id;
  cdp.on('Page.lifecycleEvent', (event) => {
    if (event.frameId === mainFrameId && event.name === 'firstContentfulPaint' && fcpAt === null)
      fcpAt = event.timestamp;
  });

  cdp.on('Network.requestWillBeSent', (event) => {
    touch();
    if (/^(data|blob):/.test(event.request.url)) return;
    count += 1;
    // A redirect reuses the request id: the hop before it is done.
    if (!requests.has(event.requestId)) inFlight += 1;
    requests.set(event.requestId, {
      url: event.request.url,
      isJs: isJavaScript(event.type, ''),
      headBytes: 0,
      bytes: 0,
      finishedAt: null,
    });
  });
  cdp.on('Network.responseReceived', (event) => {
    touch();
    const record = requests.get(event.requestId);
    if (!record) return;
    record.isJs = isJavaScript(event.type, event.response.mimeType);
    record.headBytes = event.response.encodedDataLength;
  });
  cdp.on('Network.dataReceived', touch);
  cdp.on('Network.loadingFinished', (event) => {
    touch();
    const record = requests.get(event.requestId);
    if (!record) return;
    inFlight -= 1;
    record.bytes = Math.max(0, event.encodedDataLength - record.headBytes);
    record.finishedAt = event.timestamp;
  });
  cdp.on('Network.loadingFailed', (event) => {
    touch();
    if (requests.has(event.requestId)) inFlight -= 1;
  });
  await cdp.send('Network.enable');

  return {
    quiet: async (quietMs, capMs) => {
      const started = Date.now();
      while (inFlight > 0 || Date.now() - lastActivity < quietMs) {
        if (Date.now() - started >= capMs) return true;
        await sleep(100);
      }
      return false;
    },
    summary: () => {
      const js = [...requests.values()].filter((record) => record.isJs);
      const beforeFcp = js.filter(
        (record) => fcpAt !== null && record.finishedAt !== null && record.finishedAt <= fcpAt,
      );
      const sum = (records: readonly RequestRecord[]) =>
        records.reduce((total, record) => total + record.bytes, 0);
      return {
        requests: count,
        jsBytes: sum(js),
        jsBytesBeforeFcp: sum(beforeFcp),
        jsUrlsBeforeFcp: beforeFcp.map((record) => record.url),
      };
    },
  };
};
