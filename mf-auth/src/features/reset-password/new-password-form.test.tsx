// @vitest-environment jsdom
// The new password form of /restore: the spec's password rules before any call, then
// auth.resetPassword, the session and the way home, or the refusal in words.
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ErrorType } from '@omad/contract/api';
import { answer, LocationProbe, refusal, type PlatformHandler } from '@omad/contract/testing';
import { AtAddress } from '../../testing/at-address';
import { accountFixture, createTestHost } from '../../testing/test-host';
import { ResetPasswordPage } from './reset-password-page';

afterEach(cleanup);

const openForm = async (reset: PlatformHandler, locale: 'uz' | 'ru' = 'uz') => {
  const host = createTestHost({
    locale,
    platform: {
      'auth.checkRestoreToken': () => answer({ expires_at: '2030-01-01T00:00:00Z' }),
      'auth.resetPassword': reset,
    },
  });
  host.render(
    <AtAddress url="/restore#token=tok-123">
      <ResetPasswordPage />
      <LocationProbe />
    </AtAddress>,
  );
  await screen.findByTestId('new-password-form');
  return host;
};

const field = (label: string) => screen.getByLabelText<HTMLInputElement>(label);
const errorOf = (input: HTMLInputElement) =>
  input
    .getAttribute('aria-describedby')
    ?.split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ') ?? '';

const fill = (
  password: string,
  again: string,
  labels = ['Yangi parol', 'Yangi parolni takrorlang'],
) => {
  fireEvent.change(field(labels[0] ?? ''), { target: { value: password } });
  fireEvent.change(field(labels[1] ?? ''), { target: { value: again } });
};
const save = (name = 'Parolni saqlash') =>
  act(async () => fireEvent.click(screen.getByRole('button', { name })));

describe('NewPasswordForm', () => {
  it('holds the password rules and the repeat before sending anything', async () => {
    const host = await openForm(() => answer(accountFixture()));
    fill('abc', 'abc');
    await save();
    expect(errorOf(field('Yangi parol'))).toContain('Kamida 6 ta belgi kiriting');
    fill('Secret123', 'Secret124');
    await save();
    await waitFor(() =>
      expect(errorOf(field('Yangi parolni takrorlang'))).toContain('Parollar bir xil emas'),
    );
    expect(host.callsOf('auth.resetPassword')).toHaveLength(0);
  });

  it('sets the password, refreshes the session, says so and goes home', async () => {
    const host = await openForm(() => answer(accountFixture()));
    fill('NewSecret42', 'NewSecret42');
    await save();
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/'));
    expect(host.callsOf('auth.resetPassword')[0]?.fields).toMatchObject({
      token: 'tok-123',
      password: 'NewSecret42',
      password_confirm: 'NewSecret42',
    });
    expect(host.session.refresh).toHaveBeenCalled();
    expect(host.props.toast).toHaveBeenCalledWith({
      kind: 'success',
      message: "Parol o'zgartirildi. Siz hisobingizga kirdingiz.",
    });
  });

  it('toasts in Russian on the Russian page', async () => {
    const host = await openForm(() => answer(accountFixture()), 'ru');
    fill('NewSecret42', 'NewSecret42', ['Новый пароль', 'Повторите новый пароль']);
    await save('Сохранить пароль');
    await waitFor(() =>
      expect(host.props.toast).toHaveBeenCalledWith({
        kind: 'success',
        message: 'Пароль изменён. Вы вошли в аккаунт.',
      }),
    );
  });

  it('says a common password in words and keeps what was typed', async () => {
    await openForm(() =>
      refusal(ErrorType.InvalidParameter, { errorData: { password: ['COMMON'] } }),
    );
    fill('Password1', 'Password1');
    await save();
    await waitFor(() =>
      expect(errorOf(field('Yangi parol'))).toContain(
        "Bu parol juda oddiy va ko'p ishlatiladi, boshqasini tanlang",
      ),
    );
    expect(field('Yangi parol').value).toBe('Password1');
    expect(field('Yangi parolni takrorlang').value).toBe('Password1');
  });

  it('keeps the player on the form with a message when the network fails', async () => {
    await openForm(() => {
      throw new TypeError('Failed to fetch');
    });
    fill('NewSecret42', 'NewSecret42');
    await save();
    expect((await screen.findByRole('alert')).textContent).toBe(
      "Internet aloqasini tekshiring va qayta urinib ko'ring.",
    );
    expect(field('Yangi parol').value).toBe('NewSecret42');
  });

  it('says so on the form when the server fails', async () => {
    await openForm(() => ({ status: 500, body: 'oops' }));
    fill('NewSecret42', 'NewSecret42');
    await save();
    expect((await screen.findByRole('alert')).textContent).toBe(
      "Parolni saqlab bo'lmadi. Birozdan so'ng qayta urinib ko'ring.",
    );
  });

  it('turns to the used-link page when the link was spent meanwhile', async () => {
    await openForm(() =>
      refusal(ErrorType.InvalidParameter, { errorData: { token: ['ALREADY_USED'] } }),
    );
    fill('NewSecret42', 'NewSecret42');
    await save();
    expect((await screen.findByTestId('restore-token-problem')).dataset.problem).toBe('used');
  });
});
