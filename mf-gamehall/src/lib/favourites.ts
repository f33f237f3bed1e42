// The player's favourite games (spec section 4: toggling adds or removes a like), one store
// per shell session, shared by every screen and widget of this remote. Likes are read when a
// player is signed in and forgotten on sign-out; a toggle shows at once and is rolled back,
// with a toast, when the platform refuses it. A guest's toggle opens sign-in and is done
// after it (the shell's pending-action queue), once, and only if the game is not liked yet.
import { useMemo } from 'react';
import { useStore } from 'zustand';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { Events, type RemoteProps } from '@omad/contract';
import { useRemoteProps } from '@omad/contract/remote';

export type FavouritesState = Readonly<{
  /** idle: a guest; loading, ready or error: the player's likes. */
  status: 'idle' | 'loading' | 'ready' | 'error';
  /** Liked sysnames, newest first as far as this page knows. */
  liked: readonly string[];
  /** Sysnames whose like or unlike the platform is still answering. */
  busy: readonly string[];
}>;

type Host = Pick<RemoteProps, 'api' | 'session' | 'bus' | 'toast' | 'i18n'>;

export type Favourites = Readonly<{
  store: StoreApi<FavouritesState>;
  /** Likes or unlikes a game; a guest is asked to sign in first. */
  toggle: (sysname: string) => Promise<void>;
  /** Reads the player's likes again after a failure; true once they are known. */
  reload: () => Promise<boolean>;
}>;

const GUEST: FavouritesState = { status: 'idle', liked: [], busy: [] };

const without = (list: readonly string[], item: string) => list.filter((one) => one !== item);

export const createFavourites = (host: Host): Favourites => {
  const store = createStore<FavouritesState>()(() => GUEST);
  /** Whose likes are held or being read (a uid), so one sign-in reads them once. */
  let readFor: number | null = null;
  let reading: Promise<boolean> | null = null;
  /** Guest toggles waiting for the next sign-in. */
  const queued = new Set<string>();

  const failed = (key: 'addFailed' | 'removeFailed' | 'loadFailed') =>
    host.toast({
      kind: 'error',
      message: host.i18n.t(`common.favourites.${key}`, { ns: 'gamehall' }),
    });

  const currentUid = (): number | null => {
    const { authenticated, account } = host.session.getState();
    return authenticated && account ? account.uid : null;
  };

  const read = (uid: number): Promise<boolean> => {
    readFor = uid;
    store.setState({ status: 'loading', liked: [], busy: [] });
    const attempt: Promise<boolean> = host.api.games.getLikes().then(
      (sysnames) => {
        if (readFor !== uid || reading !== attempt) return false;
        store.setState({ status: 'ready', liked: [...new Set(sysnames)] });
        return true;
      },
      (error: unknown) => {
        console.warn('[mf-gamehall] favourites could not be read', error);
        if (readFor !== uid || reading !== attempt) return false;
        store.setState({ status: 'error' });
        return false;
      },
    );
    reading = attempt;
    return attempt;
  };

  /** Follows the session: reads a new player's likes, forgets them when nobody is signed in. */
  const sync = () => {
    const uid = currentUid();
    if (uid === null) {
      readFor = null;
      reading = null;
      if (store.getState() !== GUEST) store.setState(GUEST, true);
      return;
    }
    if (readFor !== uid) void read(uid);
  };

  /** True once the signed-in player's likes are known (read again after a failure). */
  const ready = async (): Promise<boolean> => {
    sync();
    const uid = currentUid();
    if (uid === null) return false;
    if (store.getState().status === 'ready') return true;
    if (store.getState().status === 'error') return read(uid);
    return reading ?? false;
  };

  const change = async (sysname: string, like: boolean) => {
    const uid = currentUid();
    const before = store.getState();
    store.setState({
      liked: like ? [sysname, ...without(before.liked, sysname)] : without(before.liked, sysname),
      busy: [...before.busy, sysname],
    });
    try {
      await (like ? host.api.games.addLike(sysname) : host.api.games.removeLike(sysname));
    } catch (error: unknown) {
      console.warn('[mf-gamehall] favourite change refused', error);
      if (currentUid() === uid) {
        // Back where it was: out again, or in again at its old place.
        const now = without(store.getState().liked, sysname);
        const at = like ? -1 : before.liked.indexOf(sysname);
        store.setState({ liked: at < 0 ? now : [...now.slice(0, at), sysname, ...now.slice(at)] });
        failed(like ? 'addFailed' : 'removeFailed');
      }
    } finally {
      if (currentUid() === uid) store.setState({ busy: without(store.getState().busy, sysname) });
    }
  };

  const toggle = async (sysname: string) => {
    if (currentUid() === null) {
      host.bus.emit(Events.AuthOpen, { mode: 'login', source: 'favourite' });
      if (queued.has(sysname)) return;
      queued.add(sysname);
      host.session.whenSignedIn(async () => {
        if (!queued.delete(sysname)) return;
        if (!(await ready())) return failed('loadFailed');
        if (!store.getState().liked.includes(sysname)) await change(sysname, true);
      });
      return;
    }
    if (store.getState().busy.includes(sysname)) return;
    if (!(await ready())) return failed('loadFailed');
    await change(sysname, !store.getState().liked.includes(sysname));
  };

  host.session.subscribe(sync);
  host.bus.on(Events.SignedIn, sync);
  host.bus.on(Events.SignedOut, sync);
  sync();
  return { store, toggle, reload: ready };
};

// One per shell session: the app and the widgets of this remote share a module instance.
const bySession = new WeakMap<object, Favourites>();

export const favouritesOf = (host: Host): Favourites => {
  let favourites = bySession.get(host.session);
  if (!favourites) {
    favourites = createFavourites(host);
    bySession.set(host.session, favourites);
  }
  return favourites;
};

export type FavouritesApi = Readonly<{
  /** False while a signed-in player's likes are being read (a guest's are known: none). */
  ready: boolean;
  /** Liked sysnames, newest first. */
  liked: readonly string[];
  isFavourite: (sysname: string) => boolean;
  /** True while the platform answers a change of this game. */
  isBusy: (sysname: string) => boolean;
  toggle: (sysname: string) => Promise<void>;
  reload: () => Promise<boolean>;
  status: FavouritesState['status'];
}>;

/**
 * One game's like, for its toggle: subscribed to that game alone, so a change of another
 * game's like (or a list of hundreds of tiles mounting) redraws only the toggles it concerns.
 */
export const useFavourite = (
  favourites: Favourites,
  sysname: string,
): Readonly<{ liked: boolean; busy: boolean }> => {
  const liked = useStore(favourites.store, (state) => state.liked.includes(sysname));
  const busy = useStore(favourites.store, (state) => state.busy.includes(sysname));
  return { liked, busy };
};

export const useFavourites = (): FavouritesApi => {
  const host = useRemoteProps();
  const favourites = favouritesOf(host);
  const state = useStore(favourites.store);
  return useMemo(() => {
    const liked = new Set(state.liked);
    const busy = new Set(state.busy);
    return {
      ready: state.status === 'idle' || state.status === 'ready',
      liked: state.liked,
      isFavourite: (sysname: string) => liked.has(sysname),
      isBusy: (sysname: string) => busy.has(sysname),
      toggle: favourites.toggle,
      reload: favourites.reload,
      status: state.status,
    };
  }, [state, favourites]);
};
