// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FlowProps } from '../../lib/flow-props';
import { LoginFlow } from './login-flow';
import { formatWait } from '../../lib/two-factor/two-factor-step';
import {
  accountFixture,
  createTestHost,
  refusal,
  type PlatformCall,
} from '../../testing/test-host';

afterEach(cleanup);

const CODE = '123456';
const enabled = (resendTime: number) =>
  refusal('AuthorizationException', 'two_factor_auth is enable', { resend_time: resendTime });

/** A two-factor account: no code asks for one; CODE signs in; other codes get `wrongCode`. */
const twoFactorPlatform = (resendTime: number, wrongCode = 'two_factor_auth: code is invalid') => ({
  'auth.login': ({ fields }: PlatformCall) => {
    if (fields.code === undefined) return enabled(resendTime);
    if (fields.code === CODE) return { body: { data: accountFixture() } };
    return refusal('AuthorizationException', wrongCode);
  },
});

const startTwoFactor = async (resendTime = 60, wrongCode?: string) => {
  const host = createTestHost({ platform: twoFactorPlatform(resendTime, wrongCode) });
  const props = {
    onSignedIn: vi.fn<FlowProps['onSignedIn']>(async () => undefined),
    switchTo: vi.fn<FlowProps['switchTo']>(),
    close: vi.fn<FlowProps['close']>(),
  };
  host.render(<LoginFlow {...props} />);
  fireEvent.change(screen.getByLabelText('Telefon yoki elektron pochta'), {
    target: { value: 'twofa@omad.uz' },
  });
  fireEvent.change(screen.getByLabelText('Parol'), { target: { value: 'Secret123' } });
  fireEvent.click(screen.getByRole('button', { name: 'Kirish' }));
  await screen.findByRole('heading', { name: 'Kirishni tasdiqlang' });
  return { host, props };
};

const enterCode = (code: string) => {
  fireEvent.change(screen.getByLabelText('Tasdiqlash kodi'), { target: { value: code } });
  fireEvent.click(screen.getByRole('button', { name: 'Tasdiqlash' }));
};

describe('LoginFlow: two-factor step', () => {
  it('asks for the code with focus on it, and a resend countdown', async () => {
    const { host } = await startTwoFactor(60);
    const code = screen.getByLabelText<HTMLInputElement>('Tasdiqlash kodi');
    expect(document.activeElement).toBe(code);
    expect(code.inputMode).toBe('numeric');
    expect(code.autocomplete).toBe('one-time-code');
    expect(screen.getByText(/twofa@omad\.uz/)).toBeTruthy();
    const resend = screen.getByTestId('two-factor-resend');
    expect(resend.textContent).toBe('Yangi kod 1:00 dan keyin');
    expect(resend.hasAttribute('disabled')).toBe(true);
    // The prompt for a code is not a failed sign-in.
    expect(host.callsOf('events.handle')).toHaveLength(0);
  });

  it('shows an invalid code under the field, then signs in with the right one', async () => {
    const { host, props } = await startTwoFactor();
    enterCode('654321');
    const message = await screen.findByText("Kod noto'g'ri. Tekshirib, qayta kiriting.");
    expect(screen.getByLabelText('Tasdiqlash kodi').getAttribute('aria-describedby')).toBe(
      message.closest('p')?.id,
    );
    await waitFor(() => expect(host.callsOf('events.handle')).toHaveLength(1));
    enterCode(CODE);
    await waitFor(() => expect(props.onSignedIn).toHaveBeenCalledTimes(1));
    expect(host.callsOf('auth.login').at(-1)?.fields).toMatchObject({
      login: 'twofa@omad.uz',
      password: 'Secret123',
      code: CODE,
    });
  });

  it.each([
    ['Time expired', "Kodning amal qilish muddati tugadi. Yangi kod so'rang."],
    ['the code must contain 6 digits', "Kod 6 ta raqamdan iborat bo'lishi kerak"],
  ])('shows "%s" as its localized message', async (answer, text) => {
    await startTwoFactor(60, answer);
    enterCode('000000');
    expect(await screen.findByText(text)).toBeTruthy();
  });

  it('checks the code shape before calling the platform', async () => {
    const { host } = await startTwoFactor();
    enterCode('12a');
    expect(await screen.findByText("Kod 6 ta raqamdan iborat bo'lishi kerak")).toBeTruthy();
    expect(host.callsOf('auth.login')).toHaveLength(1);
  });

  it('enables "Resend" when the countdown ends; resending asks again without a code', async () => {
    const { host } = await startTwoFactor(1);
    const resend = screen.getByTestId('two-factor-resend');
    await waitFor(() => expect(resend.hasAttribute('disabled')).toBe(false), { timeout: 2_500 });
    expect(resend.textContent).toBe('Kodni qayta yuborish');
    fireEvent.click(resend);
    expect(await screen.findByText('Yangi kod yuborildi')).toBeTruthy();
    const again = host.callsOf('auth.login').at(-1)?.fields;
    expect(again).toMatchObject({ login: 'twofa@omad.uz', password: 'Secret123' });
    expect(again).not.toHaveProperty('code');
    expect(resend.textContent).toContain('0:01');
    expect(resend.hasAttribute('disabled')).toBe(true);
  });

  it('says no new code went out when "Resend" is answered with a wait', async () => {
    let calls = 0;
    const host = createTestHost({
      platform: {
        'auth.login': () =>
          ++calls === 1
            ? enabled(0)
            : refusal('AuthorizationException', 'Resend time is 42', { resend_time: 42 }),
      },
    });
    host.render(<LoginFlow onSignedIn={vi.fn()} switchTo={vi.fn()} close={vi.fn()} />);
    fireEvent.change(screen.getByLabelText('Telefon yoki elektron pochta'), {
      target: { value: 'twofa@omad.uz' },
    });
    fireEvent.change(screen.getByLabelText('Parol'), { target: { value: 'Secret123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Kirish' }));
    const resend = await screen.findByTestId('two-factor-resend');
    fireEvent.click(resend);
    await waitFor(() => expect(resend.textContent).toBe('Yangi kod 0:42 dan keyin'));
    expect(screen.queryByText('Yangi kod yuborildi')).toBeNull();
  });

  it('goes back to the credentials with what was typed', async () => {
    await startTwoFactor();
    fireEvent.click(screen.getByRole('button', { name: 'Boshqa login bilan kirish' }));
    expect(screen.getByLabelText<HTMLInputElement>('Parol').value).toBe('Secret123');
  });
});

describe('formatWait', () => {
  it('writes minutes and zero-padded seconds', () => {
    expect([formatWait(60), formatWait(5), formatWait(125)]).toEqual(['1:00', '0:05', '2:05']);
  });
});
