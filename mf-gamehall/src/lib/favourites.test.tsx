// @vitest-environment jsdom
// Favourites as a player sees them on a tile's heart: a toggle shows at once and is taken
// back, with a toast, when the platform refuses; a guest is asked to sign in and the like
// is made after sign-in, once, and only if the game is not liked already.
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { PlatformAnswer } from '@omad/contract/testing';
import { GameTile } from './game-tile';
import {
  accountFixture,
  answer,
  createTestHost,
  gameFixture,
  providersFixture,
  refusal,
} from '../testing/test-host';

afterEach(cleanup);

/** An answer the test releases when it wants to. */
const deferred = () => {
  let release: (answer: PlatformAnswer) => void = () => undefined;
  const promise = new Promise<PlatformAnswer>((resolve) => (release = resolve));
  return { promise, release };
};

const player = { account: accountFixture({ uid: 7 }), authenticated: true };
const heart = () => screen.getByRole('button', { name: "Sevimlilarga qo'shish: Game 1" });
const pressed = () => heart().getAttribute('aria-pressed');

describe('favourites: a player', () => {
  it('reads the likes and shows a liked game as pressed', async () => {
    const host = createTestHost({
      session: player,
      platform: {
        'games.getLikes': () => answer(['game_1']),
        'games.getProviders': () => answer(providersFixture),
      },
    });
    host.render(<GameTile game={gameFixture(1)} />);
    await waitFor(() => expect(pressed()).toBe('true'));
    expect(host.callsOf('games.getLikes')).toHaveLength(1);
  });

  it('likes at once, before the platform answers, and keeps it when it agrees', async () => {
    const added = deferred();
    const host = createTestHost({
      session: player,
      platform: { 'games.getLikes': () => answer([]), 'games.addLike': () => added.promise },
    });
    host.render(<GameTile game={gameFixture(1)} />);
    await waitFor(() => expect(host.callsOf('games.getLikes')).toHaveLength(1));
    await waitFor(() => expect(pressed()).toBe('false'));
    fireEvent.click(heart());
    await waitFor(() => expect(pressed()).toBe('true'));
    expect(heart().getAttribute('aria-busy')).toBe('true');
    expect(host.callsOf('games.addLike')[0]?.fields['sysname']).toBe('game_1');
    // A second press while the first is under way changes nothing.
    fireEvent.click(heart());
    await act(async () => added.release(answer(true)));
    await waitFor(() => expect(heart().getAttribute('aria-busy')).toBeNull());
    expect(pressed()).toBe('true');
    expect(host.callsOf('games.addLike')).toHaveLength(1);
    expect(host.callsOf('games.removeLike')).toHaveLength(0);
    expect(host.props.toast).not.toHaveBeenCalled();
  });

  it('takes a refused like back and says so in a toast', async () => {
    const added = deferred();
    const host = createTestHost({
      session: player,
      platform: { 'games.getLikes': () => answer([]), 'games.addLike': () => added.promise },
    });
    host.render(<GameTile game={gameFixture(1)} />);
    await waitFor(() => expect(host.callsOf('games.getLikes')).toHaveLength(1));
    fireEvent.click(heart());
    await waitFor(() => expect(pressed()).toBe('true'));
    await act(async () => added.release(refusal('InternalServerErrorException', { status: 500 })));
    await waitFor(() => expect(pressed()).toBe('false'));
    expect(host.props.toast).toHaveBeenCalledWith({
      kind: 'error',
      message: "O'yinni sevimlilarga qo'shib bo'lmadi. Qayta urinib ko'ring.",
    });
  });

  it('unlikes at once and puts the like back when the platform refuses', async () => {
    const removed = deferred();
    const host = createTestHost({
      session: player,
      locale: 'ru',
      platform: {
        'games.getLikes': () => answer(['game_1']),
        'games.removeLike': () => removed.promise,
      },
    });
    host.render(<GameTile game={gameFixture(1)} />);
    const ruHeart = () => screen.getByRole('button', { name: 'Добавить в избранное: Game 1' });
    await waitFor(() => expect(ruHeart().getAttribute('aria-pressed')).toBe('true'));
    fireEvent.click(ruHeart());
    await waitFor(() => expect(ruHeart().getAttribute('aria-pressed')).toBe('false'));
    await act(async () => removed.release(refusal('UnknownErrorException')));
    await waitFor(() => expect(ruHeart().getAttribute('aria-pressed')).toBe('true'));
    expect(host.props.toast).toHaveBeenCalledWith({
      kind: 'error',
      message: 'Не удалось убрать игру из избранного. Попробуйте ещё раз.',
    });
  });

  it('forgets the likes on sign-out', async () => {
    const host = createTestHost({
      session: player,
      platform: { 'games.getLikes': () => answer(['game_1']) },
    });
    host.render(<GameTile game={gameFixture(1)} />);
    await waitFor(() => expect(pressed()).toBe('true'));
    act(() => {
      host.sessionStore.setState({ account: accountFixture({ uid: 0 }), authenticated: false });
      host.bus.emit('session:signed-out', {});
    });
    await waitFor(() => expect(pressed()).toBe('false'));
  });
});

describe('favourites: a guest', () => {
  const signIn = (host: ReturnType<typeof createTestHost>) =>
    act(() => host.sessionStore.setState(player));

  it('asks to sign in, then likes the game after sign-in, once', async () => {
    const host = createTestHost({
      platform: { 'games.getLikes': () => answer([]), 'games.addLike': () => answer(true) },
    });
    const opened: unknown[] = [];
    host.bus.on('auth:open', (request) => opened.push(request));
    host.render(<GameTile game={gameFixture(1)} />);
    fireEvent.click(heart());
    fireEvent.click(heart());
    expect(opened).toEqual([
      { mode: 'login', source: 'favourite' },
      { mode: 'login', source: 'favourite' },
    ]);
    expect(pressed()).toBe('false');
    expect(host.callsOf('games.getLikes')).toHaveLength(0);
    expect(host.callsOf('games.addLike')).toHaveLength(0);
    // Two presses, one pending action.
    expect(host.session.whenSignedIn).toHaveBeenCalledTimes(1);
    const action = queuedAction(host);
    signIn(host);
    await act(async () => action());
    await waitFor(() => expect(pressed()).toBe('true'));
    expect(host.callsOf('games.addLike').map((call) => call.fields['sysname'])).toEqual(['game_1']);
    // The queue runs an action once; running it again does nothing.
    await act(async () => action());
    expect(host.callsOf('games.addLike')).toHaveLength(1);
  });

  it('adds nothing after sign-in when the player had liked the game already', async () => {
    const host = createTestHost({
      platform: { 'games.getLikes': () => answer(['game_1']), 'games.addLike': () => answer(true) },
    });
    host.render(<GameTile game={gameFixture(1)} />);
    fireEvent.click(heart());
    const action = queuedAction(host);
    signIn(host);
    await act(async () => action());
    await waitFor(() => expect(pressed()).toBe('true'));
    expect(host.callsOf('games.getLikes')).toHaveLength(1);
    expect(host.callsOf('games.addLike')).toHaveLength(0);
  });
});

/** The action the tile queued with the shell's whenSignedIn. */
const queuedAction = (host: ReturnType<typeof createTestHost>) => {
  const call = (host.session.whenSignedIn as unknown as { mock: { calls: [() => unknown][] } }).mock
    .calls[0];
  if (!call) throw new Error('nothing was queued for after sign-in');
  return call[0];
};
