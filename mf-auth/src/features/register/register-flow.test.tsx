// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ErrorType } from '@omad/contract/api';
import type { FlowProps } from '../../lib/flow-props';
import {
  account,
  generalInfo,
  ok,
  refused,
  renderRemote,
  type Answer,
  type Call,
} from '../../testing/fake-remote';
import { authConfig, cashierConfig, siteConfig } from '../../testing/cms-fixture';
import { seededFormsConfig as formsConfig } from '@omad/contract/testing';
import { RegisterFlow } from './register-flow';

const flowProps = (): FlowProps => ({
  onSignedIn: vi.fn(async () => undefined),
  switchTo: vi.fn(),
  close: vi.fn(),
});

const setup = async (
  options: Readonly<{
    strategy?: 'eager' | 'onSubmit';
    currencies?: string[];
    answers?: Record<string, (call: Call) => Answer>;
    search?: string;
  }> = {},
) => {
  const flow = flowProps();
  const view = await renderRemote(<RegisterFlow {...flow} />, {
    answers: { 'auth.register': () => ok(account()), ...options.answers },
    cms: {
      getFormsConfig: async () => formsConfig(options.strategy),
      getCashierConfig: async () => cashierConfig,
      getConfig: async () => siteConfig(true),
      getAuthConfig: async () => authConfig,
    },
    session: { generalInfo: generalInfo(options.currencies ?? ['UZS', 'USD']) },
    search: options.search,
  });
  await screen.findByTestId('register-form-full');
  return { ...view, flow };
};

const form = () => screen.getByTestId('register-form-full');
const input = (name: string) => {
  const element = form().querySelector(`[name="${name}"]`);
  if (!(element instanceof HTMLInputElement || element instanceof HTMLSelectElement))
    throw new Error(`no field ${name}`);
  return element;
};
const type = (name: string, value: string) => fireEvent.change(input(name), { target: { value } });
const errorOf = (name: string) => {
  const id = input(name).getAttribute('aria-describedby')?.split(' ')[0];
  return id ? (document.getElementById(id)?.textContent ?? null) : null;
};
const fillValid = () => {
  type('email', 'new@omad.test');
  type('phone', '901234567');
  type('password', 'Secret123');
  fireEvent.click(input('terms'));
};
const submit = () => act(async () => fireEvent.submit(form()));

beforeEach(() => localStorage.clear());
afterEach(cleanup);

describe('registration form from forms-config', () => {
  it('eager: reports a field with the CMS message once it was left, before any submit', async () => {
    await setup({ strategy: 'eager' });
    // Leaving a field never typed in says nothing (the contract's useForm); one typed in and
    // emptied again is reported.
    fireEvent.blur(input('email'));
    expect(errorOf('email')).toBeNull();
    type('email', 'n');
    type('email', '');
    fireEvent.blur(input('email'));
    expect(errorOf('email')).toBe('Elektron pochtangizni kiriting');
    type('email', 'not-an-email');
    expect(errorOf('email')).toBe("Elektron pochta manzili noto'g'ri");
    type('email', 'ok@omad.test');
    expect(errorOf('email')).toBeNull();
  });

  it('onSubmit: stays quiet until submitted, then lists every failing field and sends nothing', async () => {
    const { calls } = await setup({ strategy: 'onSubmit' });
    fireEvent.blur(input('email'));
    expect(errorOf('email')).toBeNull();
    await submit();
    expect(errorOf('email')).toBe('Elektron pochtangizni kiriting');
    expect(errorOf('phone')).toBe('Telefon raqamingizni kiriting');
    expect(errorOf('password')).toBe("To'ldirish majburiy");
    expect(errorOf('terms')).toBe('Davom etish uchun belgilang');
    expect(errorOf('promo_code')).toBeNull();
    expect(calls.some((call) => call.method === 'auth.register')).toBe(false);
  });

  it('masks the phone and refuses an incomplete one', async () => {
    await setup({ strategy: 'onSubmit' });
    type('phone', '90123');
    expect(input('phone').value).toBe('+998 90 123');
    await submit();
    expect(errorOf('phone')).toBe("Telefon raqami noto'g'ri");
  });

  it('sends the typed values with the chosen currency and signs the player in', async () => {
    const { calls, flow, remote } = await setup();
    fillValid();
    fireEvent.change(input('currency'), { target: { value: 'USD' } });
    await submit();
    const register = calls.find((call) => call.method === 'auth.register');
    expect(Object.fromEntries(register?.form ?? [])).toEqual({
      email: 'new@omad.test',
      phone: '+998 90 123 45 67',
      password: 'Secret123',
      currency: 'USD',
      terms: '1',
    });
    expect(flow.onSignedIn).toHaveBeenCalledWith(expect.objectContaining({ uid: 42 }), 'register');
    expect(JSON.parse(localStorage.getItem('registration_hint_until') ?? '{}')).toMatchObject({
      uid: 42,
    });
    // CMS config.features.confirmEmailPopup is on: the popup offers to confirm the e-mail.
    expect(remote.openDialog).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Elektron pochtangizni tasdiqlang' }),
    );
  });

  it('asks no currency when only one is offered, and still sends it', async () => {
    const { calls } = await setup({ currencies: ['UZS'] });
    expect(form().querySelector('[name="currency"]')).toBeNull();
    fillValid();
    await submit();
    const register = calls.find((call) => call.method === 'auth.register');
    expect(register?.form?.get('currency')).toBe('UZS');
  });

  it('puts a taken e-mail under the e-mail field and keeps what was typed', async () => {
    const { flow } = await setup({
      answers: {
        'auth.register': () => refused(ErrorType.InvalidParameter, { email: ['ALREADY_EXISTS'] }),
      },
    });
    fillValid();
    await submit();
    expect(errorOf('email')).toBe("Bu pochta bilan ro'yxatdan o'tilgan");
    expect(input('email').value).toBe('new@omad.test');
    expect(input('password').value).toBe('Secret123');
    expect(flow.onSignedIn).not.toHaveBeenCalled();
  });

  it('says in words that a common password was refused, and keeps what was typed', async () => {
    await setup({
      answers: {
        'auth.register': () => refused(ErrorType.InvalidParameter, { password: ['COMMON'] }),
      },
    });
    fillValid();
    await submit();
    expect(errorOf('password')).toBe("Bu parol juda oddiy va ko'p ishlatiladi, boshqasini tanlang");
    expect(input('password').value).toBe('Secret123');
    expect(input('email').value).toBe('new@omad.test');
  });

  it('shows a form message when the platform is unreachable', async () => {
    await setup({ answers: { 'auth.register': () => ({ status: 503, body: 'down' }) } });
    fillValid();
    await submit();
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        "Ro'yxatdan o'tib bo'lmadi. Qayta urinib ko'ring",
      ),
    );
  });

  it("draws a forms-config that cannot be read with the kit's LoadFailed, and reads it again", async () => {
    let fail = true;
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await renderRemote(<RegisterFlow {...flowProps()} />, {
      answers: {},
      cms: {
        getFormsConfig: async () => {
          if (fail) throw new Error('content service down');
          return formsConfig();
        },
        getCashierConfig: async () => cashierConfig,
        getConfig: async () => siteConfig(true),
        getAuthConfig: async () => authConfig,
      },
      session: { generalInfo: generalInfo(['UZS']) },
    });
    const failed = await screen.findByTestId('load-failed');
    expect(failed.textContent).toContain("Formani yuklab bo'lmadi");
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Qayta urinish' }));
    await screen.findByTestId('register-form-full');
    expect(screen.queryByTestId('load-failed')).toBeNull();
  });
});
