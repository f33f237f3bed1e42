// Platform reads through TanStack Query: one key per method of the client, so every remote
// that reads `account.getBalance` shares one cache entry, one request in flight and one
// invalidation. The shell owns the QueryClient (RemoteProps.queryClient, since 2.11.0) and
// createRemoteApp provides it to the remote's root.
import {
  QueryClient,
  infiniteQueryOptions,
  queryOptions,
  type InfiniteData,
  type QueryKey,
} from '@tanstack/react-query';
import type { Api, Page } from '../api/index';

type Namespaces = Omit<Api, 'call'>;
type NamespaceName = keyof Namespaces & string;
type AnyMethod = (...args: never[]) => Promise<unknown>;

type UnionToIntersection<U> = (U extends unknown ? (value: U) => void : never) extends (
  value: infer I,
) => void
  ? I
  : never;

/** Every method of the client by its name, e.g. 'account.getBalance'. */
type ClientMethods = UnionToIntersection<
  {
    [N in NamespaceName]: {
      [M in keyof Namespaces[N] & string as `${N}.${M}`]: Namespaces[N][M];
    };
  }[NamespaceName]
>;

/** A client method's name: the namespace and the method as the client spells them. */
export type PlatformMethod = {
  [K in keyof ClientMethods]: ClientMethods[K] extends AnyMethod ? K : never;
}[keyof ClientMethods] &
  string;

type MethodOf<K extends PlatformMethod> = ClientMethods[K] extends AnyMethod
  ? ClientMethods[K]
  : never;
type ArgsOf<K extends PlatformMethod> = Parameters<MethodOf<K>>;
type AnswerOf<K extends PlatformMethod> = Awaited<ReturnType<MethodOf<K>>>;

/**
 * The key of a platform read: the method, then its arguments. `platformKey('games.getLikes')`
 * alone matches every read of the method, whatever its arguments (for invalidation).
 */
export const platformKey = <K extends PlatformMethod>(method: K, ...args: readonly unknown[]) =>
  [method, ...args] as const;

const callOf = <K extends PlatformMethod>(api: Api, method: K): MethodOf<K> => {
  const [namespace, name] = method.split('.') as [NamespaceName, string];
  const group = api[namespace] as unknown as Record<string, AnyMethod>;
  const call = group[name];
  if (!call) throw new Error(`The platform client has no method ${method}`);
  return call as MethodOf<K>;
};

/** The query of one platform read: `useQuery(platformQuery(api, 'account.getBalance'))`. */
export const platformQuery = <K extends PlatformMethod>(api: Api, method: K, ...args: ArgsOf<K>) =>
  queryOptions<AnswerOf<K>, unknown, AnswerOf<K>, QueryKey>({
    queryKey: platformKey(method, ...args),
    queryFn: () => (callOf(api, method) as (...a: ArgsOf<K>) => Promise<AnswerOf<K>>)(...args),
  });

type Identified = Readonly<{ id: number | string }>;

/**
 * The pages of a paged list as one list, in the order they came: an item a later page
 * brings again (it moved between two reads) replaces the one shown, in place, so each id
 * shows once and in its newest form.
 */
export const mergeById = <Item extends Identified>(pages: readonly (readonly Item[])[]): Item[] => {
  const merged: Item[] = [];
  const at = new Map<Item['id'], number>();
  for (const page of pages) {
    for (const item of page) {
      const index = at.get(item.id);
      if (index === undefined) {
        at.set(item.id, merged.length);
        merged.push(item);
      } else merged[index] = item;
    }
  }
  return merged;
};

/**
 * A paged platform list ("show more") as an infinite query: `read(offset, count)` reads a
 * page; the next page starts after the rows shown, while the platform's count says there
 * are more.
 */
export const pagedQuery = <Item extends Identified>(
  key: QueryKey,
  read: (offset: number, count: number) => Promise<Page<Item>>,
  pageSize: number,
) =>
  infiniteQueryOptions<Page<Item>, unknown, InfiniteData<Page<Item>, number>, QueryKey, number>({
    queryKey: key,
    queryFn: ({ pageParam }) => read(pageParam, pageSize),
    initialPageParam: 0,
    getNextPageParam: (last, all) => {
      const shown = mergeById(all.map((page) => page.items)).length;
      return shown < last.count ? shown : undefined;
    },
  });

/** The rows of a paged list's infinite query, merged by id, and how many there are in all. */
export const pagedRows = <Item extends Identified>(
  data: InfiniteData<Page<Item>, number> | undefined,
): Readonly<{ items: Item[]; count: number }> => ({
  items: data ? mergeById(data.pages.map((page) => page.items)) : [],
  count: data?.pages.at(-1)?.count ?? 0,
});

/** Tells every region reading these methods that their data changed (after a mutation). */
export const invalidatePlatform = (
  client: QueryClient,
  ...methods: readonly PlatformMethod[]
): Promise<void> =>
  Promise.all(
    methods.map((method) => client.invalidateQueries({ queryKey: platformKey(method) })),
  ).then(() => undefined);

/**
 * The page's query client with the storefront's defaults (the shell makes one; a test host
 * one per test): a failed read is shown at once with its Retry (no silent retries), and
 * data is read again when a page mounts, not when the window regains focus.
 */
export const createQueryClient = (): QueryClient =>
  new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
