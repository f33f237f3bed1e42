// Content reads through TanStack Query, as platform reads are (platform-queries.ts): one key
// per reader of the content client and its arguments, so every region that reads
// `getCashierConfig` shares one cache entry and one request in flight. The cache starts over
// when the language changes (the shell resets it), so a key names no locale.
import { queryOptions, useQuery, type QueryKey } from '@tanstack/react-query';
import type { CmsClient } from '../cms/index';
import { useRemoteProps } from './context';

type AnyReader = (...args: never[]) => Promise<unknown>;

/** A reader of the content client, e.g. 'getCashierConfig' or 'getPage'. */
export type CmsReader = {
  [K in keyof CmsClient]: CmsClient[K] extends AnyReader ? K : never;
}[keyof CmsClient] &
  string;

type ReaderOf<K extends CmsReader> = CmsClient[K] extends AnyReader ? CmsClient[K] : never;
type CmsArgsOf<K extends CmsReader> = Parameters<ReaderOf<K>>;
type CmsAnswerOf<K extends CmsReader> = Awaited<ReturnType<ReaderOf<K>>>;

/** The key of a content read: 'cms', the reader, then its arguments. */
export const cmsKey = <K extends CmsReader>(reader: K, ...args: readonly unknown[]) =>
  ['cms', reader, ...args] as const;

const read = <K extends CmsReader>(cms: CmsClient, reader: K, args: CmsArgsOf<K>) =>
  (cms[reader] as (...a: CmsArgsOf<K>) => Promise<CmsAnswerOf<K>>)(...args);

/** The query of one content read: `useQuery(cmsQuery(cms, 'getPage', slug))`. */
export const cmsQuery = <K extends CmsReader>(cms: CmsClient, reader: K, ...args: CmsArgsOf<K>) =>
  queryOptions<CmsAnswerOf<K>, unknown, CmsAnswerOf<K>, QueryKey>({
    queryKey: cmsKey(reader, ...args),
    queryFn: () => read(cms, reader, args),
  });

/**
 * A content read whose absence the page can draw around (a config with fallbacks): its
 * answer, or null while it is on its way or when it failed. The read itself logs its
 * failure, so a failure is logged once however many regions read the key.
 */
export const useCms = <K extends CmsReader>(reader: K, ...args: CmsArgsOf<K>) => {
  const { cms } = useRemoteProps();
  const { data } = useQuery({
    ...cmsQuery(cms, reader, ...args),
    queryFn: () =>
      read(cms, reader, args).catch((error: unknown) => {
        console.warn(`[cms] ${reader} unavailable`, error);
        throw error;
      }),
  });
  return data ?? null;
};
