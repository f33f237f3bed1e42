// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ErrorType, TwoFactorMessage } from '@omad/contract/api';
import { refusal, seededFormsConfig } from '@omad/contract/testing';
import { account, ok, refused, renderRemote, type Answer } from '../../testing/fake-remote';
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

type Fields = Readonly<Record<string, string>>;

const mount = async (answer: Answer | ((fields: Fields) => Answer), authenticated = false) => {
  const view = await renderRemote(<MessengerSignIn />, {
    answers: {
      'auth.register': ({ fields }) => (typeof answer === 'function' ? answer(fields) : answer),
    },
    cms: { getFormsConfig: async () => seededFormsConfig('onSubmit') },
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

  it('asks an account with two-factor on for its code, and signs in with the fields and the code', async () => {
    const codeSent = refusal(ErrorType.Authorization, {
      message: TwoFactorMessage.Enabled,
      data: { resend_time: 60, sent_to: '99890*****67' },
    });
    const wrongCode = refusal(ErrorType.Authorization, { message: TwoFactorMessage.CodeInvalid });
    const { detect, calls, session } = await mount((fields) => {
      const code = fields.code;
      if (code === undefined) return codeSent;
      return code === '123456' ? ok(account({ uid: 9 })) : wrongCode;
    });
    await detect(initData());
    const dialog = await screen.findByRole('dialog', { name: 'Kirishni tasdiqlang' });
    expect(dialog.textContent).toContain('99890*****67');
    expect(session.signedIn).not.toHaveBeenCalled();

    const field = screen.getByLabelText('Tasdiqlash kodi');
    fireEvent.change(field, { target: { value: '654321' } });
    fireEvent.click(screen.getByRole('button', { name: 'Tasdiqlash' }));
    await screen.findByText("Kod noto'g'ri. Tekshirib, qayta kiriting.");
    expect(session.signedIn).not.toHaveBeenCalled();

    fireEvent.change(field, { target: { value: '123 456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Tasdiqlash' }));
    await waitFor(() =>
      expect(session.signedIn).toHaveBeenCalledWith(
        expect.objectContaining({ uid: 9 }),
        'messenger',
      ),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const lastCall = calls.filter((call) => call.method === 'auth.register').at(-1);
    expect(Object.fromEntries(lastCall?.form ?? [])).toMatchObject({
      id: '777001',
      hash: HASH,
      code: '123456',
    });
  });

  it('leaves the player a guest when the code dialog is closed', async () => {
    const { detect, session } = await mount(
      refusal(ErrorType.Authorization, {
        message: TwoFactorMessage.Enabled,
        data: { resend_time: 60 },
      }),
    );
    await detect(initData());
    await screen.findByText(/tasdiqlangan kontaktingizga/);
    fireEvent.click(screen.getByRole('button', { name: 'Hozircha kirmaslik' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(session.signedIn).not.toHaveBeenCalled();
  });
});
