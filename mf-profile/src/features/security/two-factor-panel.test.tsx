// @vitest-environment jsdom
// Two-factor off asks for the current password first (issue 32), says the platform's refusals
// in words, then goes on to the code; without a confirmed contact it leads to the contacts.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { accountFixture, answer, refusal, type PlatformHandler } from '@omad/contract/testing';
import { createTestHost } from '../../testing/test-host';
import { TwoFactorPanel } from './two-factor-panel';

afterEach(cleanup);

const sent = (enable: boolean) => answer({ enable, sent_to: 'pl****@omad.uz', resend_time: 60 });

const setup = (
  change: PlatformHandler,
  options: Readonly<{ locale?: 'uz' | 'ru'; enabled: boolean; hasPassword?: boolean }>,
) => {
  const host = createTestHost({
    locale: options.locale ?? 'uz',
    account: { two_factor_auth: options.enabled, has_password: options.hasPassword ?? true },
    platform: {
      'account.changeTwoFactorAuth': change,
      'account.confirmTwoFactorAuth': () =>
        answer(accountFixture({ two_factor_auth: !options.enabled })),
    },
  });
  host.render(<TwoFactorPanel />);
  return host;
};

describe('TwoFactorPanel', () => {
  it('turns off only after the current password, saying a wrong one in words', async () => {
    const host = setup(
      ({ fields }) =>
        fields.password === 'Secret123'
          ? sent(false)
          : refusal('InvalidParameterException', { errorData: { password: ['INVALID'] } }),
      { enabled: true },
    );
    const panel = screen.getByTestId('two-factor-panel');
    fireEvent.click(within(panel).getByRole('button', { name: "O'chirish" }));
    // Nothing is asked of the platform before the password is typed.
    const step = await within(panel).findByTestId('two-factor-password');
    fireEvent.click(within(step).getByRole('button', { name: 'Davom etish' }));
    expect(await within(step).findByText('Hisobingiz parolini kiriting')).toBeTruthy();
    expect(host.callsOf('account.changeTwoFactorAuth')).toHaveLength(0);

    const password = within(step).getByLabelText('Joriy parol');
    fireEvent.change(password, { target: { value: 'Guess-1' } });
    fireEvent.click(within(step).getByRole('button', { name: 'Davom etish' }));
    expect(await within(step).findByText("Parol noto'g'ri")).toBeTruthy();
    expect((password as HTMLInputElement).value).toBe('Guess-1');

    fireEvent.change(password, { target: { value: 'Secret123' } });
    fireEvent.click(within(step).getByRole('button', { name: 'Davom etish' }));
    const code = await within(panel).findByTestId('two-factor-code');
    expect(code.textContent).toContain('pl****@omad.uz');
    expect(
      host
        .callsOf('account.changeTwoFactorAuth')
        .map(({ fields }) => [fields.enable, fields.password]),
    ).toEqual([
      ['0', 'Guess-1'],
      ['0', 'Secret123'],
    ]);
    fireEvent.change(within(code).getByLabelText('Tasdiqlash kodi'), {
      target: { value: '123456' },
    });
    fireEvent.click(within(code).getByRole('button', { name: 'Tasdiqlash' }));
    await waitFor(() => expect(host.session.refresh).toHaveBeenCalled());
    expect(host.callsOf('account.confirmTwoFactorAuth')[0]?.fields.code).toBe('123456');
  });

  it('goes back to the switch when the password step is cancelled', async () => {
    const host = setup(() => sent(false), { enabled: true, locale: 'ru' });
    const panel = screen.getByTestId('two-factor-panel');
    fireEvent.click(within(panel).getByRole('button', { name: 'Выключить' }));
    const step = await within(panel).findByTestId('two-factor-password');
    expect(step.textContent).toContain('введите текущий пароль');
    fireEvent.click(within(step).getByRole('button', { name: 'Отмена' }));
    expect(within(panel).getByRole('button', { name: 'Выключить' })).toBeTruthy();
    expect(host.callsOf('account.changeTwoFactorAuth')).toHaveLength(0);
  });

  it('asks an account without a password for none and goes straight to the code', async () => {
    const host = setup(() => sent(false), { enabled: true, hasPassword: false });
    const panel = screen.getByTestId('two-factor-panel');
    fireEvent.click(within(panel).getByRole('button', { name: "O'chirish" }));
    await within(panel).findByTestId('two-factor-code');
    expect(within(panel).queryByTestId('two-factor-password')).toBeNull();
    const [call] = host.callsOf('account.changeTwoFactorAuth');
    expect(call?.fields.enable).toBe('0');
    expect(call && 'password' in call.fields).toBe(false);
  });

  it('says a code needs a confirmed contact, and leads to the contacts', async () => {
    setup(() => refusal('UserNeedConfirmContactException'), { enabled: false, locale: 'ru' });
    const panel = screen.getByTestId('two-factor-panel');
    fireEvent.click(within(panel).getByRole('button', { name: 'Включить' }));
    const notice = await within(panel).findByTestId('two-factor-need-contact');
    expect(notice.textContent).toContain('Коды приходят только на подтверждённую почту');
    const link = within(notice).getByRole('link', { name: 'Перейти к контактам' });
    // The profile's test host leaves paths locale-free.
    expect(link.getAttribute('href')).toBe('/profile/settings#contacts');
    expect(within(panel).queryByTestId('two-factor-code')).toBeNull();
  });

  it('says it too when the refusal comes after the password', async () => {
    setup(() => refusal('UserNeedConfirmContactException'), { enabled: true });
    const panel = screen.getByTestId('two-factor-panel');
    fireEvent.click(within(panel).getByRole('button', { name: "O'chirish" }));
    fireEvent.change(await within(panel).findByLabelText('Joriy parol'), {
      target: { value: 'Secret123' },
    });
    fireEvent.click(within(panel).getByRole('button', { name: 'Davom etish' }));
    const notice = await within(panel).findByTestId('two-factor-need-contact');
    expect(notice.textContent).toContain('Kod faqat tasdiqlangan');
    expect(within(notice).getByRole('link', { name: "Kontaktlarga o'tish" })).toBeTruthy();
  });
});
