// What the head-start tests share: the platform and content origins the edge reads from, a
// recording platform, banners, mf-content's home declaration and a declaration as found.
import type { PageReads as Declared } from '@omad/contract/pages';
import type { ManifestSummary } from './remote-map';

export const ORIGIN = 'http://platform.internal:8081';
export const CMS = 'http://cms.internal:8082';

export const banner = (id: number, position: number, image: string) => ({
  id,
  finished_at: null,
  description: { position, title: `B${id}`, image, image_mobile: `${image}?m` },
});

export const platform = (answer: (url: URL) => Response | Promise<Response>) => {
  const seen: { url: URL; init: RequestInit | undefined }[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const url = new URL(String(input));
    seen.push({ url, init });
    return answer(url);
  };
  return { fetch, seen };
};

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

export const banners = (...items: ReturnType<typeof banner>[]) =>
  json({ data: { items, count: items.length } });

/** What mf-content declares for home: its first banners page, the first banner on top. */
export const HOME: Declared = {
  route: '/',
  reads: [{ method: 'banners.get', params: { offset: 0, count: 10 } }],
  hero: 'first-banner',
};

export const built = (contractVersion: string, pageReads: Declared[]): ManifestSummary => ({
  contractVersion,
  hostContract: null,
  pageReads,
  firstScreen: null,
  remoteEntry: 'remoteEntry.js',
  exposes: new Map(),
});

/** The pinned build of mf-content the declarations below come from. */
export const CONTENT_PIN = { name: 'mf-content', version: '1.4.0' };

/** A declaration as found for a page, with its route's parameters and its build. */
export const at = (
  declared: Declared,
  params: Record<string, string> = {},
  summary: ManifestSummary = built('2.0.0', [declared]),
) => ({ declared, params, build: { pin: CONTENT_PIN, summary } });
