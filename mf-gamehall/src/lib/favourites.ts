// The player's favourite games (spec section 4: toggling adds or removes a like). The likes are
// the platform read games.getLikes through the page's query client, read once while a player
// is signed in (a guest has none) and shared by every screen, widget and remote showing them.
// A toggle shows at once (the new list set on that read) and is rolled back, with a toast,
// when the platform refuses it. A guest's toggle opens sign-in and is done after it (the
// shell's pending-action queue), once, and only if the game is not liked yet.
import {
  MutationObserver,
  useIsMutating,
  useQuery,
  type UseQueryResult,
} from '@tanstack/react-query';
import { Events, type RemoteProps, type SessionState } from '@omad/contract';
import { platformQuery, useRemoteProps, useSession } from '@omad/contract/remote';

type Host = Pick<RemoteProps, 'api' | 'session' | 'bus' | 'toast' | 'i18n' | 'queryClient'>;

export type Favourites = Readonly<{
  /** Likes or unlikes a game; a guest is asked to sign in first. */
  toggle: (sysname: string) => Promise<void>;
}>;

/** The signed-in player's uid; null for a guest. */
const playerOf = ({ authenticated, account }: SessionState): number | null =>
  authenticated && account ? account.uid : null;

/**
 * The likes' read as every region of this remote makes it: once per sign-in (the shell starts
 * the cache over when the account changes, and a toggle sets the list it makes), and never
 * again by a mount after a failure: a toggle, or the favourites row's retry, reads it again.
 */
const likesQuery = (api: RemoteProps['api']) => ({
  ...platformQuery(api, 'games.getLikes'),
  staleTime: Infinity,
  retryOnMount: false,
});

/** The like or unlike of one game, while the platform answers it. */
const changeKey = (sysname: string) => ['gamehall.favourite', sysname] as const;

const without = (list: readonly string[], item: string) => list.filter((one) => one !== item);

export const createFavourites = (host: Host): Favourites => {
  const { api, queryClient } = host;
  const likes = likesQuery(api);
  /** Guest toggles waiting for the next sign-in. */
  const queued = new Set<string>();

  const failed = (key: 'addFailed' | 'removeFailed' | 'loadFailed') =>
    host.toast({
      kind: 'error',
      message: host.i18n.t(`common.favourites.${key}`, { ns: 'gamehall' }),
    });

  const currentUid = () => playerOf(host.session.getState());

  /** The signed-in player's likes, read when not known yet; null when they cannot be read. */
  const known = async (): Promise<readonly string[] | null> => {
    try {
      return await queryClient.ensureQueryData(likes);
    } catch (error: unknown) {
      console.warn('[mf-gamehall] favourites could not be read', error);
      return null;
    }
  };

  const change = async (sysname: string, like: boolean) => {
    const uid = currentUid();
    // A read under way was made before this change: its answer must not take it back.
    await queryClient.cancelQueries({ queryKey: likes.queryKey });
    const before = queryClient.getQueryData(likes.queryKey) ?? [];
    queryClient.setQueryData(
      likes.queryKey,
      like ? [sysname, ...without(before, sysname)] : without(before, sysname),
    );
    const platform = new MutationObserver(queryClient, {
      mutationKey: changeKey(sysname),
      mutationFn: () => (like ? api.games.addLike(sysname) : api.games.removeLike(sysname)),
    });
    try {
      await platform.mutate();
    } catch (error: unknown) {
      console.warn('[mf-gamehall] favourite change refused', error);
      if (currentUid() !== uid) return;
      // Back where it was: out again, or in again at its old place.
      const now = without(queryClient.getQueryData(likes.queryKey) ?? [], sysname);
      const at = like ? -1 : before.indexOf(sysname);
      queryClient.setQueryData(
        likes.queryKey,
        at < 0 ? now : [...now.slice(0, at), sysname, ...now.slice(at)],
      );
      failed(like ? 'addFailed' : 'removeFailed');
    }
  };

  const toggle = async (sysname: string) => {
    if (currentUid() === null) {
      host.bus.emit(Events.AuthOpen, { mode: 'login', source: 'favourite' });
      if (queued.has(sysname)) return;
      queued.add(sysname);
      host.session.whenSignedIn(async () => {
        if (!queued.delete(sysname)) return;
        const liked = await known();
        if (!liked) return failed('loadFailed');
        if (!liked.includes(sysname)) await change(sysname, true);
      });
      return;
    }
    if (queryClient.isMutating({ mutationKey: changeKey(sysname) }) > 0) return;
    const liked = await known();
    if (!liked) return failed('loadFailed');
    await change(sysname, !liked.includes(sysname));
  };

  return { toggle };
};

// One per shell session: the app and the widgets of this remote share the guests' queue.
const bySession = new WeakMap<object, Favourites>();

export const favouritesOf = (host: Host): Favourites => {
  let favourites = bySession.get(host.session);
  if (!favourites) {
    favourites = createFavourites(host);
    bySession.set(host.session, favourites);
  }
  return favourites;
};

/** The signed-in player's likes, newest first as far as this page knows; null for a guest. */
export const useLikes = (): UseQueryResult<string[], unknown> | null => {
  const { api } = useRemoteProps();
  const signedIn = useSession(playerOf) !== null;
  const likes = useQuery({ ...likesQuery(api), enabled: signedIn });
  return signedIn ? likes : null;
};

/**
 * One game's like, for its toggle: it follows that game alone, so a change of another game's
 * like (or a list of hundreds of tiles mounting) redraws only the toggles it concerns.
 */
export const useFavourite = (sysname: string): Readonly<{ liked: boolean; busy: boolean }> => {
  const { api } = useRemoteProps();
  const signedIn = useSession(playerOf) !== null;
  const liked = useQuery({
    ...likesQuery(api),
    enabled: signedIn,
    select: (sysnames: string[]) => sysnames.includes(sysname),
  });
  const changing = useIsMutating({ mutationKey: changeKey(sysname) }) > 0;
  return { liked: signedIn && liked.data === true, busy: signedIn && changing };
};
