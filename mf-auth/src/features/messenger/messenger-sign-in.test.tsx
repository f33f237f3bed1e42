// @vitest-environment jsdom
import { act, cleanup, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ErrorType } from '@omad/contract/api';
import { account, ok, refused, renderRemote, type Answer } from '../../lib/testing/fake-remote';
import { MessengerSignIn } from './messenger-sign-in';

const HASH = 'b'.repeat(64);
const initData = (user: unknown = { id: 777001, username: 'omad_fan', language_code: 'uz' }) =>
  `tgWebAppData=${encodeURIComponent(
    new URLSearchParams({
      user: JSON.stringify(user),
      auth_date: '1748779200',
      start_param: 'OMAD50',
      hash: HASH,
    }).toString(),
  )}&tgWebAppVersion=7.0`;

const mount = async (answer: Answer, authenticated = false) => {
  const view = await renderRemote(<MessengerSignIn />, {
    answers: { 'auth.register': () => answer },
    cms: {},
    session: { status: 'success', authenticated },
  });
  const detect = (data: string) =>
    act(async () => view.bus.emit('messenger:detected', { initData: data }));
  return { ...view, detect };
};

const errorToast = {
  kind: 'error',
  message:
    "Telegram orqali ro'yxatdan o'tib bo'lmadi. Ilovani qayta oching yoki keyinroq urinib ko'ring",
};

afterEach(cleanup);

describe('MessengerSignIn', () => {
  it('registers with the signed fields of the launch data and signs the player in', async () => {
    const { detect, calls, session } = await mount(ok(account({ uid: 9 })));
    await detect(initData());
    await waitFor(() =>
      expect(session.signedIn).toHaveBeenCalledWith(
        expect.objectContaining({ uid: 9 }),
        'messenger',
      ),
    );
    const register = calls.filter((call) => call.method === 'auth.register');
    expect(register).toHaveLength(1);
    expect(Object.fromEntries(register[0]?.form ?? [])).toEqual({
      is_tg: '1',
      id: '777001',
      username: 'omad_fan',
      language_code: 'uz',
      payload: 'OMAD50',
      auth_date: '1748779200',
      hash: HASH,
    });
  });

  it('shows the registration error toast when the platform refuses the signature', async () => {
    const { detect, remote, session } = await mount(refused(ErrorType.Authorization, {}, 401));
    await detect(initData());
    await waitFor(() => expect(remote.toast).toHaveBeenCalledWith(errorToast));
    expect(session.signedIn).not.toHaveBeenCalled();
  });

  it('shows the same toast for launch data it cannot read, without calling the platform', async () => {
    const { detect, remote, calls } = await mount(ok(account()));
    await detect(initData({ id: 'not-a-number' }));
    await waitFor(() => expect(remote.toast).toHaveBeenCalledWith(errorToast));
    expect(calls.some((call) => call.method === 'auth.register')).toBe(false);
  });

  it('tries one launch once, and leaves a signed-in player as they are', async () => {
    const first = await mount(ok(account()));
    await first.detect(initData());
    await first.detect(initData());
    await waitFor(() => expect(first.session.signedIn).toHaveBeenCalledTimes(1));
    cleanup();
    const signedIn = await mount(ok(account()), true);
    await signedIn.detect(initData());
    expect(signedIn.calls.some((call) => call.method === 'auth.register')).toBe(false);
  });
});
